import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AuthForm } from './AuthForm';

export interface AuthDialogProps {
  open: boolean;
  /** Closed by the visitor (close button, Escape, backdrop). */
  onClose: () => void;
  /** Where to go after logging in (default: reload this page). */
  next?: string;
  mode?: 'login' | 'signup';
  /** Runs after a successful log-in, before the page loads again (the action that asked for the log-in). */
  afterLogin?: () => Promise<unknown>;
}

/**
 * Log in or create an account without leaving the page: the shell's auth modal and the search
 * widgets' log-in gate (a logged-out save, add to cart or notify me, and show_login_modal).
 */
export function AuthDialog({ open, onClose, next, mode = 'login', afterLogin }: AuthDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="auth-modal">
            {open && (
              <Dialog.Body pt="6">
                <AuthForm initialMode={mode} next={next} afterLogin={afterLogin} renderTitle={(text) => <Dialog.Title>{text}</Dialog.Title>} />
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
