import { Suspense, useEffect, useState } from 'react';
import { buildLoginRedirect } from '../../engine/routes/buildLoginRedirect';
import { LeaveOutOnError } from '../../widgets/shared/LeaveOutOnError';
import { lazyWidget } from '../../widgets/shared/lazyWidget';
import { useBoot } from '../app/BootContext';
import { useAuthModal, type AuthModalRequest } from './authModalState';

const AuthModalDialog = lazyWidget<object>('AuthModalDialog', () => import('./AuthModalDialog').then((module) => ({ default: module.AuthModalDialog })));

/**
 * The log-in modal, loaded the first time it opens: the dialog machinery (focus trap, scroll lock)
 * need not weigh on the first paint of every page. Once loaded it stays mounted so it can animate out.
 * If it cannot load, the visitor goes to the log-in page instead, and comes back here after.
 */
export function AuthModal() {
  const { request } = useAuthModal();
  const [wanted, setWanted] = useState(false);
  if (request !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LeaveOutOnError name="log-in dialog" fallback={request && <GoToLoginPage request={request} />}>
      <Suspense fallback={null}>
        <AuthModalDialog />
      </Suspense>
    </LeaveOutOnError>
  );
}

function GoToLoginPage({ request }: { request: AuthModalRequest }) {
  const { domain, microsite } = useBoot();
  useEffect(() => {
    const next = request.next ?? `${window.location.pathname}${window.location.search}`;
    window.location.assign(buildLoginRedirect({ domain, microsite: microsite ?? undefined, next }));
  }, [domain, microsite, request]);
  return null;
}
