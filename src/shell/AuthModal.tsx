import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from '../../widgets/loginForm/AuthForm';
import { useAuthModal } from './authModalState';

/** Log in or create an account without leaving the page. Closing it while logged out runs the request's onDismiss. */
export function AuthModal() {
  const { t } = useTranslation();
  const { request, close } = useAuthModal();
  const isOpen = request !== null;
  const dismiss = () => {
    const onDismiss = request?.onDismiss;
    close();
    onDismiss?.();
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(event) => !event.open && dismiss()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="auth-modal">
            {isOpen && (
              <Dialog.Body pt="6">
                <AuthForm initialMode={request.mode ?? 'login'} next={request.next} renderTitle={(text) => <Dialog.Title>{text}</Dialog.Title>} />
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
