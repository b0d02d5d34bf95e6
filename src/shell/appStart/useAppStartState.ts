import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../widgets/shared/ApiClientContext';

export interface TermsOfServiceState {
  tosAttested: boolean;
  enabled: boolean;
  title?: string;
  html?: string;
  buttonText?: string;
}

export interface OnboardingState {
  isOnboarded: boolean;
  isBootstrapped: boolean;
}

/** The app-start facts of a logged-in candidate: terms attested, onboarded, bootstrapped. */
export function useAppStartState(enabled: boolean, domain: string) {
  const api = useApiClient();
  const terms = useQuery({
    queryKey: ['terms_of_service', domain],
    queryFn: () => api.get<{ data: TermsOfServiceState }>('/api/pcsx/terms_of_service', { params: { domain } }).then((r) => r.data),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const onboarding = useQuery({
    queryKey: ['onboarding', domain],
    queryFn: () => api.get<{ data: OnboardingState }>('/api/pcsx/onboarding', { params: { domain } }).then((r) => r.data),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  return { terms, onboarding };
}
