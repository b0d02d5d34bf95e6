import { useCallback, useState } from 'react';
import { usePortal } from '../../shared/PortalContext';
import { forgetPendingAction, rememberPendingAction, type PendingAction } from '../../shared/pendingAction';
import { LazyAuthDialog } from '../../loginForm/LazyAuthDialog';

/**
 * Runs an action for a logged-in visitor; a logged-out one gets the login modal instead. `pending`,
 * when given, is what the visitor asked for (save this job): it is kept for after the log-in (in the
 * dialog, or on the log-in page the dialog may fall back to), where the shell runs it once the page
 * has loaded again and the app-start gate is passed (widgets/shared/pendingAction.ts). Closing the
 * dialog without logging in drops it. `beforeLanding` runs once the log-in in the dialog succeeded,
 * before the page loads again (to say which control gets the focus back).
 */
export function useLoginGate(next?: string) {
  const { user, domain } = usePortal();
  const [request, setRequest] = useState<{ pending?: PendingAction; beforeLanding?: () => void } | null>(null);
  const requireLogin = useCallback(
    (action: () => void, pending?: PendingAction, beforeLanding?: () => void) => {
      if (user.isLoggedIn) {
        action();
        return;
      }
      if (pending) rememberPendingAction(pending, domain);
      setRequest({ pending, beforeLanding });
    },
    [user.isLoggedIn, domain],
  );
  const close = useCallback(() => {
    forgetPendingAction();
    setRequest(null);
  }, []);
  const pending = request?.pending;
  const beforeLanding = request?.beforeLanding;
  // Kept again once the log-in succeeded: the dialog may have been dismissed while the log-in was on its way.
  const afterLogin =
    pending || beforeLanding
      ? async () => {
          if (pending) rememberPendingAction(pending, domain);
          beforeLanding?.();
        }
      : undefined;
  const dialog = <LazyAuthDialog open={request !== null} onClose={close} next={next} afterLogin={afterLogin} />;
  return { requireLogin, dialog, openLogin: () => setRequest({}) };
}
