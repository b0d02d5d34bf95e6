import type { CacheEntry, CacheStore } from './createCachedGet';

/**
 * A CacheStore in a Map. Entries are cloned in and out, as the browser Cache Storage
 * serialises them, so a caller mutating a returned body cannot corrupt the cache.
 */
export function createMemoryCacheStore(): CacheStore & { readonly size: number; clear(): void } {
  const entries = new Map<string, CacheEntry>();
  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      const entry = entries.get(key);
      return entry === undefined ? undefined : structuredClone(entry);
    },
    async set(key, entry) {
      entries.set(key, structuredClone(entry));
    },
    async delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
