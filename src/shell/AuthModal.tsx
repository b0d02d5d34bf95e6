import { GoToLoginPage } from '../../widgets/loginForm/GoToLoginPage';
import { lazyDialog } from '../../widgets/shared/lazyDialog';
import { useAuthModal } from './authModalState';

/** The dialog reads the request itself; `open` and `next` are for loading it and for the fallback. */
const AuthModalDialog = lazyDialog<{ open: boolean; next?: string }>(
  'AuthModalDialog',
  () => import('./AuthModalDialog').then((module) => ({ default: module.AuthModalDialog })),
  GoToLoginPage,
);

/**
 * The log-in modal, loaded the first time it opens: the dialog machinery (focus trap, scroll lock)
 * need not weigh on the first paint of every page. Once loaded it stays mounted so it can animate out.
 * If it cannot load, the visitor goes to the log-in page instead, and comes back here after.
 */
export function AuthModal() {
  const { request } = useAuthModal();
  return <AuthModalDialog open={request !== null} next={request?.next} />;
}
