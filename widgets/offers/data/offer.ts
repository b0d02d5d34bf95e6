import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { OFFER_CONSTANTS } from '../../../engine/offers/offerConstants';
import type { Offer, OfferResponse } from '../../../schemas/generated/api/offers';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

/** GET /api/offer/{id}: one offer with its documents (their PDF bytes inline when small). */
export async function fetchOffer(api: ApiClient, domain: string, id: string): Promise<Offer> {
  const response = await api.get<OfferResponse>(`/api/offer/${encodeURIComponent(id)}`, { params: { domain } });
  if (!response || typeof response.data !== 'object' || response.data === null) throw new Error('The offer answer has no offer.');
  return response.data;
}

export const offerQueryKey = (domain: string, id: string) => ['offers', 'one', domain, id] as const;

/** Section 7 and 9: cached one day, not retried, refetched when the window gets focus again. */
export function offerQueryOptions(api: ApiClient, domain: string, id: string) {
  return queryOptions({
    queryKey: offerQueryKey(domain, id),
    queryFn: () => fetchOffer(api, domain, id),
    staleTime: OFFER_CONSTANTS.offerQueryCacheMs,
    gcTime: OFFER_CONSTANTS.offerQueryCacheMs,
    retry: false,
    refetchOnWindowFocus: true,
  });
}

/** The offer of the page; disabled without an id (the page then goes back to the offers list). */
export function useOffer(id: string | undefined) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...offerQueryOptions(api, domain, id ?? ''), enabled: Boolean(id) });
}
