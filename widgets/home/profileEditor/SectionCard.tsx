import { Alert, Card, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One profile section: a heading with its actions, the content, and the last edit's failure. */
export function SectionCard({
  id,
  title,
  actions,
  error,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-title`} data-testid={`profile-section-${id}`}>
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Heading as="h2" size="md" id={`${id}-title`}>
              {title}
            </Heading>
            {actions && <HStack gap="2">{actions}</HStack>}
          </HStack>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
