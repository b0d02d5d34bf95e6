import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

/** The fields of an offer the dashboard summary shows (the offers area owns the full offer). */
export interface OfferSummary {
  id: number;
  status: string;
  expires_at?: string | null;
  updated_at?: string;
  position?: { name?: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function fetchOffersSummary(api: ApiClient, domain: string): Promise<OfferSummary[]> {
  const response = await api.get<{ data?: OfferSummary[] }>('/api/offer/offers', { params: { domain } });
  return Array.isArray(response.data) ? response.data : [];
}

/** Offers are cached one day (spec constants). */
export const offersSummaryQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'offersSummary', domain], queryFn: () => fetchOffersSummary(api, domain), retry: false, staleTime: DAY_MS });

export function useOffersSummary() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(offersSummaryQuery(api, domain));
}
