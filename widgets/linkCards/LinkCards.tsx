import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Localized } from '../../engine/i18n/localizedText';
import type { LinkCardsProps } from '../../schemas/generated/widgets/linkCards.props';
import type { WidgetComponentProps } from '../shared/defineWidget';
import { Subheadings, useHeadingTag } from '../shared/headingLevel';
import { PorticoLink } from '../shared/PorticoLink';

/** The grid of cards; each card's title is a heading at the level it is rendered in. */
function Cards({ columns, items }: Pick<Localized<LinkCardsProps>, 'items'> & { columns: number }) {
  const headingTag = useHeadingTag();
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: Math.min(columns, 2), lg: columns }} gap="4">
      {items.map((item) => (
        <li key={item.href + item.title}>
          <Card.Root size="sm" h="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="brand">
            <Card.Body gap="1">
              <Card.Title as={headingTag}>
                <PorticoLink href={item.href} color="colorPalette.fg" fontWeight="semibold">
                  {item.title}
                </PorticoLink>
              </Card.Title>
              {item.description && <Card.Description>{item.description}</Card.Description>}
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}

export default function LinkCards({ title, columns = 3, items }: WidgetComponentProps<LinkCardsProps>) {
  const headingTag = useHeadingTag();
  return (
    <Stack gap="4" as="nav" aria-label={title}>
      {title && (
        <Heading as={headingTag} size="lg">
          {title}
        </Heading>
      )}
      {/* Under the title the cards' headings are one level down; without one they take the title's place. */}
      {title ? (
        <Subheadings>
          <Cards columns={columns} items={items} />
        </Subheadings>
      ) : (
        <Cards columns={columns} items={items} />
      )}
    </Stack>
  );
}
