import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container maxW="3xl" py="16" data-testid="not-found">
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          {t('shell.notFoundTitle')}
        </Heading>
        <Text>{t('shell.notFoundBody')}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/careers">{t('shell.backToJobs')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
