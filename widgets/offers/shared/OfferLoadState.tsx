import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The loading, redirecting and failed states of an offer page (everything but the loaded offer). */
export function OfferLoadState({ query, redirecting }: { query: Pick<UseQueryResult, 'isError' | 'refetch'>; redirecting: boolean }) {
  const { t } = useTranslation();
  if (query.isError && !redirecting) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('offers.offerLoadFailed')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('offers.retry')}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>{t('offers.loadingOffer')}</Text>
    </HStack>
  );
}
