import { beforeAll, expect, it } from 'vitest';
import { validateSubmission } from '../../engine/forms/validateSubmission';
import { expectApiSchema } from './expectApiSchema';
import { readConfigForms } from './formFiles';
import { describeEachTarget, type TestServer } from './harness';

const expectSchema = expectApiSchema;

const SEEDED_AT = new Date('2025-03-10T09:00:00.000Z');
const catalog = await readConfigForms();

/** A complete, valid acme application. */
const ACME_ANSWERS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: { countryCode: 'US', callingCode: '1', number: '201 555 0123' },
  country: 'US',
  state: 'TX',
  work_authorized: 'yes',
  experience: [{ employer: 'Analytical Engines', job_title: 'Engineer', period: { startDate: '03/2019', endDate: '', isCurrent: true } }],
  resume: [
    {
      uid: 'rc-1',
      name: 'ada-resume.pdf',
      size: 2048,
      type: 'application/pdf',
      lastModified: 1700000000000,
      webkitRelativePath: '',
      content: 'data:application/pdf;base64,JVBERi0xLjQK',
      status: 'done',
    },
  ],
  privacy_consent: true,
};

const GLOBEX_ANSWERS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country: 'CA',
  region: 'ON',
  motivation: 'I would love to build calm, well-tested software at Globex.',
  privacy_consent: true,
};

async function openPositions(server: TestServer, domain: string) {
  return server.database.db.selectFrom('positions').select(['id', 'title']).where('domain', '=', domain).where('closed_at', 'is', null).orderBy('id').execute();
}

describeEachTarget(
  'applying to a position',
  (server) => {
    let acme: { id: number; title: string }[];
    let globex: { id: number; title: string }[];
    let closedId: number;
    beforeAll(async () => {
      await server().app.ready();
      acme = await openPositions(server(), 'acme.com');
      globex = await openPositions(server(), 'globex.com');
      closedId = (
        await server()
          .database.db.selectFrom('positions')
          .select('id')
          .where('domain', '=', 'acme.com')
          .where('closed_at', 'is not', null)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    }, 60_000);

    const inject = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object, domain = 'acme.com') =>
      server().app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}domain=${domain}`, headers, ...(payload === undefined ? {} : { payload }) });

    it('the sample answers pass the forms engine (so the tests below test the server)', () => {
      expect(validateSubmission(catalog.get('acme.com', 'acme-application')!.compiled, ACME_ANSWERS, { now: '2025-03-10' }).errors).toEqual({});
      expect(validateSubmission(catalog.get('globex.com', 'globex-application')!.compiled, GLOBEX_ANSWERS, { now: '2025-03-10' }).errors).toEqual({});
    });

    it("gives the employer's application form for an open position, started from the profile", async () => {
      const ada = await server().login('ada@example.com');
      const position = acme[10]!;
      const response = await inject('GET', `/api/pcsx/apply_form?pid=${position.id}-some-slug`, ada);
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'forms', 'ApplyFormResponse');
      const data = response.json().data;
      expect(data.position).toEqual({ id: position.id, name: position.title, location: expect.any(String) });
      expect(data.is_logged_in).toBe(true);
      expect(data.form).toMatchObject({
        id: 'acme-application',
        title: 'Apply to Acme',
        layout: 'simple',
        status: 'pending',
        readonly: false,
        values: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      });
      expect(data.form.definition.sections.length).toBeGreaterThan(0);
    });

    it('shows a draft application as a draft and an application already sent read-only', async () => {
      const ada = await server().login('ada@example.com');
      const draft = (await inject('GET', `/api/pcsx/apply_form?pid=${acme[6]!.id}`, ada)).json().data.form;
      expect(draft).toMatchObject({ status: 'draft', readonly: false });
      const applied = (await inject('GET', `/api/pcsx/apply_form?pid=${acme[0]!.id}`, ada)).json().data.form;
      expect(applied).toMatchObject({ status: 'submitted', readonly: true });
    });

    it("answers 404 for a closed, unknown or another employer's position", async () => {
      const ada = await server().login('ada@example.com');
      for (const pid of [String(closedId), '999999999', String(globex[0]!.id)]) {
        const response = await inject('GET', `/api/pcsx/apply_form?pid=${pid}`, ada);
        expect(response.statusCode, pid).toBe(404);
        expect(response.json().message).toBe('This position does not exist or is no longer available.');
        const apply = await inject('POST', '/api/pcsx/apply', ada, { pid, values: ACME_ANSWERS });
        expect(apply.statusCode, pid).toBe(404);
        const draft = await inject('PUT', '/api/pcsx/apply_draft', ada, { pid: Number(pid), values: {} });
        expect(draft.statusCode, pid).toBe(404);
      }
      expect((await inject('GET', '/api/pcsx/apply_form?pid=abc', ada)).statusCode).toBe(400);
    });

    it("saves a draft application that the dashboard's drafts tab lists", async () => {
      const ada = await server().login('ada@example.com');
      const position = acme[11]!;
      server().clock.now = new Date('2025-03-10T11:00:00.000Z');
      const saved = await inject('PUT', '/api/pcsx/apply_draft', ada, { pid: position.id, values: { first_name: 'Ada', cover_letter: 'Dear Acme,', junk: 1 } });
      server().clock.now = SEEDED_AT;
      expect(saved.statusCode).toBe(200);
      expectSchema(saved.json(), 'forms', 'FormDraftResponse');
      expect(saved.json()).toEqual({ data: { saved_at: '2025-03-10T11:00:00.000Z' } });
      const drafts = (await inject('GET', '/api/pcsx/draft_applications', ada)).json().data.draft_applications;
      expect(drafts[0]).toMatchObject({ position_id: position.id, position_title: position.title, updated_at: '2025-03-10T11:00:00.000Z' });
      const form = (await inject('GET', `/api/pcsx/apply_form?pid=${position.id}`, ada)).json().data.form;
      expect(form).toMatchObject({ status: 'draft', values: { first_name: 'Ada', cover_letter: 'Dear Acme,' } });
      expect(form.values).not.toHaveProperty('junk');
    });

    it('refuses an invalid application with the engine’s messages and keeps the draft', async () => {
      const ada = await server().login('ada@example.com');
      const position = acme[11]!;
      const values = { ...ACME_ANSWERS, email: 'ada@', state: 'ON', privacy_consent: false };
      const response = await inject('POST', '/api/pcsx/apply', ada, { pid: String(position.id), values });
      expect(response.statusCode).toBe(422);
      expectSchema(response.json(), 'forms', 'SubmissionErrorResponse');
      expect(response.json().field_errors).toEqual({
        email: 'Email is invalid. Use the format "name@example.com".',
        state: 'Choose one of the options.',
        privacy_consent: 'Please agree to continue.',
      });
      const engine = validateSubmission(catalog.get('acme.com', 'acme-application')!.compiled, values, { now: '2025-03-10' }).errors;
      expect(response.json().field_errors).toMatchObject(engine);
      const drafts = (await inject('GET', '/api/pcsx/draft_applications', ada)).json().data.draft_applications;
      expect(drafts.map((d: { position_id: number }) => d.position_id)).toContain(position.id);
    });

    it('creates the application, shows it on the dashboard, removes the draft, and refuses a second one', async () => {
      const ada = await server().login('ada@example.com');
      const position = acme[11]!;
      const response = await inject('POST', '/api/pcsx/apply', ada, { pid: position.id, values: { ...ACME_ANSWERS, first_name: '  Ada ' } });
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'forms', 'ApplyResponse');
      expect(response.json().data.application).toMatchObject({
        position_id: position.id,
        status: 'submitted',
        applied_at: SEEDED_AT.toISOString(),
        is_anonymous: false,
      });
      const applications = (await inject('GET', '/api/pcsx/dashboard/applications', ada)).json().data.applications;
      expect(applications).toContainEqual(expect.objectContaining({ id: response.json().data.application.id, position_id: position.id, status: 'submitted' }));
      const drafts = (await inject('GET', '/api/pcsx/draft_applications', ada)).json().data.draft_applications;
      expect(drafts.map((d: { position_id: number }) => d.position_id)).not.toContain(position.id);
      const stored = await server()
        .database.db.selectFrom('applications')
        .select('answers')
        .where('id', '=', response.json().data.application.id)
        .executeTakeFirstOrThrow();
      expect(stored.answers).toMatchObject({ first_name: 'Ada', state: 'TX' });

      const again = await inject('POST', '/api/pcsx/apply', ada, { pid: position.id, values: ACME_ANSWERS });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'You have already applied to this position.',
        error_code: 'already_applied',
        message_key: 'forms.refusal.alreadyApplied',
      });
      expect((await inject('PUT', '/api/pcsx/apply_draft', ada, { pid: position.id, values: {} })).statusCode).toBe(409);
      expect((await inject('GET', `/api/pcsx/apply_form?pid=${position.id}`, ada)).json().data.form).toMatchObject({ status: 'submitted', readonly: true });
    });

    it('accepts exactly one of two concurrent applications', async () => {
      const grace = await server().login('grace@example.com');
      const pid = acme[12]!.id;
      const results = await Promise.all([
        inject('POST', '/api/pcsx/apply', grace, { pid, values: { ...ACME_ANSWERS, email: 'grace@example.com' } }),
        inject('POST', '/api/pcsx/apply', grace, { pid, values: { ...ACME_ANSWERS, email: 'grace@example.com' } }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('lets a visitor apply without logging in where the employer allows it, kept with the email', async () => {
      const visitor = await server().anonymous();
      const pid = acme[13]!.id;
      const form = await inject('GET', `/api/pcsx/apply_form?pid=${pid}`, visitor);
      expect(form.statusCode).toBe(200);
      expect(form.json().data).toMatchObject({ is_logged_in: false, form: { status: 'pending', values: {} } });

      const draft = await inject('PUT', '/api/pcsx/apply_draft', visitor, { pid, values: { first_name: 'Charles' } });
      expect(draft.statusCode).toBe(200);
      expect((await inject('GET', `/api/pcsx/apply_form?pid=${pid}`, visitor)).json().data.form).toMatchObject({
        status: 'draft',
        values: { first_name: 'Charles' },
      });
      // Another visitor's browser does not see that draft.
      const other = { cookie: 'portico_csrf=another-visitor-token-0123456789ab', 'x-csrf-token': 'another-visitor-token-0123456789ab' };
      expect((await inject('GET', `/api/pcsx/apply_form?pid=${pid}`, other)).json().data.form.values).toEqual({});

      const values = { ...ACME_ANSWERS, first_name: 'Charles', last_name: 'Babbage', email: 'charles@example.com' };
      const applied = await inject('POST', '/api/pcsx/apply', visitor, { pid, values });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().data.application).toMatchObject({ position_id: pid, is_anonymous: true, status: 'submitted' });
      const row = await server().database.db.selectFrom('anonymous_applications').selectAll().where('position_id', '=', pid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ domain: 'acme.com', email: 'charles@example.com' });
      expect((await inject('GET', `/api/pcsx/apply_form?pid=${pid}`, visitor)).json().data.form).toMatchObject({ status: 'pending', values: {} });

      const twice = await inject('POST', '/api/pcsx/apply', other, { pid, values, email: 'Charles@Example.com' });
      expect(twice.statusCode).toBe(409);
      const badEmail = await inject('POST', '/api/pcsx/apply', other, { pid, values, email: 'not-an-email' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toBe('Enter a valid email address to apply without logging in.');
    });

    it('refuses a logged-out visitor where logged-out apply is disabled (globex): 401', async () => {
      const visitor = await server().anonymous();
      const pid = globex[0]!.id;
      for (const [method, url, payload] of [
        ['GET', `/api/pcsx/apply_form?pid=${pid}`, undefined],
        ['PUT', '/api/pcsx/apply_draft', { pid, values: {} }],
        ['POST', '/api/pcsx/apply', { pid, values: GLOBEX_ANSWERS }],
      ] as const) {
        const response = await inject(method, url, visitor, payload, 'globex.com');
        expect(response.statusCode, url).toBe(401);
        expect(response.headers['x-login-required']).toBe('1');
      }
    });

    it("uses globex's own application form, with a dependent region list", async () => {
      const ada = await server().login('ada@example.com', 'globex.com');
      const pid = globex[1]!.id;
      const form = (await inject('GET', `/api/pcsx/apply_form?pid=${pid}`, ada, undefined, 'globex.com')).json().data.form;
      expect(form).toMatchObject({ id: 'globex-application', title: 'Apply to Globex' });
      const wrongRegion = await inject('POST', '/api/pcsx/apply', ada, { pid, values: { ...GLOBEX_ANSWERS, region: 'TX' } }, 'globex.com');
      expect(wrongRegion.statusCode).toBe(422);
      expect(wrongRegion.json().field_errors).toEqual({ region: 'Choose one of the options.' });
      const applied = await inject('POST', '/api/pcsx/apply', ada, { pid, values: GLOBEX_ANSWERS }, 'globex.com');
      expect(applied.statusCode).toBe(200);
      const applications = (await inject('GET', '/api/pcsx/dashboard/applications', ada, undefined, 'globex.com')).json().data.applications;
      expect(applications.map((a: { position_id: number }) => a.position_id)).toEqual([pid]);
    });

    it('refuses malformed apply bodies with 400, never coercing', async () => {
      const ada = await server().login('ada@example.com');
      for (const payload of [
        {},
        { pid: acme[14]!.id },
        { values: {} },
        { pid: [1], values: {} },
        { pid: 'abc', values: {} },
        { pid: 1.5, values: {} },
        { pid: 1, values: 'x' },
      ]) {
        expect((await inject('POST', '/api/pcsx/apply', ada, payload)).statusCode, JSON.stringify(payload)).toBe(400);
        expect((await inject('PUT', '/api/pcsx/apply_draft', ada, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  },
  { now: SEEDED_AT },
);
