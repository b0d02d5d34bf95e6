import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { DEFAULT_CACHE_MAX_AGE_SECONDS, cacheKey, createCachedGet } from '../../../engine/api/createCachedGet';
import { createMemoryCacheStore } from '../../../engine/api/memoryCacheStore';
import { fakeFetch, jsonResponse } from './fakeFetch';

function setup(initialBody: unknown = { version: 1 }) {
  let body = initialBody;
  let clock = 1_000_000;
  const fake = fakeFetch(() => jsonResponse(body));
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch: fake.fetch });
  const store = createMemoryCacheStore();
  const cachedGet = createCachedGet(client, store, () => clock);
  return {
    cachedGet,
    store,
    calls: fake.calls,
    serve: (next: unknown) => {
      body = next;
    },
    advanceSeconds: (seconds: number) => {
      clock += seconds * 1000;
    },
    now: () => clock,
  };
}

describe('createCachedGet', () => {
  it('defaults to a lifetime of 3600 seconds', () => {
    expect(DEFAULT_CACHE_MAX_AGE_SECONDS).toBe(3600);
  });

  it('fetches and stores on a miss', async () => {
    const { cachedGet, store, calls, now } = setup({ version: 1 });
    await expect(cachedGet('/api/config', { params: { lang: 'en' } })).resolves.toEqual({
      version: 1,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://127.0.0.1:3000/api/config?lang=en');
    expect(await store.get('/api/config?lang=en')).toEqual({
      storedAt: now(),
      body: { version: 1 },
    });
  });

  it('returns a fresh cached entry without a network call', async () => {
    const { cachedGet, calls, serve, advanceSeconds } = setup({ version: 1 });
    await cachedGet('/api/config');
    serve({ version: 2 });
    advanceSeconds(3599);
    await expect(cachedGet('/api/config')).resolves.toEqual({ version: 1 });
    expect(calls).toHaveLength(1);
  });

  it('refetches an expired entry and stores the new body', async () => {
    const { cachedGet, store, calls, serve, advanceSeconds, now } = setup({ version: 1 });
    await cachedGet('/api/config');
    serve({ version: 2 });
    advanceSeconds(3600);
    await expect(cachedGet('/api/config')).resolves.toEqual({ version: 2 });
    expect(calls).toHaveLength(2);
    expect(await store.get('/api/config')).toEqual({ storedAt: now(), body: { version: 2 } });
  });

  it('honours a custom lifetime', async () => {
    const { cachedGet, calls, advanceSeconds } = setup();
    await cachedGet('/api/config', { maxAgeSeconds: 10 });
    advanceSeconds(9);
    await cachedGet('/api/config', { maxAgeSeconds: 10 });
    expect(calls).toHaveLength(1);
    advanceSeconds(1);
    await cachedGet('/api/config', { maxAgeSeconds: 10 });
    expect(calls).toHaveLength(2);
  });

  it('keeps entries with different postfixes apart', async () => {
    const { cachedGet, store, calls, serve } = setup({ user: 'a' });
    await cachedGet('/api/me', { postfix: 'user-a' });
    serve({ user: 'b' });
    await expect(cachedGet('/api/me', { postfix: 'user-b' })).resolves.toEqual({ user: 'b' });
    await expect(cachedGet('/api/me', { postfix: 'user-a' })).resolves.toEqual({ user: 'a' });
    expect(calls).toHaveLength(2);
    expect(store.size).toBe(2);
    expect(await store.get('/api/me::user-a')).toMatchObject({ body: { user: 'a' } });
  });

  it('keys entries by URL and params', () => {
    expect(cacheKey('/api/jobs', { page: 2, tag: ['b', 'a'] })).toBe('/api/jobs?page=2&tag=a&tag=b');
    expect(cacheKey('/api/jobs', undefined, 'en')).toBe('/api/jobs::en');
  });

  it('returns a cached entry at once and refreshes in the background, notifying on change', async () => {
    const { cachedGet, store, calls, serve, advanceSeconds, now } = setup({ version: 1 });
    await cachedGet('/api/config');
    serve({ version: 2 });
    advanceSeconds(5);
    const onChange = vi.fn();
    await expect(cachedGet('/api/config', { refreshInBackground: true, onChange })).resolves.toEqual({
      version: 1,
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledExactlyOnceWith({ version: 2 }));
    expect(calls).toHaveLength(2);
    expect(await store.get('/api/config')).toEqual({ storedAt: now(), body: { version: 2 } });
  });

  it('does not notify when the background refresh brings the same body', async () => {
    const { cachedGet, store, calls, advanceSeconds, now } = setup({ items: [1, 2] });
    await cachedGet('/api/config');
    advanceSeconds(5);
    const onChange = vi.fn();
    await cachedGet('/api/config', { refreshInBackground: true, onChange });
    // The refreshed timestamp shows the background request has finished.
    await vi.waitFor(async () => expect((await store.get('/api/config'))?.storedAt).toBe(now()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('serves an expired entry at once when refreshing in the background', async () => {
    const { cachedGet, serve, advanceSeconds } = setup({ version: 1 });
    await cachedGet('/api/config');
    serve({ version: 2 });
    advanceSeconds(7200);
    const onChange = vi.fn();
    await expect(cachedGet('/api/config', { refreshInBackground: true, onChange })).resolves.toEqual({
      version: 1,
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ version: 2 }));
  });

  it('waits for the network on a miss even when refreshing in the background', async () => {
    const { cachedGet, calls } = setup({ version: 1 });
    const onChange = vi.fn();
    await expect(cachedGet('/api/config', { refreshInBackground: true, onChange })).resolves.toEqual({
      version: 1,
    });
    expect(calls).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a failed background refresh through onError and keeps the cached entry', async () => {
    const store = createMemoryCacheStore();
    await store.set('/api/config', { storedAt: 0, body: { version: 1 } });
    const fake = fakeFetch(() => jsonResponse({}, { status: 503 }));
    const cachedGet = createCachedGet(createApiClient({ fetch: fake.fetch }), store, () => 1);
    const onError = vi.fn();
    await expect(cachedGet('/api/config', { refreshInBackground: true, onError })).resolves.toEqual({
      version: 1,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(await store.get('/api/config')).toEqual({ storedAt: 0, body: { version: 1 } });
  });

  it('does not cache a failed request', async () => {
    const store = createMemoryCacheStore();
    const fake = fakeFetch(() => jsonResponse({}, { status: 404 }));
    const cachedGet = createCachedGet(createApiClient({ fetch: fake.fetch }), store);
    await expect(cachedGet('/api/missing')).rejects.toMatchObject({ userMessage: { key: 'errors.request.apiResponse' } });
    expect(store.size).toBe(0);
  });

  it('passes request options such as key conversion to the client', async () => {
    const { cachedGet, serve } = setup();
    serve({ job_count: 3 });
    await expect(cachedGet('/api/stats', { convertKeys: true })).resolves.toEqual({ jobCount: 3 });
  });
});

describe('createMemoryCacheStore', () => {
  it('hands out copies so callers cannot change what is stored', async () => {
    const store = createMemoryCacheStore();
    const entry = { storedAt: 1, body: { list: [1] } };
    await store.set('k', entry);
    entry.body.list.push(2);
    const read = await store.get('k');
    expect(read).toEqual({ storedAt: 1, body: { list: [1] } });
    (read?.body as { list: number[] }).list.push(3);
    expect(await store.get('k')).toEqual({ storedAt: 1, body: { list: [1] } });
  });

  it('deletes and clears entries', async () => {
    const store = createMemoryCacheStore();
    await store.set('a', { storedAt: 1, body: 1 });
    await store.set('b', { storedAt: 1, body: 2 });
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    expect(store.size).toBe(1);
    store.clear();
    expect(store.size).toBe(0);
  });
});
