import { useCallback, useState } from 'react';
import { usePortal } from '../../shared/PortalContext';
import { LazyAuthDialog } from '../../loginForm/LazyAuthDialog';

/**
 * Runs an action for a logged-in visitor; a logged-out one gets the login modal instead (the page
 * reloads after login, so they then see their saved state).
 */
export function useLoginGate(next?: string) {
  const { user } = usePortal();
  const [open, setOpen] = useState(false);
  const requireLogin = useCallback(
    (action: () => void) => {
      if (user.isLoggedIn) action();
      else setOpen(true);
    },
    [user.isLoggedIn],
  );
  const dialog = <LazyAuthDialog open={open} onClose={() => setOpen(false)} next={next} />;
  return { requireLogin, dialog, openLogin: () => setOpen(true) };
}
