import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { DraftApplication, DraftApplicationsResponse } from '../../../schemas/generated/api/dashboard';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchDraftApplications(api: ApiClient, domain: string): Promise<DraftApplication[]> {
  const response = await api.get<DraftApplicationsResponse>('/api/pcsx/draft_applications', { params: { domain } });
  return response.data?.draft_applications ?? [];
}

export const draftApplicationsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'draftApplications', domain], queryFn: () => fetchDraftApplications(api, domain), retry: false });

export function useDraftApplications() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(draftApplicationsQuery(api, domain));
}

/**
 * Deletes a draft optimistically (spec "Draft deletion"): it leaves the list at once and comes back
 * where it was when the call fails. onSettled tells the caller which message to show.
 */
export function useDeleteDraftApplication(onSettled: (outcome: 'deleted' | 'failed') => void) {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  const { queryKey } = draftApplicationsQuery(api, domain);
  return useMutation({
    mutationFn: (positionId: number) => api.del('/api/pcsx/draft_applications', { position_ids: [positionId], domain }, { params: { domain } }),
    onMutate: async (positionId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (drafts) => drafts?.filter((draft) => draft.position_id !== positionId));
      return { previous };
    },
    onError: (_error, _positionId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      onSettled('failed');
    },
    onSuccess: () => onSettled('deleted'),
  });
}
