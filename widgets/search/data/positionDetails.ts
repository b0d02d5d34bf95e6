import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type {
  ConfigOverridesResponse,
  MatchDetails,
  MatchDetailsResponse,
  Position,
  PositionDetailsResponse,
  PositionInsights,
  PositionInsightsResponse,
} from '../../../schemas/generated/api/search';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

const POSITION_STALE_MS = 60_000;

export async function fetchPosition(api: ApiClient, domain: string, pid: string, signal?: AbortSignal): Promise<Position> {
  const response = await api.get<PositionDetailsResponse>('/api/pcsx/position_details', { params: { domain, position_id: pid }, signal });
  return response.data.position;
}

export function positionQueryOptions(api: ApiClient, domain: string, pid: string, onFailure?: (error: unknown) => void) {
  return queryOptions({
    queryKey: ['search', 'position', domain, pid],
    queryFn: async ({ signal }) => {
      try {
        return await fetchPosition(api, domain, pid, signal);
      } catch (error) {
        if (!signal.aborted) onFailure?.(error);
        throw error;
      }
    },
    staleTime: POSITION_STALE_MS,
    retry: false,
  });
}

export function usePosition(pid: string | undefined, onFailure?: (error: unknown) => void) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...positionQueryOptions(api, domain, pid ?? '', onFailure), enabled: pid !== undefined });
}

export async function fetchMatchDetails(api: ApiClient, domain: string, pid: string, signal?: AbortSignal): Promise<MatchDetails> {
  const response = await api.get<MatchDetailsResponse>('/api/pcsx/match_details', { params: { domain, position_id: pid }, signal });
  return response.data;
}

export function matchDetailsQueryOptions(api: ApiClient, domain: string, pid: string) {
  return queryOptions({
    queryKey: ['search', 'matchDetails', domain, pid],
    queryFn: ({ signal }) => fetchMatchDetails(api, domain, pid, signal),
    staleTime: POSITION_STALE_MS,
    retry: false,
  });
}

/** Match details need a logged-in candidate (their skills); a failure just hides them. */
export function useMatchDetails(pid: string | undefined, enabled: boolean) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...matchDetailsQueryOptions(api, domain, pid ?? ''), enabled: enabled && pid !== undefined });
}

export async function fetchPositionInsights(api: ApiClient, domain: string, pid: string, signal?: AbortSignal): Promise<PositionInsights> {
  const response = await api.get<PositionInsightsResponse>('/api/pcsx/position_insights', { params: { domain, position_id: pid }, signal });
  return response.data;
}

export function positionInsightsQueryOptions(api: ApiClient, domain: string, pid: string) {
  return queryOptions({
    queryKey: ['search', 'insights', domain, pid],
    queryFn: ({ signal }) => fetchPositionInsights(api, domain, pid, signal),
    staleTime: POSITION_STALE_MS,
    retry: false,
  });
}

export function usePositionInsights(pid: string | undefined, enabled: boolean) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...positionInsightsQueryOptions(api, domain, pid ?? ''), enabled: enabled && pid !== undefined });
}

export async function fetchConfigOverrides(api: ApiClient, domain: string, pid: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const response = await api.get<ConfigOverridesResponse>('/api/pcsx/config_overrides', { params: { domain, position_id: pid }, signal });
  return response.data.overrides as Record<string, unknown>;
}

/** Spec section 4: config overrides are fetched per position when the config says overrides exist. */
export function useConfigOverrides(pid: string | undefined, enabled: boolean) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({
    queryKey: ['search', 'configOverrides', domain, pid ?? ''],
    queryFn: ({ signal }) => fetchConfigOverrides(api, domain, pid ?? '', signal),
    staleTime: POSITION_STALE_MS,
    retry: false,
    enabled: enabled && pid !== undefined,
  });
}
