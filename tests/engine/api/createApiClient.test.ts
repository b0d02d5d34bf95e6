import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import type { ApiClientOptions } from '../../../engine/api/createApiClient';
import { fakeFetch, jsonResponse } from './fakeFetch';

const BASE = 'http://127.0.0.1:3000';

function setup(respond?: Parameters<typeof fakeFetch>[0], options: ApiClientOptions = {}) {
  const fake = fakeFetch(respond);
  const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, ...options });
  return { client, calls: fake.calls };
}

function onlyCall<T>(calls: T[]): T {
  expect(calls).toHaveLength(1);
  return calls[0] as T;
}

describe('createApiClient request headers', () => {
  it('sends the CSRF token, user, group id and timezone headers on post', async () => {
    const { client, calls } = setup(undefined, {
      getCsrfToken: () => 'token-123',
      getContext: () => ({ userId: 'u-42', groupId: 'acme.com', timezone: 'Europe/Oslo' }),
    });
    await client.post('/api/applications', { jobId: 7 });
    const { headers } = onlyCall(calls);
    expect(headers.get('X-CSRF-Token')).toBe('token-123');
    expect(headers.get('X-Portico-User')).toBe('u-42');
    expect(headers.get('X-Portico-Group-Id')).toBe('acme.com');
    expect(headers.get('X-Portico-Timezone')).toBe('Europe/Oslo');
  });

  it('sends the same header set on get, put and delete', async () => {
    const { client, calls } = setup(undefined, {
      getCsrfToken: () => 't',
      getContext: () => ({ userId: 'u', groupId: 'g', timezone: 'Asia/Tokyo' }),
    });
    await client.get('/a');
    await client.put('/b', {});
    await client.del('/c');
    for (const { headers } of calls) {
      expect(headers.get('X-CSRF-Token')).toBe('t');
      expect(headers.get('X-Portico-User')).toBe('u');
      expect(headers.get('X-Portico-Group-Id')).toBe('g');
      expect(headers.get('X-Portico-Timezone')).toBe('Asia/Tokyo');
    }
  });

  it('sends an empty user and group for an anonymous visitor', async () => {
    const { client, calls } = setup(undefined, {
      getContext: () => ({ userId: null, groupId: null }),
    });
    await client.get('/api/jobs');
    const { headers } = onlyCall(calls);
    expect(headers.get('X-Portico-User')).toBe('');
    expect(headers.get('X-Portico-Group-Id')).toBe('');
  });

  it("falls back to the runtime's IANA timezone", async () => {
    const { client, calls } = setup();
    await client.get('/api/jobs');
    expect(onlyCall(calls).headers.get('X-Portico-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('omits the CSRF header when the page has no token', async () => {
    const { client, calls } = setup(undefined, { getCsrfToken: () => null });
    await client.get('/api/jobs');
    expect(onlyCall(calls).headers.has('X-CSRF-Token')).toBe(false);
  });

  it('reads the token and context afresh for every request', async () => {
    let token = 'first';
    const { client, calls } = setup(undefined, { getCsrfToken: () => token });
    await client.get('/a');
    token = 'second';
    await client.get('/b');
    expect(calls.map((call) => call.headers.get('X-CSRF-Token'))).toEqual(['first', 'second']);
  });

  it('asks for JSON with same-origin credentials', async () => {
    const { client, calls } = setup();
    await client.get('/api/jobs');
    const { init, headers } = onlyCall(calls);
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('lets per-request headers add to and override the defaults', async () => {
    const { client, calls } = setup();
    await client.get('/api/jobs', { headers: { 'X-Trace': 'abc', Accept: 'text/plain' } });
    const { headers } = onlyCall(calls);
    expect(headers.get('X-Trace')).toBe('abc');
    expect(headers.get('Accept')).toBe('text/plain');
  });
});

describe('createApiClient CSRF token replacement', () => {
  it('stores a new token the response sends back', async () => {
    const setCsrfToken = vi.fn();
    const { client } = setup(() => jsonResponse({}, { headers: { 'X-CSRF-Token': 'rotated' } }), {
      getCsrfToken: () => 'old',
      setCsrfToken,
    });
    await client.post('/api/login', {});
    expect(setCsrfToken).toHaveBeenCalledExactlyOnceWith('rotated');
  });

  it('stores a new token even from an error response', async () => {
    const setCsrfToken = vi.fn();
    const { client } = setup(() => jsonResponse({}, { status: 500, headers: { 'X-CSRF-Token': 'rotated' } }), { getCsrfToken: () => 'old', setCsrfToken });
    await expect(client.post('/api/x', {})).rejects.toThrow();
    expect(setCsrfToken).toHaveBeenCalledWith('rotated');
  });

  it('leaves the token alone when the response has no token or the same one', async () => {
    const setCsrfToken = vi.fn();
    let headers: Record<string, string> = {};
    const { client } = setup(() => jsonResponse({}, { headers }), {
      getCsrfToken: () => 'same',
      setCsrfToken,
    });
    await client.get('/a');
    headers = { 'X-CSRF-Token': 'same' };
    await client.get('/b');
    expect(setCsrfToken).not.toHaveBeenCalled();
  });
});

describe('createApiClient URLs and the debug parameter', () => {
  it('prefixes the base URL and appends params as a query string', async () => {
    const { client, calls } = setup();
    await client.get('/api/jobs', { params: { q: 'nurse', page: 0, tags: ['b', 'a'], empty: '' } });
    expect(onlyCall(calls).url).toBe(`${BASE}/api/jobs?q=nurse&page=0&tags=a&tags=b`);
  });

  it('merges params with a query already in the URL', async () => {
    const { client, calls } = setup();
    await client.get('/api/jobs?sort=date', { params: { page: 2 } });
    expect(onlyCall(calls).url).toBe(`${BASE}/api/jobs?sort=date&page=2`);
  });

  it('leaves absolute URLs and an empty base URL alone', async () => {
    const fake = fakeFetch();
    const client = createApiClient({ fetch: fake.fetch });
    await client.get('/api/jobs');
    await client.get('https://cdn.example.com/x.json');
    expect(fake.calls.map((call) => call.url)).toEqual(['/api/jobs', 'https://cdn.example.com/x.json']);
  });

  it('copies the debug parameter from the page address into the request', async () => {
    const { client, calls } = setup(undefined, { getPageSearch: () => '?utm=x&debug=sql' });
    await client.get('/api/jobs', { params: { page: 1 } });
    expect(onlyCall(calls).url).toBe(`${BASE}/api/jobs?page=1&debug=sql`);
  });

  it('copies the debug parameter on writes too', async () => {
    const { client, calls } = setup(undefined, { getPageSearch: () => '?debug=1' });
    await client.post('/api/applications', {});
    expect(onlyCall(calls).url).toBe(`${BASE}/api/applications?debug=1`);
  });

  it('copies a bare debug flag', async () => {
    const { client, calls } = setup(undefined, { getPageSearch: () => '?debug' });
    await client.get('/api/jobs');
    expect(onlyCall(calls).url).toBe(`${BASE}/api/jobs?debug=`);
  });

  it('adds no debug parameter when the page address has none', async () => {
    const { client, calls } = setup(undefined, { getPageSearch: () => '?utm=x' });
    await client.get('/api/jobs');
    expect(onlyCall(calls).url).toBe(`${BASE}/api/jobs`);
  });

  it('keeps a debug value the caller set explicitly', async () => {
    const { client, calls } = setup(undefined, { getPageSearch: () => '?debug=page' });
    await client.get('/api/jobs', { params: { debug: 'mine' } });
    expect(onlyCall(calls).url).toBe(`${BASE}/api/jobs?debug=mine`);
  });
});

describe('createApiClient bodies', () => {
  it('sends JSON bodies with a JSON content type', async () => {
    const { client, calls } = setup();
    await client.put('/api/profile', { firstName: 'Ada' });
    const { init, headers } = onlyCall(calls);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"firstName":"Ada"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends delete with an optional body', async () => {
    const { client, calls } = setup();
    await client.del('/api/saved-jobs/1');
    await client.del('/api/saved-jobs', { ids: [1, 2] });
    expect(calls.map((call) => [call.init.method, call.init.body])).toEqual([
      ['DELETE', undefined],
      ['DELETE', '{"ids":[1,2]}'],
    ]);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends a raw post as the untouched FormData with no JSON content type', async () => {
    const { client, calls } = setup();
    const form = new FormData();
    form.append('resumeFile', new Blob(['%PDF']), 'cv.pdf');
    await client.rawPost('/api/uploads', form, { convertKeys: true });
    const { init, headers } = onlyCall(calls);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
    expect([...form.keys()]).toEqual(['resumeFile']);
  });

  it('passes the abort signal through and rethrows the abort untouched', async () => {
    const controller = new AbortController();
    const { client, calls } = setup((_url, init) => {
      init.signal?.throwIfAborted();
      return jsonResponse({});
    });
    controller.abort();
    await expect(client.get('/api/jobs', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(onlyCall(calls).init.signal).toBe(controller.signal);
  });
});

describe('createApiClient responses', () => {
  it('parses JSON responses', async () => {
    const { client } = setup(() => jsonResponse({ jobs: [1, 2] }));
    await expect(client.get('/api/jobs')).resolves.toEqual({ jobs: [1, 2] });
  });

  it('resolves undefined for 204 and for an empty body', async () => {
    const { client } = setup((url) =>
      url.endsWith('/a') ? new Response(null, { status: 204 }) : new Response('', { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(client.del('/a')).resolves.toBeUndefined();
    await expect(client.post('/b')).resolves.toBeUndefined();
  });

  it('returns text/plain bodies as strings', async () => {
    const { client } = setup(() => new Response('pong', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
    await expect(client.get('/api/ping')).resolves.toBe('pong');
  });
});

describe('createApiClient key conversion', () => {
  it('converts nothing by default', async () => {
    const { client, calls } = setup(() => jsonResponse({ job_title: 'x' }));
    const result = await client.post('/api/jobs', { jobTitle: 'x' }, { params: { pageSize: 5 } });
    expect(result).toEqual({ job_title: 'x' });
    const { url, init } = onlyCall(calls);
    expect(url).toBe(`${BASE}/api/jobs?pageSize=5`);
    expect(init.body).toBe('{"jobTitle":"x"}');
  });

  it('snake-cases body and params and camel-cases the response with convertKeys', async () => {
    const { client, calls } = setup(() => jsonResponse({ job_list: [{ job_title: 'x' }] }));
    const result = await client.post('/api/search', { searchTerms: [{ fieldName: 'title' }] }, { params: { pageSize: 5 }, convertKeys: true });
    expect(result).toEqual({ jobList: [{ jobTitle: 'x' }] });
    const { url, init } = onlyCall(calls);
    expect(url).toBe(`${BASE}/api/search?page_size=5`);
    expect(init.body).toBe('{"search_terms":[{"field_name":"title"}]}');
  });

  it('camel-cases error data with convertKeys', async () => {
    const { client } = setup(() => jsonResponse({ field_errors: { first_name: 'required' } }, { status: 400 }));
    await expect(client.get('/api/x', { convertKeys: true })).rejects.toMatchObject({
      data: { fieldErrors: { firstName: 'required' } },
    });
  });
});
