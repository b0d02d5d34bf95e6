import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { expectApiSchema } from '../expectApiSchema';
import { TARGETS } from '../harness';
import { ADMIN, bootData, CONSULTANT, inject, loginOn, seededPagesServer, visitorHeaders, type StudioRequest } from './studioServer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into themes and configs as JSON
type Json = Record<string, any>;

/** A 1×1 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** Text nearly the page's colour: fails 4.5:1, whichever token the engine reads it from. */
const unreadable = (theme: Json): Json => ({
  ...theme,
  colors: { ...theme.colors, text: '#eeeeee' },
  sections: { ...theme.sections, core_properties: { ...theme.sections?.core_properties, text: '#eeeeee' } },
});

for (const target of TARGETS) {
  describe(`the theme builder API [${target}]`, () => {
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
    const themeOf = async (domain: string, headers = consultant) => {
      const response = await call('GET', `/api/studio/employers/${domain}/theme`, headers);
      expect(response.statusCode, response.body).toBe(200);
      expectApiSchema(response.json(), 'studio', 'StudioThemeResponse');
      return response.json() as { published: { version: number; theme: Json }; draft: { baseVersion: number; theme: Json } | null };
    };
    const saveTheme = (domain: string, headers: Record<string, string>, baseVersion: number, theme: unknown) =>
      call('PUT', `/api/studio/employers/${domain}/theme/draft`, headers, { baseVersion, theme });
    const publishTheme = (domain: string, headers: Record<string, string>, baseVersion: number) =>
      call('POST', `/api/studio/employers/${domain}/theme/publish`, headers, { baseVersion });
    const configVersion = async (domain: string, version: number) =>
      (await call('GET', `/api/studio/employers/${domain}/versions/${version}`, consultant)).json() as Json;

    const themeRoutes = () => server.routes.filter((route) => route.url.startsWith('/api/studio/') && route.url.includes('/theme') && route.method !== 'HEAD');
    const concrete = (url: string, domain = 'acme.com') => url.replace(':domain', domain);

    it('answers visitors 401, candidates and other employers’ admins 403 on every theme route, before looking at the body', async () => {
      expect(themeRoutes().map((route) => `${String(route.method)} ${route.url}`)).toEqual([
        'GET /api/studio/employers/:domain/theme',
        'PUT /api/studio/employers/:domain/theme/draft',
        'POST /api/studio/employers/:domain/theme/publish',
        'POST /api/studio/employers/:domain/theme/images',
      ]);
      for (const route of themeRoutes()) {
        const method = [route.method].flat()[0] as 'GET';
        const payload = method === 'GET' ? undefined : { baseVersion: 'not a number', theme: 'not an object', content: 42 };
        expect((await call(method, concrete(route.url), visitorHeaders, payload)).statusCode, `${method} ${route.url}`).toBe(401);
        const ada = await call(method, concrete(route.url), candidate, payload);
        expect(ada.statusCode, `${method} ${route.url}`).toBe(403);
        expect(ada.json().error_code).toBe('forbidden');
        const otherAdmin = await call(method, concrete(route.url, 'globex.com'), admin, payload);
        expect(otherAdmin.statusCode, `${method} ${route.url}`).toBe(403);
      }
      expect((await saveTheme('acme.com', consultant, 'x' as never, 'y')).statusCode).toBe(400);
    });

    it('answers the published theme and no draft; the consultant edits every employer, the admin their own', async () => {
      const acme = await themeOf('acme.com', admin);
      expect(acme).toEqual({ published: { version: 1, theme: expect.objectContaining({ product: 'pcsx', radius: 'lg' }) }, draft: null });
      expect(acme.published.theme.colors.primary).toBe('#0b57d0');
      expect((await themeOf('globex.com')).published.theme.product).toBe('default');
    });

    it('saves a draft while invalid, answering the schema’s errors at pointers into the theme and every pair’s contrast', async () => {
      const { published } = await themeOf('globex.com');
      const broken = { ...published.theme, colors: { ...published.theme.colors, primary: 'orange' }, radius: 'huge' };
      const saved = await saveTheme('globex.com', consultant, published.version, broken);
      expect(saved.statusCode, saved.body).toBe(200);
      expectApiSchema(saved.json(), 'studio', 'SaveThemeDraftResponse');
      const pointers = (saved.json().errors as { pointer: string }[]).map((error) => error.pointer);
      expect(pointers).toEqual(expect.arrayContaining(['/colors/primary', '/radius']));
      expect(pointers.every((pointer) => !pointer.startsWith('/theme'))).toBe(true);
      expect((await themeOf('globex.com')).draft).toEqual({ baseVersion: published.version, theme: broken });

      const readable = await saveTheme('globex.com', consultant, published.version, published.theme);
      expect(readable.json().errors).toEqual([]);
      const { contrast } = readable.json() as { contrast: Json[] };
      expect(contrast.length).toBeGreaterThan(3);
      for (const pair of contrast) {
        expect(pair.pair).toHaveLength(2);
        expect(pair.ratio).toBe(Math.round(pair.ratio * 100) / 100);
        expect(pair.passes).toBe(pair.ratio >= pair.required);
      }
      expect(contrast.every((pair) => pair.passes)).toBe(true);

      const failing = (await saveTheme('globex.com', consultant, published.version, unreadable(published.theme))).json();
      expect(failing.errors).toEqual([]);
      expect((failing.contrast as Json[]).some((pair) => !pair.passes && /\/text$/.test(pair.pair[0]))).toBe(true);
      // Drafts are each editor's own.
      expect((await themeOf('acme.com', admin)).draft).toBeNull();
    });

    it('bounds a draft (413) and refuses a base version never published (400)', async () => {
      const { published } = await themeOf('acme.com');
      const huge = await saveTheme('acme.com', consultant, published.version, { ...published.theme, padding: 'x'.repeat(1024 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error_code).toBe('draft_too_large');
      const future = await saveTheme('acme.com', consultant, 99, published.theme);
      expect(future.statusCode).toBe(400);
      expect(future.json().error_code).toBe('unknown_version');
    });

    it('refuses to publish without a draft, and a theme failing contrast (422, naming the failing pairs)', async () => {
      const { published } = await themeOf('globex.com');
      const saved = (await saveTheme('globex.com', consultant, published.version, unreadable(published.theme))).json();
      const refused = await publishTheme('globex.com', consultant, published.version);
      expect(refused.statusCode, refused.body).toBe(422);
      expectApiSchema(refused.json(), 'studio', 'StudioErrorResponse');
      const failing = (saved.contrast as Json[]).filter((pair) => !pair.passes);
      expect(refused.json()).toEqual({
        message: expect.stringContaining('WCAG 2.2 AA contrast'),
        error_code: 'invalid_config',
        message_key: 'studio.refusal.themeContrast',
        message_params: { count: failing.length },
        errors: expect.any(Array),
        contrast: failing,
      });
      const textPair = failing.find((pair) => /\/text$/.test(pair.pair[0]))!;
      // The engine's error is at the colour to change, as the pair names it: pointers into the theme.
      expect((refused.json().errors as { pointer: string }[]).map((error) => error.pointer)).toContain(textPair.pair[0]);
      expect((await themeOf('globex.com')).published.version).toBe(published.version);

      const noDraft = await publishTheme('acme.com', admin, 1);
      expect(noDraft.statusCode).toBe(400);
      expect(noDraft.json()).toEqual({
        message: 'There is no draft to publish: save one first.',
        error_code: 'no_draft',
        message_key: 'studio.refusal.noDraft',
      });
    });

    it('publishes a new config version that changes only the theme; visitors’ pages get it at once and the draft is gone', async () => {
      const { published } = await themeOf('acme.com', admin);
      const before = await configVersion('acme.com', published.version);
      const theme = { ...published.theme, colors: { ...published.theme.colors, primary: '#0a4fbf' } };
      expect((await saveTheme('acme.com', admin, published.version, theme)).statusCode).toBe(200);
      const done = await publishTheme('acme.com', admin, published.version);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ version: published.version + 1 });

      const after = await configVersion('acme.com', published.version + 1);
      expect(after).toEqual({
        version: published.version + 1,
        author: ADMIN,
        publishedAt: expect.any(String),
        message: 'Theme published',
        config: { ...before.config, theme },
      });
      expect(Object.keys(after.config)).toEqual(Object.keys(before.config));
      expect((await bootData(server, '/careers?domain=acme.com')).config.theme.colors.primary).toBe('#0a4fbf');
      const page = await server.app.inject({ url: '/careers?domain=acme.com' });
      expect(page.body).toContain('--pt-core_properties-primary:#0a4fbf');
      expect(await themeOf('acme.com', admin)).toEqual({ published: { version: published.version + 1, theme }, draft: null });
      const audit = (await call('GET', '/api/studio/employers/acme.com/audit', admin)).json();
      expect(audit[0]).toEqual(expect.objectContaining({ actor: ADMIN, action: 'publish', fromVersion: published.version, message: 'Theme published' }));
    });

    it('answers a publish from a stale base with 409, as the studio does', async () => {
      const { published } = await themeOf('acme.com', admin);
      await saveTheme('acme.com', admin, published.version, { ...published.theme, radius: 'sm' });
      await saveTheme('acme.com', consultant, published.version, { ...published.theme, radius: 'xl' });
      expect((await publishTheme('acme.com', consultant, published.version)).statusCode).toBe(200);
      const stale = await publishTheme('acme.com', admin, published.version);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: `Version ${published.version + 1} has been published since, by ${CONSULTANT}: start from it and publish again.`,
        error_code: 'stale_base',
        message_key: 'studio.refusal.staleBase',
        message_params: { version: published.version + 1, author: CONSULTANT },
        publishedVersion: published.version + 1,
        publishedBy: CONSULTANT,
      });
      expect((await bootData(server, '/careers?domain=acme.com')).config.theme.radius).toBe('xl');
    });

    it('tells a studio draft of the same employer that the theme was published under it, until the draft takes it', async () => {
      const configOf = async () => (await call('GET', '/api/studio/employers/acme.com/config', consultant)).json() as Json;
      const { published } = await configOf();
      await call('PUT', '/api/studio/employers/acme.com/draft', consultant, {
        baseVersion: published.version,
        config: { ...published.config, name: 'Acme Studio' },
      });
      expect((await configOf()).draft.themeMovedSince).toBeNull();

      const theme = { ...published.config.theme, fontFamily: 'Georgia, serif' };
      await saveTheme('acme.com', admin, published.version, theme);
      expect((await publishTheme('acme.com', admin, published.version)).statusCode).toBe(200);
      const told = await configOf();
      expectApiSchema(told, 'studio', 'StudioConfigResponse');
      expect(told.draft.themeMovedSince).toEqual({ version: published.version + 1, author: ADMIN });

      await call('PUT', '/api/studio/employers/acme.com/draft', consultant, { baseVersion: published.version, config: { ...told.draft.config, theme } });
      expect((await configOf()).draft.themeMovedSince).toBeNull();
    });

    it('keeps an uploaded PNG in the database and serves it with its type, nosniff and a long immutable cache', async () => {
      const uploaded = await call('POST', '/api/studio/employers/acme.com/theme/images', admin, { name: 'hero.png', type: 'image/png', content: TINY_PNG });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expectApiSchema(uploaded.json(), 'studio', 'UploadThemeImageResponse');
      const { url } = uploaded.json() as { url: string };
      expect(url).toMatch(/^\/theme-assets\/acme\.com\/[0-9a-f]{32}\.png$/);
      const again = await call('POST', '/api/studio/employers/acme.com/theme/images', admin, { name: 'copy.png', type: 'image/png', content: TINY_PNG });
      expect(again.json()).toEqual({ url });

      const served = await server.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(Buffer.from(TINY_PNG, 'base64'))).toBe(true);
      // The hero image a theme names: published, every page's theme style shows it.
      const { published } = await themeOf('acme.com', admin);
      const theme = { ...published.theme, sections: { ...published.theme.sections, pcsx_hero_image: { image: url } } };
      expect((await saveTheme('acme.com', admin, published.version, theme)).json().errors).toEqual([]);
      expect((await publishTheme('acme.com', admin, published.version)).statusCode).toBe(200);
      expect((await server.app.inject({ url: '/careers?domain=acme.com' })).body).toContain(`url("${url}")`);
      // The address names the employer's image in its own type only.
      expect((await server.app.inject({ url: url.replace('acme.com', 'globex.com') })).statusCode).toBe(404);
      expect((await server.app.inject({ url: url.replace('.png', '.webp') })).statusCode).toBe(404);
    });

    it('refuses an SVG, whatever type it declares, a file that is no image, and an image over 2 MB', async () => {
      const upload = (content: string, type = 'image/png') =>
        call('POST', '/api/studio/employers/acme.com/theme/images', admin, { name: 'hero.png', type, content });
      const svg = base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const type of ['image/svg+xml', 'image/png']) {
        const refused = await upload(svg, type);
        expect(refused.statusCode).toBe(415);
        expect(refused.json()).toEqual({
          message: 'Upload a PNG, JPEG or WebP image (SVG and other files are not accepted).',
          error_code: 'unsupported_image',
          message_key: 'studio.refusal.unsupportedImage',
        });
      }
      expect((await upload(base64('<html><script>alert(1)</script></html>'))).statusCode).toBe(415);
      expect((await upload('not base64!')).statusCode).toBe(400);
      const pngHeader = Buffer.from(TINY_PNG, 'base64').subarray(0, 8);
      const justOver = Buffer.concat([pngHeader, Buffer.alloc(2 * 1024 * 1024 - 7)]);
      for (const content of [justOver.toString('base64'), Buffer.concat([justOver, justOver]).toString('base64')]) {
        const tooLarge = await upload(content);
        expect(tooLarge.statusCode).toBe(413);
        expect(tooLarge.json()).toEqual({
          message: 'An image may be at most 2 MB.',
          error_code: 'image_too_large',
          message_key: 'studio.refusal.imageTooLarge',
        });
      }
    });
  });
}
