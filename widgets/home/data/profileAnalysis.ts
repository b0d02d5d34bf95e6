import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { ProfileAnalysis, ProfileAnalysisResponse } from '../../../schemas/generated/api/profile';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchProfileAnalysis(api: ApiClient, domain: string, language: string): Promise<ProfileAnalysis> {
  const response = await api.get<ProfileAnalysisResponse>('/api/pcsx/profile_analysis', { params: { domain, hl: language || undefined } });
  return { completion: response.data?.completion ?? 0, missing: response.data?.missing ?? [] };
}

export const profileAnalysisQuery = (api: ApiClient, domain: string, language: string) =>
  queryOptions({ queryKey: ['home', 'profileAnalysis', domain, language], queryFn: () => fetchProfileAnalysis(api, domain, language), retry: false });

export function useProfileAnalysis() {
  const api = useApiClient();
  const { domain, language } = usePortal();
  return useQuery(profileAnalysisQuery(api, domain, language));
}
