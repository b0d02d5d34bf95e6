import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Interview, InterviewsResponse } from '../../../schemas/generated/api/dashboard';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export interface InterviewsData {
  upcoming: Interview[];
  past: Interview[];
}

export async function fetchInterviews(api: ApiClient, domain: string): Promise<InterviewsData> {
  const response = await api.get<InterviewsResponse>('/api/pcsx/dashboard/interviews', { params: { domain } });
  return { upcoming: response.data?.upcoming ?? [], past: response.data?.past ?? [] };
}

export const interviewsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'interviews', domain], queryFn: () => fetchInterviews(api, domain), retry: false });

export function useInterviews() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(interviewsQuery(api, domain));
}
