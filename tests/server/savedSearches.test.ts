import { beforeAll, expect, it } from 'vitest';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

const expectSchema = (body: unknown, definition: string) => expectApiSchema(body, 'savedSearches', definition);

const SEEDED_AT = new Date('2025-03-10T09:00:00.000Z');

describeEachTarget(
  'saved searches',
  (server) => {
    beforeAll(() => server().app.ready(), 60_000);

    const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object, domain = 'acme.com') =>
      server().app.inject({ method, url: `${url}?domain=${domain}`, headers, ...(payload === undefined ? {} : { payload }) });

    it("lists ada's saved searches", async () => {
      const ada = await server().login('ada@example.com');
      const response = await inject('GET', '/api/pcsx/saved_searches', ada);
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'SavedSearchesResponse');
      expect(response.json().data.saved_searches).toEqual([
        {
          id: expect.any(Number),
          name: null,
          query: 'engineer',
          location: 'Austin',
          filters: { department: ['Engineering'] },
          paused: false,
          url: '/careers/search?query=engineer&location=Austin&filter_department=Engineering',
          created_at: expect.any(String),
        },
      ]);
    });

    it('saves a search with the filters the search honours, and shows it as saved in search results', async () => {
      const grace = await server().login('grace@example.com');
      server().clock.now = new Date('2025-03-10T10:00:00.000Z');
      const response = await inject('POST', '/api/pcsx/saved_searches', grace, {
        query: '  data   scientist ',
        location: 'Remote',
        filters: { department: ['Data', ' Data ', ''], made_up: ['x'], employment_type: [] },
      });
      server().clock.now = SEEDED_AT;
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'SaveSearchResponse');
      expect(response.json().data).toEqual({
        created: true,
        saved_search: {
          id: expect.any(Number),
          query: 'data scientist',
          location: 'Remote',
          filters: { department: ['Data'] },
          name: null,
          paused: false,
          url: '/careers/search?query=data+scientist&location=remote&filter_department=Data',
          created_at: '2025-03-10T10:00:00.000Z',
        },
      });
      const found = await server().app.inject({
        url: '/api/pcsx/search?domain=acme.com&query=Data%20Scientist&location=remote&filter_department=Data',
        headers: grace,
      });
      expect(found.json().data.savedSearchMetadata).toEqual({ enabled: true, isSaved: true, savedSearchId: response.json().data.saved_search.id });
    });

    it('gives back the same search saved before instead of a copy (case and order do not matter)', async () => {
      const ada = await server().login('ada@example.com');
      const response = await inject('POST', '/api/pcsx/saved_searches', ada, {
        query: 'ENGINEER',
        location: 'austin',
        filters: { department: ['engineering'] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ created: false, saved_search: { query: 'engineer', location: 'Austin' } });
      expect((await inject('GET', '/api/pcsx/saved_searches', ada)).json().data.saved_searches).toHaveLength(1);
    });

    it("deletes only the candidate's own saved searches: another's id is a 404", async () => {
      const ada = await server().login('ada@example.com');
      const grace = await server().login('grace@example.com');
      const [adaSearch] = (await inject('GET', '/api/pcsx/saved_searches', ada)).json().data.saved_searches;
      const stolen = await inject('DELETE', `/api/pcsx/saved_searches/${adaSearch.id}`, grace);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({
        message: 'This saved search does not exist.',
        error_code: 'not_found',
        message_key: 'search.refusal.savedSearchNotFound',
      });
      expect((await inject('GET', '/api/pcsx/saved_searches', ada)).json().data.saved_searches).toHaveLength(1);
      const deleted = await inject('DELETE', `/api/pcsx/saved_searches/${adaSearch.id}`, ada);
      expect(deleted.statusCode).toBe(200);
      expectSchema(deleted.json(), 'DeleteSavedSearchResponse');
      expect(deleted.json()).toEqual({ data: { deleted: true } });
      expect((await inject('GET', '/api/pcsx/saved_searches', ada)).json().data.saved_searches).toEqual([]);
      expect((await inject('DELETE', `/api/pcsx/saved_searches/${adaSearch.id}`, ada)).statusCode).toBe(404);
      expect((await inject('DELETE', '/api/pcsx/saved_searches/abc', ada)).statusCode).toBe(400);
    });

    it('refuses to save where the employer turned saved-search notifications off (globex): 403', async () => {
      const ada = await server().login('ada@example.com', 'globex.com');
      const response = await inject('POST', '/api/pcsx/saved_searches', ada, { query: 'engineer', location: '', filters: {} }, 'globex.com');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Saved searches are not available on this site.',
        error_code: 'saved_searches_disabled',
        message_key: 'search.refusal.savedSearchesDisabled',
      });
      expect((await inject('GET', '/api/pcsx/saved_searches', ada, undefined, 'globex.com')).json().data.saved_searches).toEqual([]);
    });

    it('keeps at most 50 saved searches per candidate', async () => {
      const admin = await server().login('admin@acme.com');
      for (let n = 0; n < 50; n += 1) {
        const saved = await inject('POST', '/api/pcsx/saved_searches', admin, { query: `role ${n}`, location: '', filters: {} });
        expect(saved.statusCode).toBe(200);
      }
      const tooMany = await inject('POST', '/api/pcsx/saved_searches', admin, { query: 'one more', location: '', filters: {} });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe('You can keep up to 50 saved searches. Delete one to save another.');
    });

    it('needs a login and well-formed bodies', async () => {
      const anonymous = await server().anonymous();
      expect((await inject('GET', '/api/pcsx/saved_searches', anonymous)).statusCode).toBe(401);
      expect((await inject('POST', '/api/pcsx/saved_searches', anonymous, { query: '', location: '', filters: {} })).statusCode).toBe(401);
      expect((await inject('DELETE', '/api/pcsx/saved_searches/1', anonymous)).statusCode).toBe(401);
      const ada = await server().login('ada@example.com');
      for (const payload of [
        {},
        { query: 1, location: '', filters: {} },
        { query: '', location: '', filters: { department: 'Data' } },
        { query: '', location: '', filters: [] },
      ]) {
        expect((await inject('POST', '/api/pcsx/saved_searches', ada, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('renames, pauses and resumes a saved search (name at most 120 characters); only its owner may, with the CSRF token', async () => {
      const grace = await server().login('grace@example.com');
      const saved = (await inject('POST', '/api/pcsx/saved_searches', grace, { query: 'designer', location: '', filters: {} })).json().data.saved_search;
      const url = `/api/pcsx/saved_searches/${saved.id}`;
      const renamed = await inject('PATCH', url, grace, { name: '  Design   jobs ' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expectSchema(renamed.json(), 'UpdateSavedSearchResponse');
      expect(renamed.json().data.saved_search).toMatchObject({ id: saved.id, name: 'Design jobs', paused: false });
      const paused = await inject('PATCH', url, grace, { paused: true });
      expect(paused.json().data.saved_search).toMatchObject({ name: 'Design jobs', paused: true });
      const row = await server().database.db.selectFrom('saved_searches').select('paused_at').where('id', '=', saved.id).executeTakeFirstOrThrow();
      expect(row.paused_at).not.toBeNull();
      expect((await inject('PATCH', url, grace, { paused: false, name: '' })).json().data.saved_search).toMatchObject({ name: null, paused: false });

      expect((await inject('PATCH', url, grace, { name: 'x'.repeat(121) })).statusCode).toBe(400);
      expect((await inject('PATCH', url, grace, {})).statusCode).toBe(400);
      expect((await inject('PATCH', url, grace, { paused: 'yes' })).statusCode).toBe(400);
      const ada = await server().login('ada@example.com');
      const foreign = await inject('PATCH', url, ada, { paused: true });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('This saved search does not exist.');
      const withoutToken = await server().app.inject({
        method: 'PATCH',
        url: `${url}?domain=acme.com`,
        headers: { cookie: grace.cookie! },
        payload: { paused: true },
      });
      expect(withoutToken.statusCode).toBe(403);
      expect((await inject('GET', '/api/pcsx/saved_searches', grace)).json().data.saved_searches.find((s: { id: number }) => s.id === saved.id)).toMatchObject({
        paused: false,
      });
    });
  },
  { now: SEEDED_AT },
);
