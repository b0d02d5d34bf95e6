import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHeadingTag } from '../../shared/headingLevel';

/**
 * A list-item card with heading, info and actions sections (spec: list-item card); `children` go below, full width.
 * Its heading takes the level where it is shown (headingLevel.tsx): h2 in a dashboard tab that has no title of its
 * own, one level below a list's or a section's title.
 */
export function ItemCard({
  heading,
  info,
  actions,
  badge,
  children,
}: {
  heading: ReactNode;
  info?: ReactNode;
  actions?: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const headingTag = useHeadingTag();
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
          {/* At least 10rem beside the actions; in a narrower card the actions move below instead of covering the heading. */}
          <Stack gap="1" minW="0" flex="1 1 10rem" overflowWrap="anywhere">
            <HStack gap="2" flexWrap="wrap">
              <Text as={headingTag} fontWeight="semibold" fontSize="md">
                {heading}
              </Text>
              {badge}
            </HStack>
            {info && (
              <Text as="div" fontSize="sm" color="fg.muted">
                {info}
              </Text>
            )}
          </Stack>
          {actions && <HStack gap="2">{actions}</HStack>}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** The list the cards sit in. */
export function ItemList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label} m="0" p="0">
      {children}
    </Stack>
  );
}
