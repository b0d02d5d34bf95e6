import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { SavedSearch, SavedSearchesResponse, UpdateSavedSearchResponse } from '../../../schemas/generated/api/savedSearches';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchSavedSearches(api: ApiClient, domain: string): Promise<SavedSearch[]> {
  const response = await api.get<SavedSearchesResponse>('/api/pcsx/saved_searches', { params: { domain } });
  return response.data?.saved_searches ?? [];
}

export const savedSearchesQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'savedSearches', domain], queryFn: () => fetchSavedSearches(api, domain), retry: false });

export function useSavedSearches() {
  const api = useApiClient();
  const { domain, user } = usePortal();
  return useQuery({ ...savedSearchesQuery(api, domain), enabled: user.isLoggedIn });
}

export type SavedSearchChange = { id: number } & ({ name: string | null } | { paused: boolean } | { deleted: true });

/**
 * Renames, pauses or resumes (PATCH) or deletes (DELETE) one saved search; the list is updated from
 * the answer, and the search results (their "notify me" state) marked stale.
 */
export function useChangeSavedSearch() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SavedSearchChange): Promise<SavedSearch | null> => {
      const path = `/api/pcsx/saved_searches/${change.id}`;
      if ('deleted' in change) {
        await api.del(path, undefined, { params: { domain } });
        return null;
      }
      const { id: _id, ...body } = change;
      const response = await api.patch<UpdateSavedSearchResponse>(path, body, { params: { domain } });
      return response.data.saved_search;
    },
    onSuccess: (updated, change) => {
      queryClient.setQueryData<SavedSearch[]>(['home', 'savedSearches', domain], (list) =>
        list?.flatMap((search) => (search.id !== change.id ? [search] : updated ? [updated] : [])),
      );
      void queryClient.invalidateQueries({ queryKey: ['search', 'results', domain] });
    },
  });
}
