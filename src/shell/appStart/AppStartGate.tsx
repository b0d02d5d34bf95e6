import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../widgets/shared/ApiClientContext';
import { useBoot } from '../../app/BootContext';
import { LeaveOutOnError } from '../../../widgets/shared/LeaveOutOnError';
import { lazyWidget } from '../../../widgets/shared/lazyWidget';
import { AfterHydration } from '../../../widgets/shared/useHydrated';
import { PendingActionAfterLogin } from '../PendingActionAfterLogin';
import type * as TermsModalModule from './TermsModal';
import { useAppStartState } from './useAppStartState';

// Only a candidate who has not attested sees the terms: the dialog loads for them alone.
const TermsModal = lazyWidget<ComponentProps<typeof TermsModalModule.TermsModal>>('TermsModal', () =>
  import('./TermsModal').then((module) => ({ default: module.TermsModal })),
);

/**
 * App start (spec offers-shell-notifications.md §4): terms enabled + logged in + not attested → the
 * blocking terms modal, whose Accept attests, makes the onboarding call when not onboarded and
 * reloads. When there is nothing to attest (the employer has no terms, or the candidate attested
 * already) a candidate who is not onboarded gets the same onboarding call and reload straight away.
 * Then logged in and not bootstrapped → the profile bootstrapping screen instead of the page. A
 * failed fetch just clears the loading state: the page shows as usual (a failed onboarding call too:
 * no reload, so no reload loop). Once a logged-in candidate is through (both facts known, nothing
 * left to do), the action they asked for before logging in runs (PendingActionAfterLogin).
 */
export function AppStartGate({ children, bootstrapping }: { children: ReactNode; bootstrapping: ReactNode }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const { user, domain, config } = useBoot();
  const termsEnabled = config.termsOfService?.enabled === true;
  const { terms, onboarding } = useAppStartState(user.isLoggedIn, domain);
  const needsTerms = termsEnabled && terms.data?.enabled !== false && terms.data !== undefined && !terms.data.tosAttested;
  // Nothing to attest: no terms for this employer (the server's answer agrees), or attested already.
  const termsSettled = !termsEnabled || terms.data?.enabled === false || terms.data?.tosAttested === true;
  const needsOnboarding = user.isLoggedIn && termsSettled && onboarding.data !== undefined && !onboarding.data.isOnboarded;
  const onboard = useMutation({
    mutationFn: () => api.post('/api/pcsx/onboarding', { domain }, { params: { domain } }),
    onSuccess: () => window.location.reload(),
  });
  const { mutate: startOnboarding, isIdle: onboardingNotStarted } = onboard;
  useEffect(() => {
    if (needsOnboarding && onboardingNotStarted) startOnboarding();
  }, [needsOnboarding, onboardingNotStarted, startOnboarding]);

  if (!user.isLoggedIn) return <>{children}</>;
  if (needsTerms) {
    return (
      <>
        {children}
        {/* Opened in the browser only: a modal rendered on the server would block the page before it can answer. */}
        <AfterHydration>
          <LeaveOutOnError name="terms modal">
            <Suspense fallback={null}>
              <TermsModal terms={terms.data!} domain={domain} isOnboarded={onboarding.data?.isOnboarded ?? false} />
            </Suspense>
          </LeaveOutOnError>
        </AfterHydration>
      </>
    );
  }
  if (needsOnboarding && !onboard.isError) {
    return (
      <Stack align="center" justify="center" py="20" gap="3" role="status" aria-busy="true" data-testid="onboarding-call">
        <Spinner size="lg" colorPalette="brand" />
        <Text>{t('appStart.settingUp')}</Text>
      </Stack>
    );
  }
  if (onboarding.data && !onboarding.data.isBootstrapped) return <>{bootstrapping}</>;
  const through = !terms.isPending && !onboarding.isPending;
  return (
    <>
      {children}
      {through && <PendingActionAfterLogin domain={domain} />}
    </>
  );
}
