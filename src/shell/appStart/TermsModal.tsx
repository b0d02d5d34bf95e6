import { Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../../widgets/shared/useMessageText';
import { useApiClient } from '../../../widgets/shared/ApiClientContext';
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
    <Dialog.Root open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="terms-modal">
            <Dialog.Header>
              <Dialog.Title>{terms.title || t('appStart.termsTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {terms.html ? <SafeHtml html={terms.html} className="portico-prose" maxH="300px" overflowY="auto" /> : <Text>{t('appStart.termsFallback')}</Text>}
              {accept.isError && (
                <Box role="alert" color="disruptive.fg" mt="4">
                  {text(getFailureMessage(accept.error))}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" loading={accept.isPending} onClick={() => accept.mutate()}>
                {terms.buttonText || t('appStart.accept')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
