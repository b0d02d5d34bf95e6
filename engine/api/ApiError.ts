import { MessageError, type Message } from '../i18n/Message';

/** previewReadOnly: the studio's preview tried to change something (engine/studio/previewProtocol.ts). */
export type ApiErrorKind = 'http' | 'network' | 'parse' | 'sessionTimeout' | 'invalidCsrf' | 'rateLimited' | 'permission' | 'previewReadOnly';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  url: string;
  status?: number | null;
  data?: unknown;
  cause?: unknown;
}

/** A failed request: `userMessage` is safe to show (through t()), `data` keeps the server's body for getFailureMessage. */
export class ApiError extends MessageError {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly data: unknown;
  readonly url: string;

  constructor(userMessage: Message, details: ApiErrorDetails) {
    super(userMessage, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status ?? null;
    this.data = details.data;
    this.url = details.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
