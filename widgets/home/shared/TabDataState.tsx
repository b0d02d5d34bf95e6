import { Alert, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The generic states of a dashboard tab (spec: 'An error occurred while retrieving data', 'No data
 * found'): a loading skeleton, the error, the empty message, or the content.
 */
export function TabDataState<T>({
  query,
  isEmpty,
  children,
  label,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** Names the region for screen readers while it loads. */
  label?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack role="status" gap="3" aria-busy="true" aria-label={label ?? t('home.loading')} data-testid="tab-loading">
        <Skeleton height="16" borderRadius="l2" />
        <Skeleton height="16" borderRadius="l2" />
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert.Root status="error" variant="subtle" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('home.errorRetrieving')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Box py="6" textAlign="center">
        <Text color="fg.muted">{t('home.noDataFound')}</Text>
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
