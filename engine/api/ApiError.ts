export type ApiErrorKind = 'http' | 'network' | 'parse' | 'sessionTimeout' | 'invalidCsrf' | 'rateLimited' | 'permission';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  url: string;
  status?: number | null;
  data?: unknown;
  cause?: unknown;
}

/** A failed request: `message` is safe to show, `data` keeps the server's body for getFailureMessage. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly data: unknown;
  readonly url: string;

  constructor(message: string, details: ApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status ?? null;
    this.data = details.data;
    this.url = details.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
