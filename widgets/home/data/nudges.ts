import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Nudge, NudgesResponse } from '../../../schemas/generated/api/dashboard';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchNudges(api: ApiClient, domain: string): Promise<Nudge[]> {
  const response = await api.get<NudgesResponse>('/api/pcsx/dashboard/nudges', { params: { domain } });
  return response.data?.nudges ?? [];
}

export const nudgesQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'nudges', domain], queryFn: () => fetchNudges(api, domain), retry: false });

export function useNudges() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(nudgesQuery(api, domain));
}
