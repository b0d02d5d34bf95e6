import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Position, SavedPosition, SavedPositionResponse, SavedPositionsResponse } from '../../../schemas/generated/api/search';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchSavedPositions(api: ApiClient, domain: string, signal?: AbortSignal): Promise<SavedPosition[]> {
  const response = await api.get<SavedPositionsResponse>('/api/pcsx/positions/saved', { params: { domain }, signal });
  return response.data.savedPositions;
}

export function savedPositionsQueryOptions(api: ApiClient, domain: string) {
  return queryOptions({ queryKey: ['search', 'savedPositions', domain], queryFn: ({ signal }) => fetchSavedPositions(api, domain, signal), staleTime: 30_000 });
}

export function useSavedPositions() {
  const api = useApiClient();
  const { domain, user } = usePortal();
  return useQuery({ ...savedPositionsQueryOptions(api, domain), enabled: user.isLoggedIn });
}

/** Save (POST) or unsave (DELETE) /api/pcsx/positions/:id/save; answers the new positionUserActions. */
export async function setPositionSaved(api: ApiClient, domain: string, pid: string, saved: boolean): Promise<boolean> {
  const path = `/api/pcsx/positions/${encodeURIComponent(pid)}/save`;
  const response = saved ? await api.post<SavedPositionResponse>(path, undefined, { params: { domain } }) : await api.del<SavedPositionResponse>(path, undefined, { params: { domain } });
  return response.data.positionUserActions.isSaved;
}

/** A save's answer in the cache: the position's details at once, the saved list and the search results marked stale. */
export function showPositionSaved(queryClient: QueryClient, domain: string, pid: string, isSaved: boolean): void {
  queryClient.setQueryData<Position>(['search', 'position', domain, pid], (position) => (position ? { ...position, positionUserActions: { isSaved } } : position));
  void queryClient.invalidateQueries({ queryKey: ['search', 'savedPositions', domain] });
  void queryClient.invalidateQueries({ queryKey: ['search', 'results', domain] });
}

/**
 * Saving updates the position's cached details at once, and marks the saved list and the search
 * results stale so their save state follows.
 */
export function useSetPositionSaved() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pid, saved }: { pid: string; saved: boolean }) => setPositionSaved(api, domain, pid, saved),
    onSuccess: (isSaved, { pid }) => showPositionSaved(queryClient, domain, pid, isSaved),
  });
}
