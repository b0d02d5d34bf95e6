import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { TARGETS } from '../harness';
import { ADMIN, bootData, CONSULTANT, inject, loginOn, seededPagesServer, visitorHeaders, type StudioRequest } from './studioServer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary config paths
type Json = Record<string, any>;
const HERO = ['pcsxConfig', 'branding', 'heroImages', 'jobs', 'heading'] as const;
const heroOf = (config: Json): string => HERO.reduce<Json>((node, key) => node[key], config) as unknown as string;
const withHero = (config: Json, heading: string): Json => {
  const copy = structuredClone(config);
  copy.pcsxConfig.branding.heroImages.jobs.heading = heading;
  return copy;
};

for (const target of TARGETS) {
  describe(`the studio API [${target}]`, () => {
    let database: PorticoDatabase;
    let server: PorticoServer;
    let consultant: Record<string, string>;
    let admin: Record<string, string>;
    let candidate: Record<string, string>;

    beforeAll(async () => {
      ({ database, server } = await seededPagesServer(target));
      consultant = await loginOn(server, CONSULTANT, 'globex.com');
      admin = await loginOn(server, ADMIN);
      candidate = await loginOn(server, 'ada@example.com');
    }, 120_000);
    afterAll(async () => {
      await server?.app.close();
      await database?.close();
    });

    const call = (...request: StudioRequest) => inject(server, ...request);
    const configOf = async (domain: string, headers = consultant) => (await call('GET', `/api/studio/employers/${domain}/config`, headers)).json();
    /** Saves a draft of the current published config changed by `change`, and publishes it. */
    const publishChange = async (domain: string, headers: Record<string, string>, change: (config: Json) => Json, message = 'A change') => {
      const { published } = await configOf(domain, headers);
      const saved = await call('PUT', `/api/studio/employers/${domain}/draft`, headers, { baseVersion: published.version, config: change(published.config) });
      expect(saved.statusCode, saved.body).toBe(200);
      return call('POST', `/api/studio/employers/${domain}/publish`, headers, { baseVersion: published.version, message });
    };

    // The employer studio's routes (the form builder's, /api/studio/forms…, and the theme builder's,
    // …/:domain/theme…, have their own tests: formBuilder.test.ts, themeApi.test.ts).
    const studioRoutes = () =>
      server.routes.filter(
        (route) =>
          route.url.startsWith('/api/studio/') && !route.url.startsWith('/api/studio/forms') && !route.url.includes('/theme') && route.method !== 'HEAD',
      );
    const concrete = (url: string) => url.replace(':domain', 'acme.com').replace(':version', '1').replace(':id', '1');

    it('answers visitors 401 and candidates 403 on every studio route, before looking at the body', async () => {
      // The config's nine, and the integration API keys' three (server/integrations/).
      expect(studioRoutes().length).toBe(12);
      for (const route of studioRoutes()) {
        const method = [route.method].flat()[0] as 'GET';
        const payload = method === 'GET' ? undefined : { baseVersion: 'not a number', config: 'not an object', domain: 42 };
        const visitor = await call(method, concrete(route.url), visitorHeaders, payload);
        expect(visitor.statusCode, `${method} ${route.url}`).toBe(401);
        const ada = await call(method, concrete(route.url), candidate, payload);
        expect(ada.statusCode, `${method} ${route.url}`).toBe(403);
        expect(ada.json().error_code).toBe('forbidden');
      }
      // The consultant sending the same body gets the validation error: the role check came first.
      expect((await call('PUT', '/api/studio/employers/acme.com/draft', consultant, { baseVersion: 'x', config: 'y' })).statusCode).toBe(400);
    });

    it('lets the consultant, who logs in on any portal, edit every employer; an admin only their own', async () => {
      const all = await call('GET', '/api/studio/employers', consultant);
      expect(all.json()).toEqual([
        { domain: 'acme.com', name: 'Acme Corporation', publishedVersion: 1 },
        { domain: 'globex.com', name: 'Globex', publishedVersion: 1 },
      ]);
      expect((await call('GET', '/api/auth/me?domain=acme.com', consultant)).json().data.email).toBe(CONSULTANT);
      expect((await call('GET', '/api/studio/employers', admin)).json()).toEqual([{ domain: 'acme.com', name: 'Acme Corporation', publishedVersion: 1 }]);
      expect((await call('GET', '/api/studio/employers/acme.com/config', admin)).statusCode).toBe(200);
      for (const [method, url, payload] of [
        ['GET', '/api/studio/employers/globex.com/config', undefined],
        ['PUT', '/api/studio/employers/globex.com/draft', { baseVersion: 1, config: {} }],
        ['POST', '/api/studio/employers/globex.com/publish', { baseVersion: 1, message: '' }],
        ['POST', '/api/studio/employers', { domain: 'admin.example', name: 'Admin' }],
      ] as const) {
        expect((await call(method, url, admin, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call('GET', '/api/studio/employers/nobody.example/config', consultant)).statusCode).toBe(404);
    });

    it('serves the seeded config as version 1 by "seed", as written, with no draft', async () => {
      const { published, draft } = await configOf('acme.com');
      expect(published.version).toBe(1);
      expect(Object.keys(published.config).slice(0, 3)).toEqual(['$schema', 'domain', 'name']);
      expect(draft).toBeNull();
      const versions = (await call('GET', '/api/studio/employers/acme.com/versions', consultant)).json();
      expect(versions).toEqual([{ version: 1, author: 'seed', publishedAt: expect.any(String), message: 'Seeded from acme.json' }]);
      const one = (await call('GET', '/api/studio/employers/acme.com/versions/1', consultant)).json();
      expect(one.config).toEqual(published.config);
    });

    it('saves a draft while invalid, lists what blocks publishing, refuses to publish it (422) and visitors keep the published config', async () => {
      const { published } = await configOf('globex.com');
      const broken = structuredClone(published.config);
      broken.pages.jobs.layout[0].widget = 'heroBannr';
      const saved = await call('PUT', '/api/studio/employers/globex.com/draft', consultant, { baseVersion: published.version, config: broken });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().errors).toEqual([
        { pointer: '/pages/jobs/layout/0/widget', message: expect.stringContaining('"heroBannr" is not a known widget type') },
      ]);
      const { draft } = await configOf('globex.com');
      expect(draft).toEqual({ baseVersion: published.version, config: broken, updatedAt: expect.any(String), themeMovedSince: null });
      const refused = await call('POST', '/api/studio/employers/globex.com/publish', consultant, { baseVersion: published.version, message: 'Broken' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: 'This config cannot be published: fix the errors first.',
        error_code: 'invalid_config',
        message_key: 'studio.refusal.invalidConfig',
        errors: saved.json().errors,
      });
      expect((await bootData(server, '/careers?domain=globex.com')).config.pages.jobs.layout[0].widget).toBe(published.config.pages.jobs.layout[0].widget);
      expect((await configOf('globex.com')).published.version).toBe(published.version);
      // The other editor's view is untouched: drafts are per editor.
      expect((await configOf('globex.com', await loginOn(server, CONSULTANT))).draft).toEqual(draft);
    });

    it('bounds a stored draft (413) and checks its base version', async () => {
      const { published } = await configOf('acme.com');
      const huge = { ...published.config, padding: 'x'.repeat(1024 * 1024) };
      const tooLarge = await call('PUT', '/api/studio/employers/acme.com/draft', consultant, { baseVersion: published.version, config: huge });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error_code).toBe('draft_too_large');
      const future = await call('PUT', '/api/studio/employers/acme.com/draft', consultant, { baseVersion: 99, config: published.config });
      expect(future.statusCode).toBe(400);
    });

    it('publishes: visitors get the new config at once, the history and the audit trail grow', async () => {
      const before = await configOf('acme.com', admin);
      const published = await publishChange('acme.com', admin, (config) => withHero(config, 'Studio hero'), 'New hero');
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toEqual({ version: before.published.version + 1 });
      expect(heroOf((await bootData(server, '/careers?domain=acme.com')).config)).toBe('Studio hero');
      const after = await configOf('acme.com', admin);
      expect(after.published.version).toBe(before.published.version + 1);
      expect(after.draft).toBeNull();
      const versions = (await call('GET', '/api/studio/employers/acme.com/versions', admin)).json();
      expect(versions[0]).toEqual({ version: after.published.version, author: ADMIN, publishedAt: expect.any(String), message: 'New hero' });
      const audit = (await call('GET', '/api/studio/employers/acme.com/audit', admin)).json();
      expect(audit[0]).toEqual({
        at: expect.any(String),
        actor: ADMIN,
        action: 'publish',
        fromVersion: before.published.version,
        toVersion: after.published.version,
        message: 'New hero',
      });
      expect(audit.at(-1)).toEqual({
        at: expect.any(String),
        actor: 'seed',
        action: 'seed',
        fromVersion: null,
        toVersion: 1,
        message: 'Seeded from acme.json',
      });
    });

    it("serves the application form the config names, and refuses a name that is none of the employer's forms", async () => {
      const position = await database.db
        .selectFrom('positions')
        .select('id')
        .where('domain', '=', 'globex.com')
        .where('closed_at', 'is', null)
        .executeTakeFirstOrThrow();
      const applyForm = async () => (await call('GET', `/api/pcsx/apply_form?domain=globex.com&pid=${position.id}`, consultant)).json().data.form.id;
      expect(await applyForm()).toBe('globex-application');
      const named = (id: string) => (config: Json) => ({ ...config, formsConfig: { applicationFormId: id } });

      const refused = await publishChange('globex.com', consultant, named('no-such-form'));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([
        {
          pointer: '/formsConfig/applicationFormId',
          message: expect.stringMatching(/^must be the id of one of globex\.com's published forms \(.*globex-application.*\), not "no-such-form"$/),
        },
      ]);
      expect(await applyForm()).toBe('globex-application');

      expect((await publishChange('globex.com', consultant, named('field-gallery'))).statusCode).toBe(200);
      expect(await applyForm()).toBe('field-gallery');
      expect((await publishChange('globex.com', consultant, named('globex-application'))).statusCode).toBe(200);
      expect(await applyForm()).toBe('globex-application');
    });

    it('answers a publish from a stale base with 409, naming the version and who published it', async () => {
      const { published } = await configOf('acme.com', admin);
      await call('PUT', '/api/studio/employers/acme.com/draft', admin, { baseVersion: published.version, config: withHero(published.config, 'Admin hero') });
      expect((await publishChange('acme.com', consultant, (config) => withHero(config, 'Consultant hero'))).statusCode).toBe(200);
      const stale = await call('POST', '/api/studio/employers/acme.com/publish', admin, { baseVersion: published.version, message: 'Mine' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: `Version ${published.version + 1} has been published since, by ${CONSULTANT}: start from it and publish again.`,
        error_code: 'stale_base',
        message_key: 'studio.refusal.staleBase',
        message_params: { version: published.version + 1, author: CONSULTANT },
        publishedVersion: published.version + 1,
        publishedBy: CONSULTANT,
      });
      expect(heroOf((await bootData(server, '/careers?domain=acme.com')).config)).toBe('Consultant hero');
    });

    it('lets exactly one of two publishes from the same base win; the other gets 409', async () => {
      const { published } = await configOf('acme.com');
      for (const [headers, heading] of [
        [consultant, 'Race A'],
        [admin, 'Race B'],
      ] as const) {
        await call('PUT', '/api/studio/employers/acme.com/draft', headers, { baseVersion: published.version, config: withHero(published.config, heading) });
      }
      const results = await Promise.all(
        [consultant, admin].map((headers) =>
          call('POST', '/api/studio/employers/acme.com/publish', headers, { baseVersion: published.version, message: 'Race' }),
        ),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((result) => result.statusCode === 200)!.json().version;
      expect(winner).toBe(published.version + 1);
      expect((await configOf('acme.com')).published.version).toBe(winner);
      const versions = (await call('GET', '/api/studio/employers/acme.com/versions', consultant)).json();
      expect(versions.filter((version: { version: number }) => version.version === winner)).toHaveLength(1);
    });

    it('rolls back by publishing an earlier version again, keeping the history', async () => {
      const { published } = await configOf('acme.com');
      const rolledBack = await call('POST', '/api/studio/employers/acme.com/rollback', consultant, {
        version: 1,
        baseVersion: published.version,
        message: 'Back to the seed',
      });
      expect(rolledBack.statusCode, rolledBack.body).toBe(200);
      expect(rolledBack.json()).toEqual({ version: published.version + 1 });
      expect(heroOf((await bootData(server, '/careers?domain=acme.com')).config)).toBe("Build what's next at Acme");
      const versions = (await call('GET', '/api/studio/employers/acme.com/versions', consultant)).json();
      expect(versions.map((version: { version: number }) => version.version)).toEqual(
        Array.from({ length: published.version + 1 }, (_, i) => published.version + 1 - i),
      );
      const audit = (await call('GET', '/api/studio/employers/acme.com/audit', consultant)).json();
      expect(audit[0]).toMatchObject({
        actor: CONSULTANT,
        action: 'rollback',
        fromVersion: published.version,
        toVersion: published.version + 1,
        message: 'Back to the seed',
      });
      const stale = await call('POST', '/api/studio/employers/acme.com/rollback', consultant, { version: 1, baseVersion: published.version, message: '' });
      expect(stale.json()).toMatchObject({ error_code: 'stale_base', publishedVersion: published.version + 1, publishedBy: CONSULTANT });
      expect(
        (await call('POST', '/api/studio/employers/acme.com/rollback', consultant, { version: 999, baseVersion: published.version + 1, message: '' }))
          .statusCode,
      ).toBe(404);
    });

    it('creates an employer, blank or as a copy, whose portal answers at once', async () => {
      const blank = await call('POST', '/api/studio/employers', consultant, { domain: 'new.example', name: 'New Co' });
      expect(blank.statusCode, blank.body).toBe(201);
      expect(blank.json()).toEqual({ domain: 'new.example', name: 'New Co', publishedVersion: 1 });
      const boot = await bootData(server, '/careers?domain=new.example');
      expect(boot.domain).toBe('new.example');
      expect(boot.config.name).toBe('New Co');
      expect((await call('GET', '/api/pcsx/search?domain=new.example', visitorHeaders)).statusCode).toBe(200);
      await loginOn(server, CONSULTANT, 'new.example');

      const copy = await call('POST', '/api/studio/employers', consultant, { domain: 'copy.example', name: 'Copy Co', copyFrom: 'globex.com' });
      expect(copy.statusCode, copy.body).toBe(201);
      const copied = await bootData(server, '/careers?domain=copy.example');
      const globex = await bootData(server, '/careers?domain=globex.com');
      expect(copied.config.name).toBe('Copy Co');
      expect(copied.config.pages).toEqual(globex.config.pages);
      const { published } = await configOf('copy.example');
      expect(published.config.domain).toBe('copy.example');
      // Its forms come with it, each its own version 1, served at once.
      const formIds = async (domain: string) =>
        ((await call('GET', `/api/studio/forms?domain=${domain}`, consultant)).json() as { id: string; publishedVersion: number }[])
          .map(({ id, publishedVersion }) => `${id}@${publishedVersion}`)
          .sort();
      expect(await formIds('copy.example')).toEqual((await formIds('globex.com')).map((id) => id.replace(/@\d+$/, '@1')));
      expect(await formIds('copy.example')).toContain('onboarding@1');
      expect(server.context.forms.get('copy.example', 'onboarding')?.definition).toEqual(server.context.forms.get('globex.com', 'onboarding')?.definition);
      expect((await call('GET', '/api/studio/employers/copy.example/audit', consultant)).json()).toEqual([
        { at: expect.any(String), actor: CONSULTANT, action: 'create', fromVersion: null, toVersion: 1, message: 'Created as a copy of globex.com' },
      ]);

      expect((await call('POST', '/api/studio/employers', consultant, { domain: 'acme.com', name: 'Again' })).statusCode).toBe(409);
      expect((await call('POST', '/api/studio/employers', consultant, { domain: 'other.example', name: 'X', copyFrom: 'nobody.example' })).statusCode).toBe(
        404,
      );
      expect((await call('POST', '/api/studio/employers', consultant, { domain: 'Not A Domain', name: 'X' })).statusCode).toBe(400);
      expect((await call('GET', '/api/studio/employers', consultant)).json().map((employer: { domain: string }) => employer.domain)).toEqual([
        'acme.com',
        'copy.example',
        'globex.com',
        'new.example',
      ]);
    });
  });
}
