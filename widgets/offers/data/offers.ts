import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Offer, OfferListResponse } from '../../../schemas/generated/api/offers';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

/** GET /api/offer/offers: the candidate's offers at this employer (section 7). */
export async function fetchOffers(api: ApiClient, domain: string): Promise<Offer[]> {
  const response = await api.get<OfferListResponse>('/api/offer/offers', { params: { domain } });
  if (!response || !Array.isArray(response.data)) throw new Error('The offers answer has no list.');
  return response.data;
}

export const offersQueryKey = (domain: string) => ['offers', 'list', domain] as const;

export function offersQueryOptions(api: ApiClient, domain: string) {
  return queryOptions({
    queryKey: offersQueryKey(domain),
    queryFn: () => fetchOffers(api, domain),
  });
}

export function useOffers() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(offersQueryOptions(api, domain));
}
