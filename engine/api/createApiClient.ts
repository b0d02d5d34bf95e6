import { ApiError } from './ApiError';
import { buildQueryString } from './buildQueryString';
import { API_ERROR_STATUS_CODES, PERMISSION_DENIED_ERROR_CODE, REQUEST_ERROR_KEYS, requestFailedMessage } from './errorMessages';
import { message, verbatim, type Message } from '../i18n/Message';
import { toCamelCase, toSnakeCase } from './keyCase';
import { PREVIEW_READ_ONLY_ERROR_CODE } from '../studio/previewMarkers';

export interface ApiClientContext {
  userId?: string | null;
  groupId?: string | null;
  timezone?: string;
  /** The page language (LANGUAGE_HEADER). */
  language?: string;
}

/** What the shell shows in an alert or a toast: `message` goes through t(). */
export interface ApiAlert {
  kind: 'sessionTimeout' | 'invalidCsrf';
  message: Message;
}

export interface ApiToast {
  kind: 'error';
  message: Message;
}

export interface ApiClientOptions {
  /** '' in the browser (same origin); an absolute origin in Node. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Reads the page's `<meta name="csrf-token">`. */
  getCsrfToken?: () => string | null;
  setCsrfToken?: (token: string) => void;
  getContext?: () => ApiClientContext;
  /** The page's `location.search`, so `debug` follows the visitor into API calls. */
  getPageSearch?: () => string;
  onAlert?: (alert: ApiAlert) => void;
  onToast?: (toast: ApiToast) => void;
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  /** camelCase → snake_case on JSON bodies and params, snake_case → camelCase on JSON responses. */
  convertKeys?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const CSRF_HEADER = 'X-CSRF-Token';
export const USER_HEADER = 'X-Portico-User';
export const GROUP_ID_HEADER = 'X-Portico-Group-Id';
export const TIMEZONE_HEADER = 'X-Portico-Timezone';
/** The page language, so the server answers employer texts and messages in it (server/i18n/requestLanguage.ts). */
export const LANGUAGE_HEADER = 'X-Portico-Language';
export const LOGIN_REQUIRED_HEADER = 'X-Login-Required';
export const CSRF_INVALID_HEADER = 'X-CSRF-Invalid';
export const DEBUG_PARAM = 'debug';

const ABSOLUTE_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function joinUrl(baseUrl: string, url: string): string {
  if (baseUrl === '' || ABSOLUTE_URL.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function splitHash(url: string): [string, string] {
  const index = url.indexOf('#');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** Appends `query` (no leading '?') after any query the caller already wrote into the URL. */
function appendQuery(url: string, query: string): string {
  if (query === '') return url;
  const [path, hash] = splitHash(url);
  const separator = !path.includes('?') ? '?' : /[?&]$/.test(path) ? '' : '&';
  return `${path}${separator}${query}${hash}`;
}

function queryOf(url: string): URLSearchParams {
  const [path] = splitHash(url);
  const index = path.indexOf('?');
  return new URLSearchParams(index === -1 ? '' : path.slice(index));
}

function encodeBody(body: unknown, convert: boolean): { body?: BodyInit; json: boolean } {
  if (body === undefined) return { json: false };
  // The runtime must set multipart boundaries and blob types itself, so these never become JSON.
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
    return { body, json: false };
  }
  return { body: JSON.stringify(convert ? toSnakeCase(body) : body), json: true };
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

// The browser's own words for a network failure (e.g. 'Failed to fetch'), shown as they came.
function messageOf(error: unknown): Message {
  return error instanceof Error && error.message !== '' ? verbatim(error.message) : message(REQUEST_ERROR_KEYS.failed);
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

// fetch follows the server's redirect to the login page, so a lost session can arrive as a
// 200 HTML page; only the final URL betrays it.
function isSessionTimeout(response: Response): boolean {
  return response.headers.get(LOGIN_REQUIRED_HEADER) === '1' || response.status === 401 || (response.redirected && pathOf(response.url).includes('/login'));
}

function discardBody(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/** Parses a body the caller expects as JSON; throws SyntaxError when it is not. */
function interpretBody(response: Response, text: string): unknown {
  if (text === '') return undefined;
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.includes('json')) return JSON.parse(text);
  if (type.startsWith('text/plain')) return text;
  // A 2xx is promised as JSON whatever its header says; an error page is kept as text
  // so getFailureMessage can still use (or reject) it.
  return response.ok ? JSON.parse(text) : text;
}

function hasErrorCode(data: unknown, code: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return record.error_code === code || record.errorCode === code;
}

function httpError(status: number, rawData: unknown, data: unknown, url: string): ApiError {
  if (status === 429) {
    return new ApiError(message(REQUEST_ERROR_KEYS.rateLimited), { kind: 'rateLimited', status, data, url });
  }
  if (status === 403 && hasErrorCode(rawData, PERMISSION_DENIED_ERROR_CODE)) {
    return new ApiError(message(REQUEST_ERROR_KEYS.permissionDenied), { kind: 'permission', status, data, url });
  }
  if (status === 403 && hasErrorCode(rawData, PREVIEW_READ_ONLY_ERROR_CODE)) {
    return new ApiError(message(REQUEST_ERROR_KEYS.previewReadOnly), { kind: 'previewReadOnly', status, data, url });
  }
  const userMessage = API_ERROR_STATUS_CODES.includes(status) ? message(REQUEST_ERROR_KEYS.apiResponse) : requestFailedMessage(status);
  return new ApiError(userMessage, { kind: 'http', status, data, url });
}

export function createApiClient(options: ApiClientOptions = {}) {
  const { baseUrl = '', getCsrfToken, setCsrfToken, getContext, getPageSearch, onAlert, onToast } = options;
  // The default looks fetch up per call so a stub installed after creation still applies; both
  // are called without a receiver because window.fetch rejects a foreign `this`.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let defaultTimezone: string | undefined;

  function timezone(context: ApiClientContext): string {
    if (context.timezone) return context.timezone;
    defaultTimezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
    return defaultTimezone;
  }

  function buildUrl(url: string, params: Record<string, unknown> | undefined): string {
    let target = appendQuery(joinUrl(baseUrl, url), buildQueryString(params).slice(1));
    const pageSearch = getPageSearch?.();
    if (pageSearch) {
      const debug = new URLSearchParams(pageSearch).get(DEBUG_PARAM);
      // A debug value the caller chose explicitly is not overridden by the page's.
      if (debug !== null && !queryOf(target).has(DEBUG_PARAM)) {
        target = appendQuery(target, new URLSearchParams({ [DEBUG_PARAM]: debug }).toString());
      }
    }
    return target;
  }

  function buildHeaders(json: boolean, extra: Record<string, string> | undefined): Headers {
    const context = getContext?.() ?? {};
    const headers = new Headers({ Accept: 'application/json' });
    const token = getCsrfToken?.();
    if (token) headers.set(CSRF_HEADER, token);
    headers.set(USER_HEADER, context.userId ?? '');
    headers.set(GROUP_ID_HEADER, context.groupId ?? '');
    headers.set(TIMEZONE_HEADER, timezone(context));
    if (context.language) headers.set(LANGUAGE_HEADER, context.language);
    if (json) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    return headers;
  }

  function fail(alert: ApiAlert, status: number, url: string): ApiError {
    onAlert?.(alert);
    return new ApiError(alert.message, { kind: alert.kind, status, url });
  }

  async function send<T>(method: Method, url: string, body: unknown, requestOptions: RequestOptions = {}, raw = false): Promise<T> {
    const { signal, headers } = requestOptions;
    const convert = requestOptions.convertKeys === true;
    const params = convert ? toSnakeCase<Record<string, unknown> | undefined>(requestOptions.params) : requestOptions.params;
    const target = buildUrl(url, params);
    const encoded = raw ? { body: body as BodyInit, json: false } : encodeBody(body, convert);
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(encoded.json, headers),
    };
    if (encoded.body !== undefined) init.body = encoded.body;
    if (signal) init.signal = signal;

    let response: Response;
    try {
      response = await fetchImpl(target, init);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      throw new ApiError(messageOf(error), { kind: 'network', url: target, cause: error });
    }

    const freshToken = response.headers.get(CSRF_HEADER);
    if (freshToken && freshToken !== getCsrfToken?.()) setCsrfToken?.(freshToken);

    if (isSessionTimeout(response)) {
      discardBody(response);
      throw fail({ kind: 'sessionTimeout', message: message(REQUEST_ERROR_KEYS.sessionTimeout) }, response.status, target);
    }
    if (response.headers.get(CSRF_INVALID_HEADER) === '1') {
      discardBody(response);
      throw fail({ kind: 'invalidCsrf', message: message(REQUEST_ERROR_KEYS.invalidCsrf) }, response.status, target);
    }
    if (method === 'GET' && response.status >= 500) {
      onToast?.({ kind: 'error', message: message(REQUEST_ERROR_KEYS.serverError) });
    }

    let text = '';
    if (response.status !== 204 && response.status !== 205) {
      try {
        text = await response.text();
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        throw new ApiError(messageOf(error), {
          kind: 'network',
          status: response.status,
          url: target,
          cause: error,
        });
      }
    }

    let data: unknown;
    try {
      data = interpretBody(response, text);
    } catch (error) {
      throw new ApiError(message(REQUEST_ERROR_KEYS.unexpected), {
        kind: 'parse',
        status: response.status,
        url: target,
        cause: error,
      });
    }

    const converted = convert ? toCamelCase(data) : data;
    if (!response.ok) {
      const error = httpError(response.status, data, converted, target);
      // The studio's preview says why nothing was saved, whatever the widget that asked shows on failure.
      if (error.kind === 'previewReadOnly') onToast?.({ kind: 'error', message: error.userMessage });
      throw error;
    }
    return converted as T;
  }

  return {
    get: <T = unknown>(url: string, requestOptions?: RequestOptions): Promise<T> => send<T>('GET', url, undefined, requestOptions),
    post: <T = unknown>(url: string, body?: unknown, requestOptions?: RequestOptions): Promise<T> => send<T>('POST', url, body, requestOptions),
    put: <T = unknown>(url: string, body?: unknown, requestOptions?: RequestOptions): Promise<T> => send<T>('PUT', url, body, requestOptions),
    patch: <T = unknown>(url: string, body?: unknown, requestOptions?: RequestOptions): Promise<T> => send<T>('PATCH', url, body, requestOptions),
    del: <T = unknown>(url: string, body?: unknown, requestOptions?: RequestOptions): Promise<T> => send<T>('DELETE', url, body, requestOptions),
    /** Multipart upload: the FormData goes out untouched, with no JSON encoding or key conversion. */
    rawPost: <T = unknown>(url: string, body: FormData, requestOptions?: RequestOptions): Promise<T> => send<T>('POST', url, body, requestOptions, true),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
