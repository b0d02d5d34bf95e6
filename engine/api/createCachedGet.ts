import type { ApiClient, RequestOptions } from './createApiClient';
import { buildQueryString } from './buildQueryString';

export interface CacheEntry {
  /** Epoch milliseconds when the body was fetched. */
  storedAt: number;
  body: unknown;
}

/** Where cached GET bodies live: the browser Cache Storage in the app, memory in Node and tests. */
export interface CacheStore {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface CachedGetOptions<T> extends RequestOptions {
  /** Separates entries for the same URL, e.g. per user or locale. */
  postfix?: string;
  maxAgeSeconds?: number;
  /** Return any cached entry at once (even a fresh one) and re-fetch behind it. */
  refreshInBackground?: boolean;
  /** Called after a background refresh, only when the body changed. */
  onChange?: (fresh: T) => void;
  /** A background refresh has nobody awaiting it, so its failure is reported here instead. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_CACHE_MAX_AGE_SECONDS = 3600;

/** The store key: the URL with its params, then `::postfix` when one is given. */
export function cacheKey(url: string, params?: Record<string, unknown>, postfix?: string): string {
  const base = `${url}${buildQueryString(params)}`;
  return postfix ? `${base}::${postfix}` : base;
}

function sameBody(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function createCachedGet(client: Pick<ApiClient, 'get'>, store: CacheStore, now: () => number = () => Date.now()) {
  return async function cachedGet<T = unknown>(url: string, options: CachedGetOptions<T> = {}): Promise<T> {
    const { postfix, maxAgeSeconds = DEFAULT_CACHE_MAX_AGE_SECONDS, refreshInBackground = false, onChange, onError, ...requestOptions } = options;
    const key = cacheKey(url, requestOptions.params, postfix);

    async function fetchAndStore(): Promise<T> {
      const body = await client.get<T>(url, requestOptions);
      await store.set(key, { storedAt: now(), body });
      return body;
    }

    const cached = await store.get(key);
    if (cached && refreshInBackground) {
      void fetchAndStore().then(
        (fresh) => {
          if (!sameBody(fresh, cached.body)) onChange?.(fresh);
        },
        (error: unknown) => onError?.(error),
      );
      return cached.body as T;
    }
    if (cached && now() - cached.storedAt < maxAgeSeconds * 1000) return cached.body as T;
    return fetchAndStore();
  };
}
