import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { JobCart, JobCartResponse } from '../../../schemas/generated/api/search';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export const JOB_CART_PATH = '/api/pcsx/job_cart';

export async function fetchJobCart(api: ApiClient, domain: string, signal?: AbortSignal): Promise<JobCart> {
  const response = await api.get<JobCartResponse>(JOB_CART_PATH, { params: { domain }, signal });
  return response.data.data;
}

export function jobCartQueryOptions(api: ApiClient, domain: string) {
  return queryOptions({ queryKey: ['search', 'jobCart', domain], queryFn: ({ signal }) => fetchJobCart(api, domain, signal), staleTime: 30_000 });
}

/** The candidate's job cart; only asked for when logged in (the call needs a session). */
export function useJobCart() {
  const api = useApiClient();
  const { domain, user } = usePortal();
  return useQuery({ ...jobCartQueryOptions(api, domain), enabled: user.isLoggedIn });
}

export interface JobCartChange {
  pids: string[];
  operation: 'add' | 'remove';
}

/** Spec section 7: POST /api/pcsx/job_cart {pids, operation, domain} answers data.data (the cart). */
export async function changeJobCart(api: ApiClient, domain: string, change: JobCartChange): Promise<JobCart> {
  const response = await api.post<JobCartResponse>(JOB_CART_PATH, { pids: change.pids, operation: change.operation, domain }, { params: { domain } });
  return response.data.data;
}

export function useChangeJobCart() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: JobCartChange) => changeJobCart(api, domain, change),
    onSuccess: (cart) => queryClient.setQueryData(jobCartQueryOptions(api, domain).queryKey, cart),
  });
}
