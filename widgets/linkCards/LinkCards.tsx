import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { LinkCardsProps } from '../../schemas/generated/widgets/linkCards.props';
import type { WidgetComponentProps } from '../shared/defineWidget';
import { PorticoLink } from '../shared/PorticoLink';

export default function LinkCards({ title, columns = 3, items }: WidgetComponentProps<LinkCardsProps>) {
  return (
    <Stack gap="4" as="nav" aria-label={title}>
      {title && (
        <Heading as="h2" size="lg">
          {title}
        </Heading>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: Math.min(columns, 2), lg: columns }} gap="4">
        {items.map((item) => (
          <li key={item.href + item.title}>
            <Card.Root size="sm" h="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="brand">
              <Card.Body gap="1">
                <Card.Title>
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
    </Stack>
  );
}
