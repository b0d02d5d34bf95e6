import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { AUTOCOMPLETE_STALE_MS } from '../../../engine/search/searchTransitions';
import type { AutocompleteResponse, AutocompleteResult } from '../../../schemas/generated/api/search';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export type AutocompleteKind = 'title' | 'location';

export async function fetchAutocomplete(api: ApiClient, domain: string, type: AutocompleteKind, query: string, signal?: AbortSignal): Promise<AutocompleteResult[]> {
  const response = await api.get<AutocompleteResponse>('/api/pcsx/autocomplete', { params: { domain, type, query }, signal });
  return response.data.results;
}

/** Spec section 9: autocomplete results stay fresh for 2 minutes. */
export function autocompleteQueryOptions(api: ApiClient, domain: string, type: AutocompleteKind, query: string) {
  return queryOptions({
    queryKey: ['search', 'autocomplete', domain, type, query],
    queryFn: ({ signal }) => fetchAutocomplete(api, domain, type, query, signal),
    staleTime: AUTOCOMPLETE_STALE_MS,
    retry: false,
  });
}

export function useAutocomplete(type: AutocompleteKind, query: string, enabled: boolean) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...autocompleteQueryOptions(api, domain, type, query), enabled });
}
