import { Box, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../../widgets/shared/useMessageText';
import { useApiClient } from '../../../widgets/shared/ApiClientContext';
import { ConfirmDialog } from '../../../widgets/shared/ConfirmDialog';
import { SafeHtml } from '../../../widgets/shared/SafeHtml';
import type { TermsOfServiceState } from './useAppStartState';

/**
 * The blocking terms-of-service modal: it cannot be closed except by accepting. After attestation,
 * a candidate who is not onboarded gets the onboarding call and the page reloads.
 */
export function TermsModal({ terms, domain, isOnboarded }: { terms: TermsOfServiceState; domain: string; isOnboarded: boolean }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApiClient();
  const accept = useMutation({
    mutationFn: async () => {
      await api.post('/api/pcsx/terms_of_service', { domain }, { params: { domain } });
      if (!isOnboarded) await api.post('/api/pcsx/onboarding', { domain }, { params: { domain } });
    },
    onSuccess: () => window.location.reload(),
  });
  return (
    <ConfirmDialog
      open
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      testId="terms-modal"
      title={terms.title || t('appStart.termsTitle')}
      confirmLabel={terms.buttonText || t('appStart.accept')}
      confirmPalette="brand"
      confirming={accept.isPending}
      onConfirm={() => accept.mutate()}
    >
      {terms.html ? <SafeHtml html={terms.html} className="portico-prose" maxH="300px" overflowY="auto" /> : <Text>{t('appStart.termsFallback')}</Text>}
      {accept.isError && (
        <Box role="alert" color="disruptive.fg" mt="4">
          {text(getFailureMessage(accept.error))}
        </Box>
      )}
    </ConfirmDialog>
  );
}
