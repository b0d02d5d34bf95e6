import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageChoice } from '../../../engine/forms/PageFormDefinition';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { useApiClient } from '../../shared/ApiClientContext';

interface FormOptionsResponse {
  data?: { options?: PageChoice[] };
}

/** The options of a choice question from its apiEndpoint (already resolved with the parent's value): data.options. */
export async function fetchFormOptions(api: ApiClient, url: string, signal?: AbortSignal): Promise<PageChoice[]> {
  const response = await api.get<FormOptionsResponse>(url, { signal });
  const options = response?.data?.options;
  return Array.isArray(options) ? options : [];
}

/** Option lists never change while a page lives: cached indefinitely and not refetched on focus (spec section 7). */
export function formOptionsQuery(api: ApiClient, url: string) {
  return queryOptions({
    queryKey: ['forms', 'options', url],
    queryFn: ({ signal }) => fetchFormOptions(api, url, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The options at `url`; nothing is fetched while url is undefined (a parent without a value). */
export function useFormOptions(url: string | undefined) {
  const api = useApiClient();
  return useQuery({ ...formOptionsQuery(api, url ?? ''), enabled: url !== undefined });
}
