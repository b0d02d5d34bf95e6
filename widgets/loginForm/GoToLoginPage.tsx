import { useEffect } from 'react';
import { buildLoginRedirect } from '../../engine/routes/buildLoginRedirect';
import { usePortal } from '../shared/PortalContext';

/**
 * When a log-in dialog cannot load, the visitor logs in on the log-in page instead and comes back
 * to `next` (default: this page) after.
 */
export function GoToLoginPage({ next }: { next?: string }) {
  const { domain, microsite } = usePortal();
  useEffect(() => {
    const back = next ?? `${window.location.pathname}${window.location.search}`;
    window.location.assign(buildLoginRedirect({ domain, microsite: microsite ?? undefined, next: back }));
  }, [domain, microsite, next]);
  return null;
}
