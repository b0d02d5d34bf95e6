import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { TARGETS } from '../harness';
import { ADMIN, CONSULTANT, inject, loginOn, seededPagesServer, visitorHeaders, type StudioRequest } from './studioServer';

const PREVIEW = 'x-portico-preview';

const bootOf = (response: LightMyRequestResponse) =>
  JSON.parse(/<script id="portico-boot" type="application\/json">(.*?)<\/script>/s.exec(response.body)![1]!) as {
    domain: string;
    user: { isLoggedIn: boolean; email?: string; userId?: string };
  };
const frameAncestors = (response: LightMyRequestResponse) => /frame-ancestors ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
const scriptSources = (response: LightMyRequestResponse) => /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';

/** A page nothing may frame: the normal one. */
const expectNotFrameable = (response: LightMyRequestResponse) => {
  expect(frameAncestors(response)).toBe("'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(scriptSources(response)).not.toContain('unsafe-eval');
};

for (const target of TARGETS) {
  describe(`the studio's preview [${target}]`, () => {
    let database: PorticoDatabase;
    let server: PorticoServer;
    let consultant: Record<string, string>;
    let admin: Record<string, string>;
    let ada: Record<string, string>;
    const idOf = async (email: string, domain: string) =>
      (await database.db.selectFrom('candidates').select('id').where('email', '=', email).where('domain', '=', domain).executeTakeFirstOrThrow()).id;

    beforeAll(async () => {
      ({ database, server } = await seededPagesServer(target));
      consultant = await loginOn(server, CONSULTANT, 'globex.com');
      admin = await loginOn(server, ADMIN);
      ada = await loginOn(server, 'ada@example.com');
    }, 120_000);
    afterAll(async () => {
      await server?.app.close();
      await database?.close();
    });

    const call = (...request: StudioRequest) => inject(server, ...request);

    it('serves an editor’s preview page as its persona, framed by this site only, never cached', async () => {
      const sample = await call('GET', '/careers/dashboard?domain=acme.com&studioPreview=sample', consultant);
      expect(sample.statusCode).toBe(200);
      expect(bootOf(sample).user).toMatchObject({ isLoggedIn: true, email: 'ada@example.com', userId: await idOf('ada@example.com', 'acme.com') });
      expect(frameAncestors(sample)).toBe("'self'");
      expect(sample.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(sample.headers['cache-control']).toBe('no-store');
      // The preview checks each draft with the engine, whose Ajv compiles schemas to functions.
      expect(scriptSources(sample)).toContain("'unsafe-eval'");

      const visitor = await call('GET', '/careers?domain=acme.com&studioPreview=visitor', admin);
      expect(visitor.statusCode).toBe(200);
      expect(bootOf(visitor).user).toEqual({ isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false });
      expect(visitor.headers['x-frame-options']).toBe('SAMEORIGIN');

      const globex = await call('GET', '/careers/dashboard?domain=globex.com&studioPreview=sample', consultant);
      expect(bootOf(globex).user).toMatchObject({ email: 'ada@example.com', userId: await idOf('ada@example.com', 'globex.com') });
    });

    it('keeps every other page unframeable, the editor’s own included', async () => {
      const own = await call('GET', '/careers/dashboard?domain=acme.com', consultant);
      expectNotFrameable(own);
      expect(bootOf(own).user.email).toBe(CONSULTANT);
      expectNotFrameable(await call('GET', '/careers?domain=acme.com', visitorHeaders));
    });

    it('ignores the query parameter for anyone who may not edit the employer: the normal page', async () => {
      // acme's admin on globex: not globex's editor (nor logged in there).
      const foreign = await call('GET', '/careers?domain=globex.com&studioPreview=visitor', admin);
      expect(foreign.statusCode).toBe(200);
      expectNotFrameable(foreign);
      const candidate = await call('GET', '/careers/dashboard?domain=acme.com&studioPreview=sample', ada);
      expectNotFrameable(candidate);
      expect(bootOf(candidate).user.email).toBe('ada@example.com');
      const visitor = await call('GET', '/careers?domain=acme.com&studioPreview=nobody', visitorHeaders);
      expect(visitor.statusCode).toBe(200);
      expectNotFrameable(visitor);
    });

    it('refuses an unknown persona from an editor with 400, on a page and in the API', async () => {
      const page = await call('GET', '/careers?domain=acme.com&studioPreview=admin', consultant);
      expect(page.statusCode).toBe(400);
      expect(page.json()).toMatchObject({ error_code: 'invalid_request' });
      const api = await call('GET', '/api/pcsx/dashboard/applications?domain=acme.com', { ...consultant, [PREVIEW]: 'ada' });
      expect(api.statusCode).toBe(400);
    });

    it('refuses the header with 403 to anyone who may not edit the employer', async () => {
      const url = '/api/pcsx/dashboard/applications?domain=globex.com';
      for (const [who, headers] of [
        ['acme’s admin previewing globex', admin],
        ['a candidate', ada],
        ['a visitor', visitorHeaders],
      ] as const) {
        const response = await call('GET', url, { ...headers, [PREVIEW]: 'sample' });
        expect(response.statusCode, who).toBe(403);
        expect(response.json(), who).toMatchObject({ error_code: 'forbidden' });
      }
      expect((await call('GET', '/api/pcsx/dashboard/applications?domain=acme.com', { ...ada, [PREVIEW]: 'visitor' })).statusCode).toBe(403);
      // The same admin previews their own employer.
      expect((await call('GET', '/api/pcsx/dashboard/applications?domain=acme.com', { ...admin, [PREVIEW]: 'sample' })).statusCode).toBe(200);
    });

    it('answers the sample persona with the sample candidate’s data, the visitor persona as nobody', async () => {
      const url = '/api/pcsx/dashboard/applications?domain=acme.com';
      const own = await call('GET', url, ada);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.applications.length).toBeGreaterThan(0);
      const previewed = await call('GET', url, { ...consultant, [PREVIEW]: 'sample' });
      expect(previewed.statusCode).toBe(200);
      expect(previewed.json()).toEqual(own.json());
      expect((await call('GET', '/api/auth/me?domain=acme.com', { ...consultant, [PREVIEW]: 'sample' })).json().data.email).toBe('ada@example.com');
      expect((await call('HEAD', url, { ...consultant, [PREVIEW]: 'sample' })).statusCode).toBe(200);

      expect((await call('GET', url, { ...consultant, [PREVIEW]: 'visitor' })).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/me?domain=acme.com', { ...admin, [PREVIEW]: 'visitor' })).json().data).toEqual({
        isLoggedIn: false,
        isAdmin: false,
        isThemeBuilderUser: false,
      });
    });

    it('stores nothing: every method but GET and HEAD is 403 preview_read_only, page logs too', async () => {
      const adaId = await idOf('ada@example.com', 'acme.com');
      const cart = () => database.db.selectFrom('job_cart_items').select('position_id').where('candidate_id', '=', adaId).execute();
      const before = await cart();
      const position = await database.db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').executeTakeFirstOrThrow();
      const attempts = [
        ['POST', '/api/pcsx/job_cart?domain=acme.com', { operation: 'add', pids: [String(position.id)] }],
        ['POST', '/api/pcsx/candidate_settings?domain=acme.com', { language: 'fr' }],
        ['PUT', '/api/pcsx/apply_draft?domain=acme.com', { pid: String(position.id), answers: {} }],
        ['DELETE', '/api/pcsx/draft_applications?domain=acme.com', { position_ids: [1] }],
        ['POST', '/api/auth/logout?domain=acme.com', {}],
      ] as const;
      for (const [method, url, payload] of attempts) {
        for (const persona of ['sample', 'visitor']) {
          const response = await call(method, url, { ...consultant, [PREVIEW]: persona }, payload);
          expect(response.statusCode, `${persona}: ${method} ${url}`).toBe(403);
          expect(response.json()).toEqual({ message: expect.any(String), error_code: 'preview_read_only' });
        }
      }
      expect(await cart()).toEqual(before);
      // The consultant's session survived the refused log-out.
      expect((await call('GET', '/api/auth/me?domain=acme.com', consultant)).json().data.email).toBe(CONSULTANT);

      const logs = async () =>
        (
          await database.db
            .selectFrom('page_logs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n;
      const logged = await logs();
      const log = { namespace: 'careers_page', event: 'page_view', data_json: { path: '/careers' } };
      const byHeader = await call('POST', '/vslog?domain=acme.com', { ...consultant, [PREVIEW]: 'visitor' }, log);
      const byAddress = await call('POST', '/vslog?domain=acme.com&studioPreview=visitor', consultant, log);
      expect([byHeader.statusCode, byAddress.statusCode]).toEqual([403, 403]);
      expect(await logs()).toBe(logged);
      // The same log from the editor's own page is stored: the refusal is the preview's.
      expect((await call('POST', '/vslog?domain=acme.com', consultant, log)).statusCode).toBe(204);
      expect(Number(await logs())).toBe(Number(logged) + 1);
    });

    it('shows no one for the sample persona of an employer without a sample candidate, never a real candidate', async () => {
      const created = await call('POST', '/api/studio/employers', consultant, { domain: 'nosample.example', name: 'No Sample', copyFrom: 'acme.com' });
      expect(created.statusCode, created.body).toBe(201);
      // A real candidate of that employer (and an admin, to see the flag decides, not the role).
      const real = await database.db.selectFrom('candidates').selectAll().where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
      await database.db
        .insertInto('candidates')
        .values({ ...real, id: 'real-candidate-of-nosample', domain: 'nosample.example', created_at: undefined, is_preview_sample: false })
        .execute();
      const page = await call('GET', '/careers/dashboard?domain=nosample.example&studioPreview=sample', consultant);
      expect(page.statusCode).toBe(200);
      expect(bootOf(page).user.isLoggedIn).toBe(false);
      expect((await call('GET', '/api/pcsx/dashboard/applications?domain=nosample.example', { ...consultant, [PREVIEW]: 'sample' })).statusCode).toBe(401);
    });
  });
}
