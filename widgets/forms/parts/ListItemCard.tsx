import { Box, Card, HStack, IconButton, Menu, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListItemCardAction {
  readonly value: string;
  readonly label: string;
  readonly onSelect: () => void;
}

export interface ListItemCardProps {
  readonly heading: ReactNode;
  /** What the card is about (a form's title): the kebab menu is named after it, so a list of cards does not hold several menus of the same name. */
  readonly name: string;
  readonly info?: ReactNode;
  readonly actions?: ReactNode;
  /** Extra actions behind the kebab menu labelled 'Show more options'. */
  readonly menu?: readonly ListItemCardAction[];
}

/** A list entry as a card: heading, info and actions sections, and a kebab menu labelled Show more options (for the card's name). */
export function ListItemCard({ heading, name, info, actions, menu }: ListItemCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root as="li" variant="outline" listStyleType="none">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Box flex="1">{heading}</Box>
          {menu && menu.length > 0 ? (
            <Menu.Root>
              <Menu.Trigger asChild>
                <IconButton aria-label={t('forms.card.moreOptionsFor', { name })} variant="ghost" size="sm">
                  <span aria-hidden="true">⋮</span>
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {menu.map((action) => (
                      <Menu.Item key={action.value} value={action.value} onSelect={action.onSelect}>
                        {action.label}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          ) : null}
        </HStack>
        {info ? <Stack gap="1">{info}</Stack> : null}
        {actions ? <HStack gap="2">{actions}</HStack> : null}
      </Card.Body>
    </Card.Root>
  );
}
