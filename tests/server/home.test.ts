import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../engine/forms/validateFormDefinition';
import { SUPPORTED_LANGUAGES } from '../../engine/i18n/languages';
import { BOOTSTRAPPING_FORM } from '../../server/home/bootstrappingForm';
import { PageLogBudget } from '../../server/home/pageLog/PageLogBudget';
import { prunePageLogs } from '../../server/home/pageLog/prunePageLogs';
import { expectApiSchema } from './expectApiSchema';
import { loadApiSchemas } from '../../server/http/apiSchemas';
import { describeEachTarget, type TestServer } from './harness';

const expectSchema = expectApiSchema;

describe('candidate home contracts', () => {
  it('offers exactly the 37 supported languages in settings', () => {
    const schema = loadApiSchemas().get('home')!.definitions.Language as { enum: string[] };
    expect(schema.enum).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it('ships a bootstrapping form that is a valid form definition of the forms toolkit', () => {
    // The toolkit's own full check: its JSON Schema (with the config's texts by language) and the compiler's.
    expect(validateFormDefinition(BOOTSTRAPPING_FORM).errors).toEqual([]);
    expect(BOOTSTRAPPING_FORM.sections.flatMap((section) => section.items.map((item) => item.name))).toEqual([
      'headline',
      'location',
      'skills',
      'desired_roles',
    ]);
  });

  it('drops page logs over a visitor budget and starts a new window after a minute', () => {
    const budget = new PageLogBudget(2);
    expect([budget.allow('a', 0), budget.allow('a', 1), budget.allow('a', 2), budget.allow('b', 2)]).toEqual([true, true, false, true]);
    expect(budget.allow('a', 60_001)).toBe(true);
  });
});

describeEachTarget('candidate home: terms, onboarding, settings, export and page logs', (server) => {
  beforeAll(() => server().app.ready(), 60_000);

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    server().app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}domain=acme.com`, headers, ...(payload ? { payload } : {}) });
  const ok = (response: Awaited<ReturnType<typeof inject>>, file: string, definition: string) => {
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response.json(), file, definition);
    return response.json().data;
  };
  const signUp = async (email: string) => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/auth/signup?domain=acme.com',
      headers: await server().anonymous(),
      payload: { fullName: 'Katherine Johnson', email, password: 'orbital-mechanics' },
    });
    expect(response.statusCode).toBe(200);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
    return { cookie: `portico_session=${cookies.portico_session}; portico_csrf=${cookies.portico_csrf}`, 'x-csrf-token': String(cookies.portico_csrf) };
  };

  describe('terms of service', () => {
    it("answers the employer's terms with tosAttested false for a visitor", async () => {
      const data = ok(await inject('GET', '/api/pcsx/terms_of_service', await server().anonymous()), 'home', 'TermsOfServiceResponse');
      expect(data).toEqual({
        tosAttested: false,
        enabled: true,
        title: 'Acme candidate terms',
        html: '<p>By continuing you agree that Acme may process your application data for recruiting purposes.</p>',
        buttonText: 'Accept',
      });
    });

    it('answers tosAttested true for ada and disabled terms for globex', async () => {
      expect(ok(await inject('GET', '/api/pcsx/terms_of_service', await server().login('ada@example.com')), 'home', 'TermsOfServiceResponse').tosAttested).toBe(
        true,
      );
      const globex = await server().app.inject({ url: '/api/pcsx/terms_of_service?domain=globex.com', headers: await server().anonymous() });
      expect(globex.json().data).toMatchObject({ enabled: false, tosAttested: false, buttonText: 'Accept' });
    });

    it('refuses attestation by a visitor (401) and without the CSRF header (403)', async () => {
      const anonymous = await inject('POST', '/api/pcsx/terms_of_service', await server().anonymous());
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['x-login-required']).toBe('1');
      const grace = await server().login('grace@example.com');
      expect((await inject('POST', '/api/pcsx/terms_of_service', { cookie: grace.cookie! })).statusCode).toBe(403);
    });
  });

  describe("grace's first visit", () => {
    it('walks grace through the terms, onboarding and profile bootstrapping', async () => {
      const grace = await server().login('grace@example.com');
      expect(ok(await inject('GET', '/api/pcsx/terms_of_service', grace), 'home', 'TermsOfServiceResponse').tosAttested).toBe(false);
      const start = ok(await inject('GET', '/api/pcsx/onboarding', grace), 'home', 'OnboardingResponse');
      expect(start).toMatchObject({
        isOnboarded: false,
        isBootstrapped: false,
        bootstrappingConfig: { form: { id: 'profile-bootstrapping' }, values: { headline: '', location: '', skills: [], desired_roles: [] } },
      });

      // Onboarding waits for the terms.
      const early = await inject('POST', '/api/pcsx/onboarding', grace);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        message: 'Please accept the terms of service first.',
        error_code: 'terms_not_attested',
        message_key: 'appStart.termsFirst',
      });

      expect(ok(await inject('POST', '/api/pcsx/terms_of_service', grace), 'home', 'TermsOfServiceResponse').tosAttested).toBe(true);
      const row = await server()
        .database.db.selectFrom('candidates')
        .select(['tos_attested', 'tos_attested_at'])
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow();
      expect(row.tos_attested).toBe(true);
      expect(new Date(row.tos_attested_at!).getTime()).toBe(server().clock.now.getTime());

      expect(ok(await inject('POST', '/api/pcsx/onboarding', grace), 'home', 'OnboardingResponse')).toMatchObject({
        isOnboarded: true,
        isBootstrapped: false,
      });

      const bootstrapped = ok(
        await inject('POST', '/api/pcsx/profile_bootstrap', grace, {
          headline: ' Computer scientist ',
          location: 'Arlington, VA, US',
          skills: ['COBOL', 'Compilers', 'cobol', 'Mathematics'],
          desired_roles: ['Engineering manager'],
        }),
        'home',
        'OnboardingResponse',
      );
      expect(bootstrapped).toMatchObject({
        isOnboarded: true,
        isBootstrapped: true,
        bootstrappingConfig: {
          values: {
            headline: 'Computer scientist',
            location: 'Arlington, VA, US',
            skills: ['COBOL', 'Compilers', 'Mathematics'],
            desired_roles: ['Engineering manager'],
          },
        },
      });
      const profile = ok(await inject('GET', '/api/pcsx/profile_details', grace), 'profile', 'ProfileResponse');
      expect(profile).toMatchObject({
        headline: 'Computer scientist',
        location: 'Arlington, VA, US',
        skills: ['COBOL', 'Compilers', 'Mathematics'],
        desired_roles: ['Engineering manager'],
      });
      expect(ok(await inject('GET', '/api/pcsx/profile_analysis', grace), 'profile', 'ProfileAnalysisResponse').completion).toBe(40);
      // Attesting again keeps the first time.
      server().clock.now = new Date(server().clock.now.getTime() + 60_000);
      await inject('POST', '/api/pcsx/terms_of_service', grace);
      const again = await server()
        .database.db.selectFrom('candidates')
        .select('tos_attested_at')
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow();
      expect(new Date(again.tos_attested_at!).getTime()).toBe(row.tos_attested_at!.getTime());
    });

    it('refuses bootstrap answers without a location or skills', async () => {
      const grace = await server().login('grace@example.com');
      const cases: [object, number, RegExp][] = [
        [{ location: 'Paris', skills: [] }, 400, /skills/],
        [{ skills: ['Go'] }, 400, /location/],
        [{ location: 'Paris', skills: ['Go'], desired_roles: { role: 'CTO' } }, 400, /desired_roles/],
        [{ location: 'Paris', skills: 'Go' }, 400, /body.skills must be array/],
        [{ location: '   ', skills: ['Go'] }, 422, /Please enter your location/],
        [{ location: 'Paris', skills: ['  ', '\t'] }, 422, /Add at least one skill/],
        [{ location: 'Paris\u0000', skills: ['Go'] }, 400, /NUL characters/],
      ];
      for (const [payload, status, message] of cases) {
        const response = await inject('POST', '/api/pcsx/profile_bootstrap', grace, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().message).toMatch(message);
      }
    });
  });

  describe('settings and account', () => {
    it("shows ada's settings with the employer's languages and default preferences", async () => {
      const data = ok(await inject('GET', '/api/pcsx/settings', await server().login('ada@example.com')), 'home', 'SettingsResponse');
      expect(data).toEqual({
        language: null,
        availableLanguages: ['en', 'fr', 'de', 'es', 'ar', 'ja'],
        notificationPreferences: { email: true, inApp: true, savedSearchAlerts: true, savedSearchDigest: false },
        account: { email: 'ada@example.com', fullName: 'Ada Lovelace' },
      });
    });

    it('saves the language and preferences, which persist', async () => {
      const ada = await server().login('ada@example.com');
      const saved = ok(
        await inject('POST', '/api/pcsx/settings', ada, { language: 'fr-CA', notificationPreferences: { savedSearchAlerts: false } }),
        'home',
        'SettingsResponse',
      );
      expect(saved).toMatchObject({ language: 'fr-CA', notificationPreferences: { email: true, inApp: true, savedSearchAlerts: false } });
      expect(ok(await inject('GET', '/api/pcsx/settings', ada), 'home', 'SettingsResponse')).toMatchObject({
        language: 'fr-CA',
        notificationPreferences: { savedSearchAlerts: false },
      });
      expect(
        (
          await server()
            .database.db.selectFrom('candidates')
            .select('language')
            .where('email', '=', 'ada@example.com')
            .where('domain', '=', 'acme.com')
            .executeTakeFirstOrThrow()
        ).language,
      ).toBe('fr-CA');
      expect(ok(await inject('POST', '/api/pcsx/settings', ada, { language: null }), 'home', 'SettingsResponse').language).toBeNull();
    });

    it('refuses an unsupported language, an empty update and a wrong current password', async () => {
      const ada = await server().login('ada@example.com');
      for (const payload of [
        { language: 'xx' },
        { language: 'EN' },
        {},
        { notificationPreferences: { inApp: 'sometimes' } },
        { password: { current: 'portico-demo', new: 'short' } },
      ]) {
        expect((await inject('POST', '/api/pcsx/settings', ada, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const wrong = await inject('POST', '/api/pcsx/settings', ada, { password: { current: 'not-it', new: 'a-new-password' } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: 'Your current password is not right. Please try again.',
        error_code: 'wrong_password',
        message_key: 'home.settings.wrongPassword',
      });
    });

    it('changes the password: the new one logs in, the old one no longer does, and other sessions end', async () => {
      const first = await signUp('katherine@example.com');
      const other = await server().app.inject({
        method: 'POST',
        url: '/api/auth/login?domain=acme.com',
        headers: await server().anonymous(),
        payload: { email: 'katherine@example.com', password: 'orbital-mechanics' },
      });
      const otherCookie = other.cookies.find((c) => c.name === 'portico_session')!.value;

      const changed = await inject('POST', '/api/pcsx/settings', first, { password: { current: 'orbital-mechanics', new: 'friendship-7-orbit' } });
      ok(changed, 'home', 'SettingsResponse');
      const newSession = changed.cookies.find((c) => c.name === 'portico_session')!.value;
      expect(changed.headers['x-csrf-token']).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const me = (cookie: string) =>
        server()
          .app.inject({ url: '/api/auth/me?domain=acme.com', headers: { cookie: `portico_session=${cookie}` } })
          .then((r) => r.json().data.isLoggedIn);
      expect(await me(newSession)).toBe(true);
      expect(await me(otherCookie)).toBe(false);
      const login = (password: string) =>
        server().app.inject({
          method: 'POST',
          url: '/api/auth/login?domain=acme.com',
          headers: { cookie: 'portico_csrf=anonymous-test-token-0123456789ab', 'x-csrf-token': 'anonymous-test-token-0123456789ab' },
          payload: { email: 'katherine@example.com', password },
        });
      expect((await login('orbital-mechanics')).statusCode).toBe(400);
      expect((await login('friendship-7-orbit')).statusCode).toBe(200);
    });

    it('changes the log-in e-mail only with the password and refuses one another account has', async () => {
      const first = await signUp('mary@example.com');

      // A session alone cannot hand the account to another address.
      expect((await inject('POST', '/api/pcsx/settings', first, { email: 'thief@example.com' })).statusCode).toBe(400);
      const wrong = await inject('POST', '/api/pcsx/settings', first, { email: 'thief@example.com', currentPassword: 'not-it' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ error_code: 'wrong_password' });
      const taken = await inject('POST', '/api/pcsx/settings', first, { email: 'ada@example.com', currentPassword: 'orbital-mechanics' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ error_code: 'email_taken', message_key: 'auth.errors.emailTaken' });

      const changed = await inject('POST', '/api/pcsx/settings', first, { email: 'Mary.Jackson@Example.com', currentPassword: 'orbital-mechanics' });
      ok(changed, 'home', 'SettingsResponse');
      expect(changed.json().data.account.email).toBe('mary.jackson@example.com');
      const login = (email: string) =>
        server().app.inject({
          method: 'POST',
          url: '/api/auth/login?domain=acme.com',
          headers: { cookie: 'portico_csrf=anonymous-test-token-0123456789ab', 'x-csrf-token': 'anonymous-test-token-0123456789ab' },
          payload: { email, password: 'orbital-mechanics' },
        });
      expect((await login('mary@example.com')).statusCode).toBe(400);
      expect((await login('mary.jackson@example.com')).statusCode).toBe(200);
    });

    it('deletes an account and everything of it only with the right password', async () => {
      const headers = await signUp('dorothy@example.com');
      const db = server().database.db;
      const id = (await db.selectFrom('candidates').select('id').where('email', '=', 'dorothy@example.com').executeTakeFirstOrThrow()).id;
      await db
        .insertInto('notifications')
        .values({ candidate_id: id, category_title: 'x', message: 'x', notification_type: 'info', redirect_url: null })
        .execute();

      const wrong = await inject('DELETE', '/api/pcsx/account', headers, { password: 'nope' });
      expect(wrong.statusCode).toBe(422);
      expect((await inject('DELETE', '/api/pcsx/account', headers, {})).statusCode).toBe(400);

      const deleted = await inject('DELETE', '/api/pcsx/account', headers, { password: 'orbital-mechanics' });
      expect(deleted.json()).toEqual({ data: { ok: true } });
      expectSchema(deleted.json(), 'common', 'OkResponse');
      expect(await db.selectFrom('candidates').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(await db.selectFrom('notifications').select('id').where('candidate_id', '=', id).execute()).toEqual([]);
      expect(await db.selectFrom('sessions').select('id').where('candidate_id', '=', id).execute()).toEqual([]);
      expect((await inject('GET', '/api/pcsx/settings', headers)).statusCode).toBe(401);
    });
  });

  describe('export resume', () => {
    it("downloads ada's profile as a PDF attachment", async () => {
      const response = await inject('GET', '/api/pcsx/export_resume?format=pdf', await server().login('ada@example.com'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Ada-Lovelace-resume.pdf"; filename*=UTF-8''Ada-Lovelace-resume.pdf`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe('Ada Lovelace – resume');
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    });

    it('exports a profile whose text the standard font cannot draw, and a very long one over several pages', async () => {
      const headers = await signUp('mae@example.com');
      const edit = (payload: object) => inject('POST', '/api/pcsx/profile_edit', headers, payload);
      expect((await edit({ op_section: 'skills', operation: 'set', op_data: { value: ['日本語', 'Ωmega', '🚀 launch'] } })).statusCode).toBe(200);
      for (let i = 0; i < 12; i += 1) {
        expect(
          (
            await edit({
              op_section: 'experience',
              operation: 'add',
              op_data: { value: { title: `Role ${i}`, company: 'NASA', description: 'Long text. '.repeat(150) } },
            })
          ).statusCode,
        ).toBe(200);
      }
      const response = await inject('GET', '/api/pcsx/export_resume', headers);
      expect(response.statusCode).toBe(200);
      expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBeGreaterThan(1);
    });

    it('refuses an unknown format with 400 and a visitor with 401', async () => {
      expect((await inject('GET', '/api/pcsx/export_resume?format=docx', await server().login('ada@example.com'))).statusCode).toBe(400);
      expect((await inject('GET', '/api/pcsx/export_resume', await server().anonymous())).statusCode).toBe(401);
    });
  });

  describe('page logging (/vslog)', () => {
    const logs = () => server().database.db.selectFrom('page_logs').selectAll().orderBy('id').execute();
    const vslog = (url: string, payload?: string | object, contentType = 'application/json') =>
      server().app.inject({
        method: 'POST',
        url,
        ...(payload !== undefined
          ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType } }
          : {}),
      });

    it('stores a page log without a CSRF token, with the pid of the query as position_id', async () => {
      const before = (await logs()).length;
      const response = await vslog('/vslog?domain=acme.com&pid=42-senior-engineer', {
        namespace: 'pages',
        event: 'page_view',
        data_json: { page: 'singlePosition', utm_source: 'newsletter' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const rows = await logs();
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({
        domain: 'acme.com',
        namespace: 'pages',
        event: 'page_view',
        data: { page: 'singlePosition', utm_source: 'newsletter', position_id: 42 },
      });
    });

    it('stores the query form, a sendBeacon text body and page-performance metrics', async () => {
      const before = (await logs()).length;
      expect((await vslog('/vslog?domain=globex.com&namespace=pages&event=page_view')).statusCode).toBe(204);
      expect(
        (await vslog('/vslog?domain=acme.com', { namespace: 'errors', event: 'render_crash', data_json: { message: 'boom' } }, 'text/plain;charset=UTF-8'))
          .statusCode,
      ).toBe(204);
      expect(
        (
          await vslog('/vslog?domain=acme.com', {
            namespace: 'performance',
            event: 'page_load',
            metrics_to_push: [
              { name: 'navigation', value: 812.5 },
              { name: 'largest_contentful_paint', value: 1290 },
            ],
          })
        ).statusCode,
      ).toBe(204);
      expect((await vslog('/vslog?domain=acme.com&namespace=performance&event=page_load', { metrics_to_push: { navigation: 640 } })).statusCode).toBe(204);
      const rows = (await logs()).slice(before);
      expect(rows.map((row) => [row.domain, row.namespace, row.event, row.data])).toEqual([
        ['globex.com', 'pages', 'page_view', {}],
        ['acme.com', 'errors', 'render_crash', { message: 'boom' }],
        ['acme.com', 'performance', 'page_load', { metrics_to_push: { navigation: 812.5, largest_contentful_paint: 1290 } }],
        ['acme.com', 'performance', 'page_load', { metrics_to_push: { navigation: 640 } }],
      ]);
    });

    it('never fails the page: malformed, oversized or unknown-employer logs answer 204 and store nothing', async () => {
      const before = (await logs()).length;
      const cases: [string, string | object | undefined, string?][] = [
        ['/vslog?domain=acme.com', '{not json'],
        ['/vslog?domain=acme.com', { event: 'page_view', data_json: {} }],
        ['/vslog?domain=acme.com', { namespace: 'pages', event: 'page_view', data_json: 'a string' }],
        ['/vslog?domain=acme.com', { namespace: 'pages', event: 'page view; drop table', data_json: {} }],
        ['/vslog?domain=acme.com', { namespace: 'pages', event: 'page_view', metrics_to_push: { lcp: 'slow' } }],
        ['/vslog?domain=acme.com', { namespace: 'pages', event: 'page_view', data_json: { blob: 'x'.repeat(20_000) } }],
        ['/vslog?domain=acme.com', { namespace: 'pages', event: 'page_view', data_json: { text: 'nul \u0000 byte' } }],
        ['/vslog?domain=nobody.example', { namespace: 'pages', event: 'page_view', data_json: {} }],
        ['/vslog?domain=acme.com&pid=<script>', { namespace: 'pages', event: 'page_view', data_json: {} }],
        ['/vslog?domain=acme.com', undefined],
        ['/vslog?domain=acme.com', 'namespace=pages&event=page_view', 'application/x-www-form-urlencoded'],
      ];
      for (const [url, payload, type] of cases) {
        const response = await vslog(url, payload, type);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(204);
      }
      expect(await logs()).toHaveLength(before);
    });

    it('prunes page logs older than 90 days', async () => {
      const db = server().database.db;
      const now = server().clock.now;
      await db
        .insertInto('page_logs')
        .values({ domain: 'acme.com', namespace: 'pages', event: 'old', data: '{}', created_at: new Date(now.getTime() - 91 * 24 * 60 * 60 * 1000) })
        .execute();
      const kept = (await logs()).length - 1;
      expect(await prunePageLogs(db, now)).toBe(1);
      expect(await logs()).toHaveLength(kept);
    });
  });

  it('refuses visitors with 401 everywhere but the terms and the notification boot data', async () => {
    const anonymous = await server().anonymous();
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/pcsx/onboarding'],
      ['POST', '/api/pcsx/onboarding'],
      ['POST', '/api/pcsx/profile_bootstrap', { location: 'Paris', skills: ['Go'] }],
      ['GET', '/api/pcsx/settings'],
      ['POST', '/api/pcsx/settings', { language: 'fr' }],
      ['DELETE', '/api/pcsx/account', { password: 'x' }],
      ['GET', '/api/pcsx/export_resume'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await inject(method, url, anonymous, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['x-login-required']).toBe('1');
      expectSchema(response.json(), 'common', 'ErrorResponse');
    }
    expect((await inject('GET', '/api/pcsx/terms_of_service', anonymous)).statusCode).toBe(200);
    expect((await inject('GET', '/api/pcsx/notifications_boot_data', anonymous)).statusCode).toBe(200);
  });
});

describeEachTarget(
  'candidate home: rate limits',
  (server) => {
    it("slows password guessing on account deletion with 429 and the request layer's text", { timeout: 20_000 }, async () => {
      const grace = await server().login('grace@example.com');
      const statuses: number[] = [];
      let last: Awaited<ReturnType<TestServer['app']['inject']>> | undefined;
      for (let i = 0; i < 12; i += 1) {
        last = await server().app.inject({ method: 'DELETE', url: '/api/pcsx/account?domain=acme.com', headers: grace, payload: { password: `guess-${i}` } });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(last!.json()).toEqual({ message: 'Please try again in a few minutes', error_code: 'rate_limited', message_key: 'errors.request.rateLimited' });
      expect(await server().database.db.selectFrom('candidates').select('id').where('email', '=', 'grace@example.com').executeTakeFirst()).toBeDefined();
    });
  },
  { rateLimits: true },
);
