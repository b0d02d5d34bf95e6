import type { ReactNode } from 'react';
import { useBoot } from '../../app/BootContext';
import { TermsModal } from './TermsModal';
import { useAppStartState } from './useAppStartState';

/**
 * App start (spec): terms enabled + logged in + not attested → the blocking terms modal; logged in
 * and not bootstrapped → the profile bootstrapping screen instead of the page. A failed fetch just
 * clears the loading state: the page shows as usual.
 */
export function AppStartGate({ children, bootstrapping }: { children: ReactNode; bootstrapping: ReactNode }) {
  const { user, domain, config } = useBoot();
  const termsEnabled = config.termsOfService?.enabled === true;
  const { terms, onboarding } = useAppStartState(user.isLoggedIn, domain);
  if (!user.isLoggedIn) return <>{children}</>;
  const needsTerms = termsEnabled && terms.data?.enabled !== false && terms.data !== undefined && !terms.data.tosAttested;
  if (needsTerms) {
    return (
      <>
        {children}
        <TermsModal terms={terms.data!} domain={domain} isOnboarded={onboarding.data?.isOnboarded ?? false} />
      </>
    );
  }
  if (onboarding.data && !onboarding.data.isBootstrapped) return <>{bootstrapping}</>;
  return <>{children}</>;
}
