import type { ApiClient } from '../../engine/api/createApiClient';
import type { TFunction } from 'i18next';
import { isApiError } from '../../engine/api/ApiError';
import { getFailureMessage } from '../../engine/api/getFailureMessage';
import type {
  AuditResponse,
  PublishResponse,
  StudioConfigResponse,
  StudioEmployer,
  StudioEmployersResponse,
  StudioErrorResponse,
  VersionResponse,
  VersionsResponse,
} from '../../schemas/generated/api/studio';
import type { ApiKeyListResponse, CreateApiKeyResponse } from '../../schemas/generated/api/integrations';

const employer = (domain: string, rest = '') => `/api/studio/employers/${encodeURIComponent(domain)}${rest}`;

/** The studio's calls (server/studio/registerStudioRoutes.ts), typed from schemas/api/studio.schema.json. */
export function studioApi(api: ApiClient) {
  return {
    employers: () => api.get<StudioEmployersResponse>('/api/studio/employers'),
    createEmployer: (body: { domain: string; name: string; copyFrom?: string }) => api.post<StudioEmployer>('/api/studio/employers', body),
    config: (domain: string) => api.get<StudioConfigResponse>(employer(domain, '/config')),
    publish: (domain: string, body: { baseVersion: number; message: string }) => api.post<PublishResponse>(employer(domain, '/publish'), body),
    rollback: (domain: string, body: { version: number; baseVersion: number; message: string }) =>
      api.post<PublishResponse>(employer(domain, '/rollback'), body),
    versions: (domain: string) => api.get<VersionsResponse>(employer(domain, '/versions')),
    version: (domain: string, version: number) => api.get<VersionResponse>(employer(domain, `/versions/${version}`)),
    audit: (domain: string) => api.get<AuditResponse>(employer(domain, '/audit')),
    apiKeys: (domain: string) => api.get<ApiKeyListResponse>(employer(domain, '/api-keys')),
    createApiKey: (domain: string, name: string) => api.post<CreateApiKeyResponse>(employer(domain, '/api-keys'), { name }),
    revokeApiKey: (domain: string, id: number) => api.del<unknown>(employer(domain, `/api-keys/${id}`)),
  };
}

/**
 * The studio's error body (409 stale_base, 422 invalid_config, 400 …) of a failed call, if it has one,
 * its message in the page's language (getFailureMessage: the server's message_key, its English the default).
 */
export function studioError(error: unknown, t: TFunction): StudioErrorResponse | null {
  if (!isApiError(error)) return null;
  const data = error.data as Partial<StudioErrorResponse> | undefined;
  if (!data || typeof data.message !== 'string') return null;
  const failure = getFailureMessage(error);
  return { ...(data as StudioErrorResponse), message: t(failure.key, failure.params) };
}

/** Why a call failed, in words for the page: the server's message (translated), else the error's. */
export const failureReason = (error: unknown, t: TFunction): string =>
  studioError(error, t)?.message ?? (error instanceof Error ? error.message : String(error));

export const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);
