import { beforeAll, describe, expect, it } from 'vitest';
import { localizedDefinition } from '../../engine/forms/localizedForm';
import { validateSubmission } from '../../engine/forms/validateSubmission';
import { candidateDay, checkSubmission } from '../../server/forms/checkSubmission';
import { expectApiSchema } from './expectApiSchema';
import { readConfigForms } from './formFiles';
import { describeEachTarget, type TestServer } from './harness';

const expectSchema = (body: unknown, definition: string) => expectApiSchema(body, 'forms', definition);

// A fixed clock: the seed places due dates and drafts relative to it.
const SEEDED_AT = new Date('2025-03-10T09:00:00.000Z');
const catalog = await readConfigForms();

const candidateId = async (server: TestServer, email: string) =>
  (await server.database.db.selectFrom('candidates').select('id').where('email', '=', email).where('domain', '=', 'acme.com').executeTakeFirstOrThrow()).id;

/** Assigns an acme form to a candidate (the seed gives grace only her onboarding form). */
async function assign(server: TestServer, email: string, formKey: string) {
  const db = server.database.db;
  const form = await db.selectFrom('forms').select('id').where('domain', '=', 'acme.com').where('form_key', '=', formKey).executeTakeFirstOrThrow();
  await db
    .insertInto('form_assignments')
    .values({ candidate_id: await candidateId(server, email), form_id: form.id, status: 'pending', due_at: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

describeEachTarget(
  'forms center: list, one form, drafts and submissions',
  (server) => {
    beforeAll(() => server().app.ready(), 60_000);

    const request = async (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
      server().app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}domain=acme.com`, headers, ...(payload === undefined ? {} : { payload }) });

    it("lists ada's forms with the tabs: due first, each with its status and tab", async () => {
      const ada = await server().login('ada@example.com');
      const response = await request('GET', '/api/pcsx/forms_list?include_tab_list=true', ada);
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'FormsListResponse');
      const { tabs, forms } = response.json().data;
      expect(tabs).toEqual([
        { id: 'todo', title: 'To do' },
        { id: 'completed', title: 'Completed' },
      ]);
      expect(forms.map((f: { id: string; status: string; tab_id: string }) => [f.id, f.status, f.tab_id])).toEqual([
        ['onboarding', 'draft', 'todo'],
        ['background-check', 'submitted', 'completed'],
        ['field-gallery', 'pending', 'todo'],
        ['benefits-overview', 'pending', 'todo'],
      ]);
      expect(forms[0]).toMatchObject({
        title: 'Welcome aboard',
        description: 'A few details before your first day. New questions are marked in each step.',
        layout: 'stepper',
        due_date: '2025-03-17T09:00:00.000Z',
        updated_at: '2025-03-09T09:00:00.000Z',
      });
      expect(forms[1]).toMatchObject({ updated_at: '2025-03-05T09:00:00.000Z' });
      expect(forms[1]).not.toHaveProperty('due_date');
      expect(forms[3]).toMatchObject({ layout: 'htmlContent' });
      expect(forms[3]).not.toHaveProperty('updated_at');
    });

    it('filters by tab_id and leaves the tabs out unless asked (include_tab_list=1 asks too)', async () => {
      const ada = await server().login('ada@example.com');
      const completed = await request('GET', '/api/pcsx/forms_list?tab_id=completed', ada);
      expect(completed.json().data).toEqual({ forms: [expect.objectContaining({ id: 'background-check' })] });
      const todo = await request('GET', '/api/pcsx/forms_list?tab_id=todo&include_tab_list=1', ada);
      expect(todo.json().data.tabs).toHaveLength(2);
      expect(todo.json().data.forms.map((f: { id: string }) => f.id)).toEqual(['onboarding', 'field-gallery', 'benefits-overview']);
      const unknown = await request('GET', '/api/pcsx/forms_list?tab_id=archived', ada);
      expect(unknown.json().data.forms).toEqual([]);
    });

    it('lists the field gallery for every candidate, so consultants can see each field', async () => {
      const admin = await server().login('admin@acme.com');
      const response = await request('GET', '/api/pcsx/forms_list', admin);
      expect(response.json().data.forms).toEqual([expect.objectContaining({ id: 'field-gallery', status: 'pending', layout: 'simple' })]);
      const grace = await server().login('grace@example.com');
      const graceForms = (await request('GET', '/api/pcsx/forms_list', grace)).json().data.forms;
      expect(graceForms.map((f: { id: string; status: string }) => [f.id, f.status])).toEqual([
        ['onboarding', 'pending'],
        ['field-gallery', 'pending'],
      ]);
    });

    it('needs a login for every forms call', async () => {
      const anonymous = await server().anonymous();
      for (const [method, url, payload] of [
        ['GET', '/api/pcsx/forms_list'],
        ['GET', '/api/pcsx/forms/onboarding'],
        ['PUT', '/api/pcsx/forms/onboarding/draft', { values: {} }],
        ['POST', '/api/pcsx/forms/onboarding/submit', { values: {} }],
      ] as const) {
        const response = await request(method, url, anonymous, payload);
        expect(response.statusCode, url).toBe(401);
        expect(response.headers['x-login-required']).toBe('1');
      }
    });

    it('gives one form with its definition, layout and the saved draft', async () => {
      const ada = await server().login('ada@example.com');
      const response = await request('GET', '/api/pcsx/forms/onboarding', ada);
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'FormResponse');
      const form = response.json().data;
      expect(form).toMatchObject({
        id: 'onboarding',
        title: 'Welcome aboard',
        layout: 'stepper',
        status: 'draft',
        readonly: false,
        values: { legal_first_name: 'Ada', legal_last_name: 'Lovelace', personal_email: 'ada@example.com' },
        due_date: '2025-03-17T09:00:00.000Z',
      });
      // The definition with its texts in the page's language (English here): acme's file gives them in five.
      const { $schema: _ignored, ...definition } = localizedDefinition(catalog.get('acme.com', 'onboarding')!.definition, 'en') as unknown as Record<
        string,
        unknown
      >;
      expect(form.definition).toEqual(definition);
    });

    it('shows a submitted form read-only with the stored answers', async () => {
      const ada = await server().login('ada@example.com');
      const form = (await request('GET', '/api/pcsx/forms/background-check', ada)).json().data;
      expect(form).toMatchObject({ status: 'submitted', readonly: true, layout: 'simple', updated_at: '2025-03-05T09:00:00.000Z' });
      expect(form.values).toEqual({ full_legal_name: 'Augusta Ada King, Countess of Lovelace', previous_names: 'Ada Byron', background_consent: true });
      const content = (await request('GET', '/api/pcsx/forms/benefits-overview', ada)).json().data;
      expect(content).toMatchObject({ layout: 'htmlContent', status: 'pending', readonly: false, values: {} });
    });

    it("answers 404 for another candidate's form, an unknown form and a malformed id", async () => {
      const grace = await server().login('grace@example.com');
      for (const url of ['/api/pcsx/forms/background-check', '/api/pcsx/forms/no-such-form', '/api/pcsx/forms/Not%20A%20Form']) {
        const response = await request('GET', url, grace);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          message: 'This form does not exist or is not assigned to you.',
          error_code: 'not_found',
          message_key: 'forms.refusal.formNotFound',
        });
      }
      const draft = await request('PUT', '/api/pcsx/forms/background-check/draft', grace, { values: { full_legal_name: 'Grace' } });
      expect(draft.statusCode).toBe(404);
      const submit = await request('POST', '/api/pcsx/forms/background-check/submit', grace, { values: { full_legal_name: 'Grace' } });
      expect(submit.statusCode).toBe(404);
      // ada's draft of her onboarding form is not grace's: grace sees her own (empty) one.
      const onboarding = (await request('GET', '/api/pcsx/forms/onboarding', grace)).json().data;
      expect(onboarding).toMatchObject({ status: 'pending', values: {} });
    });

    it('saves drafts as the candidate goes, keeping only the form’s own questions', async () => {
      const grace = await server().login('grace@example.com');
      server().clock.now = new Date('2025-03-10T10:00:00.000Z');
      const saved = await request('PUT', '/api/pcsx/forms/onboarding/draft', grace, { values: { legal_first_name: 'Grace', not_a_question: 'x' } });
      expect(saved.statusCode).toBe(200);
      expectSchema(saved.json(), 'FormDraftResponse');
      expect(saved.json()).toEqual({ data: { saved_at: '2025-03-10T10:00:00.000Z' } });
      server().clock.now = new Date('2025-03-10T10:05:00.000Z');
      await request('PUT', '/api/pcsx/forms/onboarding/draft', grace, { values: { legal_first_name: 'Grace', legal_last_name: 'Hopper' } });
      const form = (await request('GET', '/api/pcsx/forms/onboarding', grace)).json().data;
      expect(form).toMatchObject({ status: 'draft', values: { legal_first_name: 'Grace', legal_last_name: 'Hopper' }, updated_at: '2025-03-10T10:05:00.000Z' });
      const listed = (await request('GET', '/api/pcsx/forms_list', grace)).json().data.forms;
      expect(listed[0]).toMatchObject({ id: 'onboarding', status: 'draft', updated_at: '2025-03-10T10:05:00.000Z' });
      server().clock.now = SEEDED_AT;
    });

    it('refuses an invalid submission with the forms engine’s exact messages, keeping the draft', async () => {
      const grace = await server().login('grace@example.com');
      await assign(server(), 'grace@example.com', 'background-check');
      await request('PUT', '/api/pcsx/forms/background-check/draft', grace, { values: { full_legal_name: 'G' } });
      const values = { full_legal_name: '   ', background_consent: false, previous_names: 'x'.repeat(201) };
      const response = await request('POST', '/api/pcsx/forms/background-check/submit', grace, { values });
      expect(response.statusCode).toBe(422);
      expectSchema(response.json(), 'SubmissionErrorResponse');
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted answers.',
        error_code: 'invalid_submission',
        message_key: 'forms.refusal.invalidSubmission',
        field_errors: {
          full_legal_name: 'Full legal name is required',
          previous_names: 'Enter no more than 200 characters.',
          background_consent: 'Your consent is needed to continue.',
        },
      });
      // The very messages the browser shows: the same engine code.
      const engine = validateSubmission(catalog.get('acme.com', 'background-check')!.compiled, values, { now: '2025-03-10' });
      expect(response.json().field_errors).toEqual(engine.errors);
      const form = (await request('GET', '/api/pcsx/forms/background-check', grace)).json().data;
      expect(form).toMatchObject({ status: 'draft', values: { full_legal_name: 'G' } });
    });

    it('stores a valid submission trimmed, clears the draft, and refuses a second one with 409', async () => {
      const grace = await server().login('grace@example.com');
      await assign(server(), 'grace@example.com', 'background-check');
      const response = await request('POST', '/api/pcsx/forms/background-check/submit', grace, {
        values: { full_legal_name: '  Grace Brewster Hopper ', background_consent: true, consent_notice: 'ignored', smuggled: 'x' },
      });
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'FormSubmitResponse');
      expect(response.json().data).toEqual({
        status: 'submitted',
        submitted_at: SEEDED_AT.toISOString(),
        values: { full_legal_name: 'Grace Brewster Hopper', background_consent: true },
      });
      const stored = await server()
        .database.db.selectFrom('form_submissions')
        .select('data')
        .where('candidate_id', '=', await candidateId(server(), 'grace@example.com'))
        .execute();
      expect(stored.map((row) => row.data)).toEqual([{ full_legal_name: 'Grace Brewster Hopper', background_consent: true }]);
      const drafts = await server()
        .database.db.selectFrom('form_drafts')
        .select('form_key')
        .where('owner_key', '=', `candidate:${await candidateId(server(), 'grace@example.com')}`)
        .execute();
      expect(drafts.map((d) => d.form_key)).toEqual(['onboarding']);
      const form = (await request('GET', '/api/pcsx/forms/background-check', grace)).json().data;
      expect(form).toMatchObject({ status: 'submitted', readonly: true, values: { full_legal_name: 'Grace Brewster Hopper', background_consent: true } });
      const assignment = await server()
        .database.db.selectFrom('form_assignments')
        .innerJoin('forms', 'forms.id', 'form_assignments.form_id')
        .select('form_assignments.status')
        .where('form_assignments.candidate_id', '=', await candidateId(server(), 'grace@example.com'))
        .where('forms.form_key', '=', 'background-check')
        .executeTakeFirstOrThrow();
      expect(assignment.status).toBe('submitted');

      const again = await request('POST', '/api/pcsx/forms/background-check/submit', grace, { values: { full_legal_name: 'Grace', background_consent: true } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        message: 'This form was already submitted.',
        error_code: 'already_submitted',
        message_key: 'forms.refusal.alreadySubmitted',
      });
      const draftAfter = await request('PUT', '/api/pcsx/forms/background-check/draft', grace, { values: { full_legal_name: 'Grace' } });
      expect(draftAfter.statusCode).toBe(409);
    });

    it('accepts exactly one of two concurrent submissions', async () => {
      const admin = await server().login('admin@acme.com');
      await assign(server(), 'admin@acme.com', 'background-check');
      const values = { full_legal_name: 'Alex Admin', background_consent: true };
      const results = await Promise.all([
        request('POST', '/api/pcsx/forms/background-check/submit', admin, { values }),
        request('POST', '/api/pcsx/forms/background-check/submit', admin, { values }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('drops answers of hidden questions and validates only what is shown', async () => {
      const ada = await server().login('ada@example.com');
      const compiled = catalog.get('acme.com', 'field-gallery')!.compiled;
      const response = await request('POST', '/api/pcsx/forms/field-gallery/submit', ada, { values: { has_pet: 'no', pet_name: '' } });
      expect(response.statusCode).toBe(422);
      const errors = response.json().field_errors;
      expect(errors).toEqual(validateSubmission(compiled, { has_pet: 'no', pet_name: '' }, { now: '2025-03-10' }).errors);
      expect(errors).not.toHaveProperty('pet_name');
      expect(errors).not.toHaveProperty('hidden_field');
    });

    it('lets anyone try the field gallery: a visitor opens it, saves a draft and sends it, again and again', async () => {
      const values = {
        text_field: 'Hello',
        email_field: 'a@example.com',
        checkbox_item: true,
        select_field: 'engineering',
        has_pet: 'no',
        references: [{ reference_name: 'Ada' }],
      };
      expect(validateSubmission(catalog.get('acme.com', 'field-gallery')!.compiled, values, { now: '2025-03-10' }).errors).toEqual({});
      const visitor = await server().anonymous();
      const opened = await request('GET', '/api/pcsx/forms/field-gallery', visitor);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data).toMatchObject({ id: 'field-gallery', status: 'pending', readonly: false, values: {} });
      expect((await request('PUT', '/api/pcsx/forms/field-gallery/draft', visitor, { values: { text_field: 'Hi' } })).statusCode).toBe(200);
      expect((await request('GET', '/api/pcsx/forms/field-gallery', visitor)).json().data).toMatchObject({ status: 'draft', values: { text_field: 'Hi' } });
      const other = { cookie: 'portico_csrf=another-visitor-token-0123456789ab', 'x-csrf-token': 'another-visitor-token-0123456789ab' };
      expect((await request('GET', '/api/pcsx/forms/field-gallery', other)).json().data.values).toEqual({});
      const refused = await request('POST', '/api/pcsx/forms/field-gallery/submit', visitor, { values: { ...values, email_field: 'nope' } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().field_errors).toEqual({ email_field: 'Email is invalid. Use the format "name@example.com".' });
      for (const attempt of [1, 2]) {
        const sent = await request('POST', '/api/pcsx/forms/field-gallery/submit', visitor, { values });
        expect(sent.statusCode, `attempt ${attempt}`).toBe(200);
      }
      expect((await request('GET', '/api/pcsx/forms/field-gallery', visitor)).json().data).toMatchObject({ status: 'pending', values: {} });

      const ada = await server().login('ada@example.com');
      for (const attempt of [1, 2])
        expect((await request('POST', '/api/pcsx/forms/field-gallery/submit', ada, { values })).statusCode, `attempt ${attempt}`).toBe(200);
      const gallery = (await request('GET', '/api/pcsx/forms/field-gallery', ada)).json().data;
      expect(gallery).toMatchObject({ status: 'submitted', readonly: false, values: { text_field: 'Hello' } });
    });

    it('marks a read-only content form as read by sending it once', async () => {
      const ada = await server().login('ada@example.com');
      const sent = await request('POST', '/api/pcsx/forms/benefits-overview/submit', ada, { values: {} });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.values).toEqual({});
      expect((await request('POST', '/api/pcsx/forms/benefits-overview/submit', ada, { values: {} })).statusCode).toBe(409);
      const listed = (await request('GET', '/api/pcsx/forms_list?tab_id=completed', ada)).json().data.forms;
      expect(listed.map((f: { id: string }) => f.id)).toContain('benefits-overview');
    });

    it('refuses malformed bodies with 400, never coercing', async () => {
      const ada = await server().login('ada@example.com');
      for (const payload of [{}, { values: 'text' }, { values: [] }, { values: null }]) {
        const response = await request('PUT', '/api/pcsx/forms/onboarding/draft', ada, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const submit = await request('POST', '/api/pcsx/forms/onboarding/submit', ada, payload);
        expect(submit.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const badQuery = await request('GET', '/api/pcsx/forms_list?include_tab_list=maybe', ada);
      expect(badQuery.statusCode).toBe(400);
    });

    it("leaves confidential answers out of what the page renderer is given (written into the page's HTML), naming them; the browser's ask has them", async () => {
      const grace = await server().login('grace@example.com');
      const values = { text_field: 'Plain', ssn_field: '123-45-6789', confidential_field: 'Ninety-five thousand' };
      expect((await request('PUT', '/api/pcsx/forms/field-gallery/draft', grace, { values })).statusCode).toBe(200);
      const rendered = await request('GET', '/api/pcsx/forms/field-gallery', { ...grace, 'x-portico-server-render': '1' });
      expect(rendered.statusCode).toBe(200);
      expectSchema(rendered.json(), 'FormResponse');
      expect(rendered.json().data.values).toEqual({ text_field: 'Plain' });
      expect([...rendered.json().data.withheld].sort()).toEqual(['confidential_field', 'ssn_field']);
      expect(rendered.body).not.toContain('123-45-6789');
      const browser = (await request('GET', '/api/pcsx/forms/field-gallery', grace)).json().data;
      expect(browser.values).toEqual(values);
      expect(browser).not.toHaveProperty('withheld');
    });
  },
  { now: SEEDED_AT },
);

describeEachTarget(
  'the admin preboarding form: admins edit its questions',
  (server) => {
    beforeAll(() => server().app.ready(), 60_000);
    const request = async (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
      server().app.inject({ method, url: `${url}?domain=acme.com`, headers, ...(payload === undefined ? {} : { payload }) });
    const preboarding = () => structuredClone(catalog.get('acme.com', 'preboarding')!.definition);

    it('shows an admin every form of the employer, the preboarding form included, and no one else', async () => {
      const admin = await server().login('admin@acme.com');
      const form = await request('GET', '/api/pcsx/forms/preboarding', admin);
      expect(form.statusCode).toBe(200);
      expectSchema(form.json(), 'FormResponse');
      expect(form.json().data).toMatchObject({ id: 'preboarding', layout: 'simple', definition: { layout: 'adminPreboarding' } });
      // Not assigned to the admin: a preview they cannot fill in (drafts and submissions would be refused).
      expect(form.json().data.readonly).toBe(true);
      const ada = await server().login('ada@example.com');
      expect((await request('GET', '/api/pcsx/forms/preboarding', ada)).statusCode).toBe(404);
    });

    it('refuses an edit from a candidate who is not an admin (403), of another kind of form (409), and without a login (401)', async () => {
      const ada = await server().login('ada@example.com');
      const refused = await request('PUT', '/api/pcsx/forms/preboarding/definition', ada, { definition: preboarding() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'User does not have permissions to perform this action',
        error_code: 'forbidden',
        message_key: 'errors.request.permissionDenied',
      });
      const admin = await server().login('admin@acme.com');
      const onboarding = await request('PUT', '/api/pcsx/forms/onboarding/definition', admin, {
        definition: catalog.get('acme.com', 'onboarding')!.definition,
      });
      expect(onboarding.statusCode).toBe(409);
      expect(onboarding.json().message).toBe('Only preboarding forms (layout adminPreboarding) can be edited in the portal.');
      const anonymous = await server().app.inject({
        method: 'PUT',
        url: '/api/pcsx/forms/preboarding/definition?domain=acme.com',
        payload: { definition: {} },
      });
      expect([401, 403]).toContain(anonymous.statusCode);
    });

    it('refuses a definition the forms engine refuses, or that changes its id or layout, naming each place (422)', async () => {
      const admin = await server().login('admin@acme.com');
      const broken = preboarding();
      broken.id = 'renamed';
      broken.sections[0]!.items[1]!.visibleFn = { '==': [{ var: 'no_such_field' }, 'x'] };
      const response = await request('PUT', '/api/pcsx/forms/preboarding/definition', admin, { definition: broken });
      expect(response.statusCode).toBe(422);
      expectSchema(response.json(), 'DefinitionErrorResponse');
      expect(response.json()).toEqual({
        message: 'The form definition has problems.',
        error_code: 'invalid_definition',
        message_key: 'forms.refusal.invalidDefinition',
        errors: [
          { pointer: '/sections/0/items/1/visibleFn', message: 'reads "no_such_field", which is not a field of this form' },
          { pointer: '/id', message: 'must stay "preboarding"' },
        ],
      });
    });

    it('stores a valid edit: the admin and every candidate assigned the form see the new questions', async () => {
      const admin = await server().login('admin@acme.com');
      const edited = preboarding();
      const [first, second] = edited.sections[0]!.items;
      edited.sections[0]!.items = [second!, { ...first!, label: 'What time suits you on day one?' }];
      const response = await request('PUT', '/api/pcsx/forms/preboarding/definition', admin, { definition: edited });
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'FormResponse');
      expect(response.json().data.definition.sections[0].items.map((item: { name: string }) => item.name)).toEqual(['needs_parking', 'arrival_time']);
      await assign(server(), 'grace@example.com', 'preboarding');
      const grace = await server().login('grace@example.com');
      const seen = (await request('GET', '/api/pcsx/forms/preboarding', grace)).json().data;
      expect(seen.definition.sections[0].items[1].label).toBe('What time suits you on day one?');
    });
  },
  { now: SEEDED_AT },
);

describeEachTarget(
  'form option lists',
  (server) => {
    beforeAll(() => server().app.ready(), 60_000);
    const get = (url: string) => server().app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}domain=acme.com` });

    it('lists countries with a flag, sorted by name, to anyone', async () => {
      const response = await get('/api/pcsx/form_options/countries');
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'FormOptionsResponse');
      const options = response.json().data.options as { label: string; value: string; iconProps?: { emoji: string } }[];
      expect(options).toContainEqual({ label: 'United States', value: 'US', iconProps: { emoji: '🇺🇸' } });
      expect(options).toContainEqual({ label: 'Canada', value: 'CA', iconProps: { emoji: '🇨🇦' } });
      expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('lists the regions of the parent country (parent or country), none without one', async () => {
      const canada = (await get('/api/pcsx/form_options/regions?parent=CA')).json().data.options;
      expect(canada).toHaveLength(13);
      expect(canada[0]).toEqual({ label: 'Alberta', value: 'AB' });
      const states = (await get('/api/pcsx/form_options/states?country=US')).json().data.options;
      expect(states).toHaveLength(51);
      expect(states).toContainEqual({ label: 'Texas', value: 'TX' });
      expect((await get('/api/pcsx/form_options/regions')).json().data.options).toEqual([]);
      expect((await get('/api/pcsx/form_options/regions?parent=ZZ')).json().data.options).toEqual([]);
    });

    it('answers 404 for an unknown list', async () => {
      const response = await get('/api/pcsx/form_options/planets');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No option list named planets.');
    });
  },
  { seed: false },
);

describe('the server check of submitted answers', () => {
  const weird: unknown[] = [
    {},
    [],
    123,
    -1.5,
    true,
    null,
    'x',
    '',
    [null],
    [{}],
    [[1]],
    { a: { b: 1 } },
    [{ name: 1, size: 'x' }],
    { startDate: 5 },
    'x'.repeat(5000),
  ];

  it('loads every form definition of configs/forms, each employer its own copies', () => {
    const shared = ['onboarding', 'field-gallery', 'background-check', 'benefits-overview', 'preboarding'];
    expect([...catalog.of('acme.com').keys()].sort()).toEqual(['acme-application', ...shared].sort());
    expect([...catalog.of('globex.com').keys()].sort()).toEqual(['globex-application', ...shared].sort());
  });

  it('answers every question of every form with a message or a pass, whatever the shape of the answer', () => {
    for (const form of catalog.all()) {
      const { key } = form;
      for (const name of form.compiled.fieldNames) {
        const itemNames = form.compiled.fields.get(name)!.itemFields.map((item) => item.name);
        for (const value of weird) {
          const whole = checkSubmission(form.compiled, { [name]: value }, { now: SEEDED_AT, timeZone: 'UTC' });
          expect(typeof whole.ok, `${key} ${name}`).toBe('boolean');
          for (const item of itemNames)
            expect(() => checkSubmission(form.compiled, { [name]: [{ [item]: value }] }, { now: SEEDED_AT, timeZone: 'UTC' })).not.toThrow();
        }
      }
    }
  });

  it("judges dates against the candidate's own day (X-Portico-Timezone)", () => {
    const lateEvening = new Date('2025-03-10T23:30:00.000Z');
    expect(candidateDay(lateEvening, 'UTC')).toBe('2025-03-10');
    expect(candidateDay(lateEvening, 'Asia/Tokyo')).toBe('2025-03-11');
    expect(candidateDay(lateEvening, 'America/Los_Angeles')).toBe('2025-03-10');
    expect(candidateDay(lateEvening, 'Not/AZone')).toBe('2025-03-10');
  });
});
