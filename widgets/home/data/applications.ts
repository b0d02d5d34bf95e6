import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Application, ApplicationsResponse } from '../../../schemas/generated/api/dashboard';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export interface ApplicationsData {
  applications: Application[];
  inactiveApplications: Application[];
}

export async function fetchApplications(api: ApiClient, domain: string): Promise<ApplicationsData> {
  const response = await api.get<ApplicationsResponse>('/api/pcsx/dashboard/applications', { params: { domain } });
  return { applications: response.data?.applications ?? [], inactiveApplications: response.data?.inactiveApplications ?? [] };
}

export const applicationsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'applications', domain], queryFn: () => fetchApplications(api, domain), retry: false });

export function useApplications() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(applicationsQuery(api, domain));
}
