import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Profile, ProfileEditRequest, ProfileResponse } from '../../../schemas/generated/api/profile';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';
import { profileAnalysisQuery } from './profileAnalysis';

export async function fetchProfileDetails(api: ApiClient, domain: string): Promise<Profile> {
  const response = await api.get<ProfileResponse>('/api/pcsx/profile_details', { params: { domain } });
  if (!response.data) throw new Error('profile_details answered without a profile');
  return response.data;
}

export const profileDetailsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'profile', domain], queryFn: () => fetchProfileDetails(api, domain), retry: false });

export function useProfileDetails() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(profileDetailsQuery(api, domain));
}

export type ProfileEdit = Omit<ProfileEditRequest, 'domain' | 'op_data'> & { op_data: { value?: unknown; index?: number } };

/** One profile_edit call; the answer is the whole profile, which replaces the cached one, and the completeness is fetched again. */
export function useProfileEdit() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ProfileEdit) => api.post<ProfileResponse>('/api/pcsx/profile_edit', { ...edit, domain }, { params: { domain } }).then((r) => r.data),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileDetailsQuery(api, domain).queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: profileAnalysisQuery(api, domain, '').queryKey.slice(0, 3) });
    },
  });
}
