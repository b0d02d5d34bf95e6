import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from '../../loginForm/AuthForm';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where to go after logging in (default: reload this page). */
  next?: string;
}

/**
 * The log-in modal of the search widgets (a logged-out save, add to cart or notify me, and
 * show_login_modal). The same form as the shell's auth modal; kept here because widgets cannot reach
 * the shell.
 */
export function LoginDialog({ open, onClose, next }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="auth-modal">
            {open && (
              <Dialog.Body pt="6">
                <AuthForm initialMode="login" next={next} renderTitle={(text) => <Dialog.Title>{text}</Dialog.Title>} />
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
