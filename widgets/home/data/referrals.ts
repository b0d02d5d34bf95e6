import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Referral, ReferralsResponse } from '../../../schemas/generated/api/dashboard';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export interface ReferralsData {
  referrals: Referral[];
  /** The referral gate: referrals show only once the candidate has applied. */
  gated: boolean;
}

export async function fetchReferrals(api: ApiClient, domain: string): Promise<ReferralsData> {
  const response = await api.get<ReferralsResponse>('/api/pcsx/dashboard/referrals', { params: { domain } });
  return { referrals: response.data?.referrals ?? [], gated: response.data?.gated === true };
}

export const referralsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'referrals', domain], queryFn: () => fetchReferrals(api, domain), retry: false });

export function useReferrals() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(referralsQuery(api, domain));
}
