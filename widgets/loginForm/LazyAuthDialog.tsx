import { useEffect } from 'react';
import { buildLoginRedirect } from '../../engine/routes/buildLoginRedirect';
import { lazyDialog } from '../shared/lazyDialog';
import { usePortal } from '../shared/PortalContext';
import type { AuthDialogProps } from './AuthDialog';

/** When the dialog cannot load, the visitor logs in on the log-in page and comes back here after. */
function GoToLoginPage({ next }: AuthDialogProps) {
  const { domain, microsite } = usePortal();
  useEffect(() => {
    const back = next ?? `${window.location.pathname}${window.location.search}`;
    window.location.assign(buildLoginRedirect({ domain, microsite: microsite ?? undefined, next: back }));
  }, [domain, microsite, next]);
  return null;
}

/** The log-in dialog of the search widgets' log-in gate, loaded the first time it opens. */
export const LazyAuthDialog = lazyDialog<AuthDialogProps>(
  'AuthDialog',
  () => import('./AuthDialog').then((module) => ({ default: module.AuthDialog })),
  GoToLoginPage,
);
