import { Box, Button, Code, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorScreenProps {
  error: unknown;
  /** Admin users also see the technical details. */
  showDetails: boolean;
  supportHref: string;
}

/** The server error screen (spec): shown for a render crash; admins see the technical details. */
export function ErrorScreen({ error, showDetails, supportHref }: ErrorScreenProps) {
  const { t } = useTranslation();
  const details = error instanceof Error ? `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}` : String(error);
  return (
    <Container as="main" maxW="3xl" py="16" data-testid="error-screen">
      <Stack gap="4">
        <Text fontWeight="bold" color="fg.muted" aria-hidden="true">
          500
        </Text>
        <Heading as="h1" size="3xl">
          {t('errors.server.title')}
        </Heading>
        <Text fontSize="lg">{t('errors.server.body')}</Text>
        <Text fontSize="lg">{t('errors.server.notified')}</Text>
        <HStack gap="4" pt="2">
          <Button colorPalette="brand" onClick={() => window.history.back()}>
            {t('errors.server.goBack')}
          </Button>
          <Link href={supportHref} color="brand.fg" fontWeight="semibold">
            {t('errors.server.contactSupport')}
          </Link>
        </HStack>
        {showDetails && (
          <Box borderWidth="1px" borderRadius="l2" p="4" mt="4" bg="bg.panel">
            <Text fontWeight="semibold">{t('errors.server.details')}</Text>
            <Code as="pre" display="block" whiteSpace="pre-wrap" mt="3" p="3" fontSize="xs" data-testid="error-details">
              {details}
            </Code>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
