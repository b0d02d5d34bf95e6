import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { DashboardEvent, EventsResponse } from '../../../schemas/generated/api/dashboard';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchEvents(api: ApiClient, domain: string): Promise<DashboardEvent[]> {
  const response = await api.get<EventsResponse>('/api/pcsx/dashboard/events', { params: { domain } });
  return response.data?.events ?? [];
}

export const eventsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'events', domain], queryFn: () => fetchEvents(api, domain), retry: false });

export function useEvents() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(eventsQuery(api, domain));
}
