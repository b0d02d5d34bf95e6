import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { SearchRequestParams } from '../../../engine/search/buildSearchRequest';
import { SEARCH_API_PATH } from '../../../engine/search/buildSearchRequest';
import type { SearchResponse, SearchResult } from '../../../schemas/generated/api/search';

/** Search results stay fresh for a minute: going back to a page or filter just seen shows it at once. */
export const SEARCH_STALE_MS = 60_000;

export async function fetchSearchResults(api: ApiClient, params: SearchRequestParams, signal?: AbortSignal): Promise<SearchResult> {
  const response = await api.get<SearchResponse>(SEARCH_API_PATH, { params, signal });
  return response.data;
}

/**
 * One cache entry per search key (filters, start, query, location and the sort sent): every search
 * widget on the page asks with the same key, so they share one request. onFailure runs once per
 * failed request (the page shows one toast, not one per widget).
 */
export function searchResultsQueryOptions(api: ApiClient, params: SearchRequestParams, cacheKey: string, onFailure?: (error: unknown) => void) {
  return queryOptions({
    queryKey: ['search', 'results', params.domain, params.hl ?? '', cacheKey],
    queryFn: async ({ signal }) => {
      try {
        return await fetchSearchResults(api, params, signal);
      } catch (error) {
        if (!signal.aborted) onFailure?.(error);
        throw error;
      }
    },
    staleTime: SEARCH_STALE_MS,
    retry: false,
  });
}

/**
 * While the next search loads, the widgets keep showing the last results (dimmed, aria-busy) rather
 * than a skeleton: the filter, chip or page button that started it stays on the page with the focus.
 */
export function useSearchResultsQuery(api: ApiClient, params: SearchRequestParams, cacheKey: string, onFailure?: (error: unknown) => void) {
  return useQuery({ ...searchResultsQueryOptions(api, params, cacheKey, onFailure), placeholderData: keepPreviousData });
}
