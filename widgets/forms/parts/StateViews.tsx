import { Alert, Button, EmptyState, Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form widget's state before it has a form to show (none chosen, loading, failed) under the page's
 * h1: these widgets name the page with the form's title (registry `pageHeading`), so until then the
 * page's own name is the heading (`pages.<id>`: Apply, Form, Onboarding).
 */
export function PageStateView({ pageName, children }: { pageName: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t(pageName)}
      </Heading>
      {children}
    </Stack>
  );
}

/** The generic error state; default text 'An error occurred while retrieving data'. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message ?? t('forms.state.error')}</Alert.Description>
      </Alert.Content>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('forms.state.retry')}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** The generic empty state; default text 'No data found'. */
export function EmptyStateView({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Description>{message ?? t('forms.state.empty')}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The generic loading state: placeholder lines, announced once. */
export function LoadingState({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" role="status" aria-label={t('forms.state.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height="6" />
      ))}
    </Stack>
  );
}
