import { AuthDialog } from '../../widgets/loginForm/AuthDialog';
import { useAuthModal } from './authModalState';

/** The shell's auth modal (useAuthModal().open). Closing it while logged out runs the request's onDismiss. */
export function AuthModalDialog() {
  const { request, close } = useAuthModal();
  const dismiss = () => {
    const onDismiss = request?.onDismiss;
    close();
    onDismiss?.();
  };
  return <AuthDialog open={request !== null} onClose={dismiss} next={request?.next} mode={request?.mode} />;
}
