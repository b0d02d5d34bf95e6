import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

/** A form the candidate was asked to fill in, as the dashboard lists it. */
export interface FormListItem {
  id: string | number;
  title?: string;
  name?: string;
  status?: string;
  url?: string;
}

export async function fetchFormsList(api: ApiClient, domain: string, tabId: string | undefined): Promise<FormListItem[]> {
  const response = await api.get<{ data?: { forms?: FormListItem[] } | FormListItem[] }>('/api/pcsx/forms_list', {
    params: { domain, tab_id: tabId, include_tab_list: false },
  });
  const data = response.data;
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.forms) ? data.forms : [];
}

export const formsListQuery = (api: ApiClient, domain: string, tabId: string | undefined) =>
  queryOptions({ queryKey: ['home', 'formsList', domain, tabId ?? ''], queryFn: () => fetchFormsList(api, domain, tabId), retry: false });

export function useFormsList(tabId: string | undefined) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(formsListQuery(api, domain, tabId));
}
