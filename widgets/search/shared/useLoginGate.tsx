import { useCallback, useState } from 'react';
import { usePortal } from '../../shared/PortalContext';
import { LazyAuthDialog } from '../../loginForm/LazyAuthDialog';

/**
 * Runs an action for a logged-in visitor; a logged-out one gets the login modal instead (the page
 * reloads after login, so they then see their saved state). `afterLogin`, when given, runs once the
 * log-in in that modal succeeds, before the reload: the action the visitor asked for (save this job)
 * is done for them rather than forgotten.
 */
export function useLoginGate(next?: string) {
  const { user } = usePortal();
  const [request, setRequest] = useState<{ afterLogin?: () => Promise<unknown> } | null>(null);
  const requireLogin = useCallback(
    (action: () => void, afterLogin?: () => Promise<unknown>) => {
      if (user.isLoggedIn) action();
      else setRequest({ afterLogin });
    },
    [user.isLoggedIn],
  );
  const dialog = <LazyAuthDialog open={request !== null} onClose={() => setRequest(null)} next={next} afterLogin={request?.afterLogin} />;
  return { requireLogin, dialog, openLogin: () => setRequest({}) };
}
