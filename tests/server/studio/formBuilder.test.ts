import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { publishedTexts, publishedVersions } from '../../../server/studio/configStore';
import { formSlug, uniqueFormId } from '../../../server/studio/formBuilder';
import { loadLiveForms, publishedForms } from '../../../server/studio/formDocuments';
import { ROOT_DIR, TARGETS } from '../harness';
import { ADMIN, CONSULTANT, inject, loginOn, seededPagesServer, visitorHeaders, type StudioRequest } from './studioServer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into definitions as JSON
type Json = Record<string, any>;

/** The "Equipment request": two steps, "Laptop model" shown only when a laptop is needed. */
const equipmentRequest = (id: string, extra: Json = {}): Json => ({
  id,
  title: 'Equipment request',
  layout: 'stepper',
  sections: [
    {
      id: 'needs',
      title: 'Needs',
      items: [
        {
          name: 'need_laptop',
          label: 'Need a laptop?',
          type: 'dropdown',
          options: {
            choices: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        },
      ],
    },
    {
      id: 'laptop',
      title: 'Laptop',
      items: [
        {
          name: 'laptop_model',
          label: 'Laptop model',
          type: 'text',
          required: true,
          visibleFn: { '==': [{ var: 'need_laptop' }, 'yes'] },
          // Typed by a client: the server derives its own.
          dependencies: ['laptop_model_typo'],
          rules: [{ type: 'regex', value: '^[A-Z]{2}-[0-9]{3}$', message: 'Use the model code, like XP-123.' }],
          ...extra,
        },
      ],
    },
  ],
});

describe('form ids', () => {
  it('are lowercase slugs of the title, starting with a letter, made unique with a number', () => {
    expect(formSlug('Equipment request')).toBe('equipment-request');
    expect(formSlug('  Équipe: Fragebogen für Ärzte! ')).toBe('equipe-fragebogen-fur-arzte');
    expect(formSlug('2024 survey')).toBe('form-2024-survey');
    expect(formSlug('!!!')).toBe('form');
    expect(formSlug('x'.repeat(100))).toHaveLength(64);
    expect(uniqueFormId('Equipment request', new Set(['equipment-request', 'equipment-request-2']))).toBe('equipment-request-3');
    expect(uniqueFormId('x'.repeat(100), new Set(['x'.repeat(64)]))).toBe(`${'x'.repeat(62)}-2`);
    for (const id of ['equipment-request', 'form-2024-survey', `${'x'.repeat(62)}-2`]) expect(id).toMatch(/^[a-z][a-z0-9_-]{0,63}$/);
  });
});

for (const target of TARGETS) {
  describe(`the form builder API [${target}]`, () => {
    let database: PorticoDatabase;
    let server: PorticoServer;
    let consultant: Record<string, string>;
    let admin: Record<string, string>;
    let ada: Record<string, string>;
    let grace: Record<string, string>;

    beforeAll(async () => {
      ({ database, server } = await seededPagesServer(target));
      consultant = await loginOn(server, CONSULTANT, 'globex.com');
      admin = await loginOn(server, ADMIN);
      ada = await loginOn(server, 'ada@example.com');
      grace = await loginOn(server, 'grace@example.com');
    }, 120_000);
    afterAll(async () => {
      await server?.app.close();
      await database?.close();
    });

    const call = (...request: StudioRequest) => inject(server, ...request);
    const create = async (title: string, headers = admin, extra: Json = {}) => {
      const response = await call('POST', '/api/studio/forms?domain=acme.com', headers, { domain: 'acme.com', title, ...extra });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const draftOf = async (id: string, headers = admin) => {
      const response = await call('GET', `/api/studio/forms/${id}/draft?domain=acme.com`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { baseVersion: number | null; definition: Json; errors: { pointer: string; message: string }[] };
    };
    const save = (id: string, baseVersion: number | null, definition: Json, headers = admin) =>
      call('PUT', `/api/studio/forms/${id}/draft?domain=acme.com`, headers, { baseVersion, definition });
    const publish = (id: string, baseVersion: number | null, headers = admin) =>
      call('POST', `/api/studio/forms/${id}/publish?domain=acme.com`, headers, { baseVersion });
    const assign = (id: string, body: Json, headers = admin) => call('POST', `/api/studio/forms/${id}/assignments?domain=acme.com`, headers, body);
    const listed = async (headers = admin, domain = 'acme.com') => {
      const response = await call('GET', `/api/studio/forms?domain=${domain}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { id: string; title: string; publishedVersion: number | null; hasDraft: boolean; openCount: number; doneCount: number }[];
    };
    const candidateId = async (email: string) =>
      (await database.db.selectFrom('candidates').select('id').where('email', '=', email).where('domain', '=', 'acme.com').executeTakeFirstOrThrow()).id;

    const formRoutes = () => server.routes.filter((route) => route.url.startsWith('/api/studio/forms') && route.method !== 'HEAD');

    it('answers visitors 401, candidates 403 and an admin on another employer 403 on every route, before looking at the body', async () => {
      expect(
        formRoutes()
          .map((route) => `${[route.method].flat()[0]} ${route.url}`)
          .sort(),
      ).toEqual([
        'GET /api/studio/forms',
        'GET /api/studio/forms/:id/draft',
        'POST /api/studio/forms',
        'POST /api/studio/forms/:id/assignments',
        'POST /api/studio/forms/:id/publish',
        'PUT /api/studio/forms/:id/draft',
      ]);
      const bad = { baseVersion: 'x', definition: 'y', title: 42, dueDate: 7 };
      for (const route of formRoutes()) {
        const method = [route.method].flat()[0] as 'GET';
        const payload = method === 'GET' ? undefined : bad;
        for (const domain of ['acme.com', 'globex.com']) {
          const url = `${route.url.replace(':id', 'onboarding')}?domain=${domain}`;
          expect((await call(method, url, visitorHeaders, payload)).statusCode, `visitor ${method} ${url}`).toBe(401);
          const candidate = await call(method, url, ada, payload);
          expect(candidate.statusCode, `candidate ${method} ${url}`).toBe(403);
          expect(candidate.json().error_code).toBe('forbidden');
        }
        const elsewhere = await call(method, `${route.url.replace(':id', 'onboarding')}?domain=globex.com`, admin, payload);
        expect(elsewhere.statusCode, `acme admin ${method} ${route.url} on globex`).toBe(403);
      }
      // A new form's employer is the body's: an acme admin cannot create one for globex.
      expect((await call('POST', '/api/studio/forms?domain=acme.com', admin, { domain: 'globex.com', title: 'Nope' })).statusCode).toBe(403);
      // The consultant, with the same bodies, gets the validation errors: the role check came first.
      for (const [method, url] of [
        ['POST', '/api/studio/forms?domain=globex.com'],
        ['PUT', '/api/studio/forms/onboarding/draft?domain=globex.com'],
        ['POST', '/api/studio/forms/onboarding/publish?domain=globex.com'],
        ['POST', '/api/studio/forms/onboarding/assignments?domain=globex.com'],
      ] as const) {
        const response = await call(method, url, consultant, bad);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      }
      // An admin works on their own employer; the consultant on any.
      expect((await call('GET', '/api/studio/forms/onboarding/draft?domain=acme.com', admin)).statusCode).toBe(200);
      expect((await call('GET', '/api/studio/forms/onboarding/draft?domain=globex.com', consultant)).statusCode).toBe(200);
      expect((await listed(consultant, 'globex.com')).map((form) => form.id)).toContain('globex-application');
    });

    it("lists the employer's forms with their published version and whether the caller has a draft", async () => {
      const forms = await listed();
      expect(forms.find((form) => form.id === 'onboarding')).toEqual({
        id: 'onboarding',
        title: 'Welcome aboard',
        publishedVersion: 1,
        hasDraft: false,
        openCount: expect.any(Number),
        doneCount: expect.any(Number),
      });
      expect(forms.map((form) => form.id)).not.toContain('globex-application');
      expect((await call('GET', '/api/studio/forms/globex-application/draft?domain=acme.com', admin)).statusCode).toBe(404);
      expect((await call('GET', '/api/studio/forms/No%20Such/draft?domain=acme.com', admin)).statusCode).toBe(404);
    });

    it('creates a blank form with a unique slug id and no published version; its draft is the skeleton, with its errors', async () => {
      const first = await create('Survey of the week');
      const second = await create('Survey of the week');
      expect([first, second]).toEqual(['survey-of-the-week', 'survey-of-the-week-2']);
      // An id the candidate forms already use is taken too.
      expect(await create('Onboarding')).toBe('onboarding-2');
      const forms = await listed();
      expect(forms.find((form) => form.id === second)).toEqual({
        id: second,
        title: 'Survey of the week',
        publishedVersion: null,
        hasDraft: false,
        openCount: 0,
        doneCount: 0,
      });
      const draft = await draftOf(second);
      expect(draft.baseVersion).toBeNull();
      expect(draft.definition).toMatchObject({ id: second, title: 'Survey of the week', sections: [{ items: [] }] });
      expect(draft.errors.map((error) => error.pointer)).toContain('/sections/0/items');
      // Not served to candidates, not exported, not polled, not loaded at a start: it has no published version.
      expect(server.context.forms.get('acme.com', second)).toBeUndefined();
      expect((await publishedForms(database.db)).map((row) => row.key)).not.toContain(second);
      expect((await publishedTexts(database.db, 'form')).map((row) => row.key)).not.toContain(second);
      expect((await publishedVersions(database.db)).map((row) => row.key)).not.toContain(second);
      const restarted = await loadLiveForms(database.db, `${ROOT_DIR}/configs`);
      expect(restarted.get('acme.com', 'onboarding')).toBeDefined();
      expect(restarted.get('acme.com', second)).toBeUndefined();
      const missing = await call('POST', '/api/studio/forms?domain=acme.com', admin, { domain: 'acme.com', title: '   ' });
      expect(missing.statusCode).toBe(400);
    });

    it("copies a template (any form of the employer) with the new id and title; another employer's is unknown", async () => {
      const id = await create('Onboarding for interns', admin, { templateId: 'onboarding' });
      expect(id).toBe('onboarding-for-interns');
      const { definition, errors, baseVersion } = await draftOf(id);
      const original = server.context.forms.get('acme.com', 'onboarding')!.definition;
      expect(baseVersion).toBeNull();
      expect(definition).toEqual({ ...JSON.parse(JSON.stringify(original)), id, title: 'Onboarding for interns' });
      expect(errors).toEqual([]);
      const foreign = await call('POST', '/api/studio/forms?domain=acme.com', admin, { domain: 'acme.com', title: 'X', templateId: 'globex-application' });
      expect(foreign.statusCode).toBe(404);
    });

    it('publishes a copy as it was made, before anyone changed it; a blank one is refused for its problem (422), not for a missing draft', async () => {
      const copy = await create('Background check for contractors', admin, { templateId: 'background-check' });
      const published = await publish(copy, null);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toEqual({ version: 1 });
      expect(server.context.forms.get('acme.com', copy)?.definition).toMatchObject({ id: copy, title: 'Background check for contractors' });
      const blank = await create('Nothing yet');
      const refused = await publish(blank, null);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual((await draftOf(blank)).errors);
    });

    it('saves a draft even while invalid, answering the errors at pointers, with dependencies derived from visibleFn', async () => {
      const id = await create('Equipment request');
      expect(id).toBe('equipment-request');
      const saved = await save(id, null, equipmentRequest(id));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ errors: [] });
      const draft = await draftOf(id);
      expect(draft.definition.sections[1].items[0].dependencies).toEqual(['need_laptop']);
      expect(draft.definition.sections[0].items[0].dependencies).toBeUndefined();
      expect((await listed()).find((form) => form.id === id)).toMatchObject({ publishedVersion: null, hasDraft: true });

      // A condition on a question that does not exist: saved, and the problem is at the visibleFn.
      const broken = await save(id, null, equipmentRequest(id, { visibleFn: { '==': [{ var: 'need_laptp' }, 'yes'] } }));
      expect(broken.statusCode).toBe(200);
      expect(broken.json().errors).toEqual([
        expect.objectContaining({ pointer: '/sections/1/items/0/visibleFn', message: expect.stringContaining('need_laptp') }),
      ]);
      expect((await draftOf(id)).definition.sections[1].items[0].dependencies).toBeUndefined();
      // The id must stay the form's.
      const renamed = await save(id, null, { ...equipmentRequest(id), id: 'other' });
      expect(renamed.json().errors).toEqual([expect.objectContaining({ pointer: '/id' })]);

      expect((await save(id, 3, equipmentRequest(id))).statusCode).toBe(400);
      const huge = await save(id, null, { ...equipmentRequest(id), description: 'x'.repeat(1024 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error_code).toBe('draft_too_large');
      const tooLargeBody = await save(id, null, { ...equipmentRequest(id), description: 'x'.repeat(2 * 1024 * 1024) });
      expect(tooLargeBody.statusCode).toBe(413);
      expect(tooLargeBody.json().error_code).toBe('draft_too_large');
    });

    it('keeps texts by language through the builder’s save and publish, and names the form by its default language’s title', async () => {
      const id = await create('Welcome pack');
      const byLanguage = {
        ...equipmentRequest(id),
        title: { en: 'Welcome pack', de: 'Willkommenspaket' },
        sections: equipmentRequest(id).sections.map((section: Json, index: number) =>
          index === 0 ? { ...section, items: [{ ...section.items[0], label: { en: 'Need a laptop?', de: 'Brauchen Sie einen Laptop?' } }] } : section,
        ),
      };
      const saved = await save(id, null, byLanguage);
      expect(saved.statusCode, saved.body).toBe(200);
      const draft = await draftOf(id);
      expect(draft).toMatchObject({ defaultLanguage: 'en', errors: [] });
      expect(draft.definition.title).toEqual({ en: 'Welcome pack', de: 'Willkommenspaket' });
      expect(draft.definition.sections[0].items[0].label).toEqual({ en: 'Need a laptop?', de: 'Brauchen Sie einen Laptop?' });
      expect((await listed()).find((form) => form.id === id)?.title).toBe('Welcome pack');
      expect((await publish(id, null)).json()).toEqual({ version: 1 });
      expect(server.context.forms.get('acme.com', id)?.definition.title).toEqual({ en: 'Welcome pack', de: 'Willkommenspaket' });
    });

    it('publishes a valid draft as version 1 and serves it; refuses an invalid one (422) and a stale base (409)', async () => {
      const id = 'equipment-request';
      const broken = await save(id, null, equipmentRequest(id, { type: 'no-such-type' }));
      expect(broken.json().errors.length).toBeGreaterThan(0);
      const refused = await publish(id, null);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error_code: 'invalid_config', errors: [expect.objectContaining({ pointer: '/sections/1/items/0/type' })] });

      // The consultant starts a draft of the unpublished form meanwhile.
      expect((await save(id, null, equipmentRequest(id), consultant)).statusCode).toBe(200);

      await save(id, null, equipmentRequest(id));
      const published = await publish(id, null);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toEqual({ version: 1 });
      expect(server.context.forms.get('acme.com', id)?.definition.sections[1]!.items[0]!.dependencies).toEqual(['need_laptop']);
      expect((await listed()).find((form) => form.id === id)).toEqual({
        id,
        title: 'Equipment request',
        publishedVersion: 1,
        hasDraft: false,
        openCount: 0,
        doneCount: 0,
      });
      expect((await draftOf(id)).baseVersion).toBe(1);

      const stale = await publish(id, null, consultant);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error_code: 'stale_base', publishedVersion: 1, publishedBy: ADMIN });
      // The consultant's draft, its base brought up to date, publishes version 2.
      expect((await save(id, 1, equipmentRequest(id), consultant)).statusCode).toBe(200);
      expect((await publish(id, 1, consultant)).json()).toEqual({ version: 2 });
      expect((await publish(id, 2)).statusCode).toBe(400); // No draft of the admin's left: save one first.
      const audit = await database.db
        .selectFrom('config_audit as a')
        .innerJoin('config_documents as d', 'd.id', 'a.document_id')
        .select(['a.action', 'a.from_version', 'a.to_version', 'a.actor'])
        .where('d.key', '=', id)
        .orderBy('a.id')
        .execute();
      expect(audit).toEqual([
        { action: 'create', from_version: null, to_version: 0, actor: ADMIN },
        { action: 'publish', from_version: null, to_version: 1, actor: ADMIN },
        { action: 'publish', from_version: 1, to_version: 2, actor: CONSULTANT },
      ]);
    });

    it('assigns a published form by e-mail, with a notification; again only moves the due date', async () => {
      const id = 'equipment-request';
      const graceId = await candidateId('grace@example.com');
      expect((await assign('survey-of-the-week', { candidateEmails: ['grace@example.com'], dueDate: '2030-01-31' })).statusCode).toBe(409);
      const unknown = await assign(id, { candidateEmails: ['grace@example.com', 'Nobody@Example.com'], dueDate: '2030-01-31' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ error_code: 'unknown_candidates', unknownEmails: ['nobody@example.com'] });
      expect(unknown.json().message).toContain('nobody@example.com');
      expect(await database.db.selectFrom('form_assignments').select('candidate_id').where('candidate_id', '=', graceId).execute()).toHaveLength(1);
      for (const body of [
        { candidateEmails: ['grace@example.com'], dueDate: '2030-02-30' },
        { candidateEmails: ['grace@example.com'], dueDate: '31/01/2030' },
        { candidateEmails: ['grace@example.com'], applicationStatus: 'offered', dueDate: '2030-01-31' },
        { dueDate: '2030-01-31' },
        { applicationStatus: 'pending', dueDate: '2030-01-31' },
        { candidateEmails: ['grace@example.com'], dueDate: '2030-01-31', version: 9 },
      ])
        expect((await assign(id, body)).statusCode, JSON.stringify(body)).toBe(400);
      // A day that has passed everywhere is refused, named.
      const past = await assign(id, { candidateEmails: ['grace@example.com'], dueDate: '2020-01-01' });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ error_code: 'past_due_date', message: '2020-01-01 has passed: give a due date of today or later.' });

      const before = await database.db.selectFrom('notifications').select('id').where('candidate_id', '=', graceId).execute();
      const done = await assign(id, { candidateEmails: ['GRACE@example.com'], dueDate: '2030-01-31', version: 1 });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ assigned: 1 });
      expect((await listed()).find((form) => form.id === id)).toMatchObject({ openCount: 1, doneCount: 0 });
      const notifications = await database.db.selectFrom('notifications').selectAll().where('candidate_id', '=', graceId).orderBy('id').execute();
      expect(notifications).toHaveLength(before.length + 1);
      expect(notifications.at(-1)).toMatchObject({
        category_title: 'Forms',
        notification_type: 'action_required',
        redirect_url: `/careers/forms?id=${id}`,
        message: expect.stringContaining('Equipment request'),
      });
      const list = async () => (await call('GET', '/api/pcsx/forms_list?domain=acme.com', grace)).json().data.forms as Json[];
      expect((await list()).find((form) => form.id === id)).toMatchObject({
        title: 'Equipment request',
        status: 'pending',
        due_date: '2030-01-31T12:00:00.000Z',
      });
      // Grace opens it: the published definition, the question shown only on Yes.
      const opened = await call('GET', `/api/pcsx/forms/${id}?domain=acme.com`, grace);
      expect(opened.statusCode, opened.body).toBe(200);

      const again = await assign(id, { candidateEmails: ['grace@example.com'], dueDate: '2030-03-15' });
      expect(again.json()).toEqual({ assigned: 1 });
      const rows = await database.db
        .selectFrom('form_assignments as a')
        .innerJoin('forms as f', 'f.id', 'a.form_id')
        .select(['a.due_at', 'a.status', 'a.form_version'])
        .where('a.candidate_id', '=', graceId)
        .where('f.form_key', '=', id)
        .execute();
      // Assigned without a version while not started: the version served when grace starts is hers.
      expect(rows).toEqual([{ due_at: new Date('2030-03-15T12:00:00Z'), status: 'pending', form_version: null }]);
      expect((await list()).filter((form) => form.id === id)).toHaveLength(1);
    });

    it('assigns to every candidate of the employer whose application is in a status', async () => {
      const id = 'equipment-request';
      const [adaId, graceId] = [await candidateId('ada@example.com'), await candidateId('grace@example.com')];
      const position = await database.db.selectFrom('positions').select('id').where('domain', '=', 'acme.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await database.db
        .insertInto('applications')
        .values({ candidate_id: graceId, position_id: position.id, status: 'interviewing', is_active: true, answers: '{}' })
        .execute();
      expect((await assign(id, { applicationStatus: 'hired', dueDate: '2030-04-01' })).json()).toEqual({ assigned: 0 });
      const done = await assign(id, { applicationStatus: 'interviewing', dueDate: '2030-04-01' }, consultant);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ assigned: 2 });
      const assigned = await database.db
        .selectFrom('form_assignments as a')
        .innerJoin('forms as f', 'f.id', 'a.form_id')
        .select(['a.candidate_id', 'a.due_at'])
        .where('f.form_key', '=', id)
        .where('f.domain', '=', 'acme.com')
        .orderBy('a.candidate_id')
        .execute();
      expect(assigned).toEqual([adaId, graceId].sort().map((candidate_id) => ({ candidate_id, due_at: new Date('2030-04-01T12:00:00Z') })));
      const adaNotices = await database.db
        .selectFrom('notifications')
        .select('message')
        .where('candidate_id', '=', adaId)
        .where('redirect_url', '=', `/careers/forms?id=${id}`)
        .execute();
      expect(adaNotices).toHaveLength(1);
      // A globex candidate is never one of acme's, whatever their applications.
      const globexAda = await database.db
        .selectFrom('candidates')
        .select('id')
        .where('email', '=', 'ada@example.com')
        .where('domain', '=', 'globex.com')
        .executeTakeFirstOrThrow();
      expect(await database.db.selectFrom('form_assignments').select('form_id').where('candidate_id', '=', globexAda.id).execute()).toHaveLength(1);
    });

    it('holds a candidate to the version they started, and checks their submission with exactly that version', async () => {
      const id = 'equipment-request';
      const graceId = await candidateId('grace@example.com');
      const assignment = () =>
        database.db
          .selectFrom('form_assignments as a')
          .innerJoin('forms as f', 'f.id', 'a.form_id')
          .select(['a.status', 'a.form_version'])
          .where('a.candidate_id', '=', graceId)
          .where('f.form_key', '=', id)
          .executeTakeFirstOrThrow();
      const started = await call('PUT', `/api/pcsx/forms/${id}/draft?domain=acme.com`, grace, { values: { need_laptop: 'yes' } });
      expect(started.statusCode, started.body).toBe(200);
      expect(await assignment()).toEqual({ status: 'draft', form_version: 2 });

      // Version 3 drops the requirement and the rule: grace, who started version 2, is still held to them.
      const relaxed = equipmentRequest(id);
      relaxed.sections[1].items[0] = {
        name: 'laptop_model',
        label: 'Laptop model (optional)',
        type: 'text',
        visibleFn: { '==': [{ var: 'need_laptop' }, 'yes'] },
      };
      expect((await save(id, 2, relaxed)).json()).toEqual({ errors: [] });
      expect((await publish(id, 2)).json()).toEqual({ version: 3 });
      const question = async (headers: Record<string, string>) =>
        (await call('GET', `/api/pcsx/forms/${id}?domain=acme.com`, headers)).json().data.definition.sections[1].items[0] as Json;
      expect(await question(grace)).toMatchObject({ label: 'Laptop model', required: true });
      // Re-assigning her moves the due date only: she keeps the version she started.
      await assign(id, { candidateEmails: ['grace@example.com'], dueDate: '2030-05-01', version: 3 });
      expect(await assignment()).toEqual({ status: 'draft', form_version: 2 });

      const submit = (values: Json, headers = grace) => call('POST', `/api/pcsx/forms/${id}/submit?domain=acme.com`, headers, { values });
      const missing = await submit({ need_laptop: 'yes' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().field_errors).toEqual({ laptop_model: expect.any(String) });
      const badModel = await submit({ need_laptop: 'yes', laptop_model: 'a laptop' });
      expect(badModel.statusCode).toBe(422);
      expect(badModel.json().field_errors).toEqual({ laptop_model: 'Use the model code, like XP-123.' });
      const done = await submit({ need_laptop: 'yes', laptop_model: 'XP-123' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.values).toEqual({ need_laptop: 'yes', laptop_model: 'XP-123' });
      expect(await assignment()).toEqual({ status: 'submitted', form_version: 2 });

      // Ada had not started: she gets version 3, whose question is optional.
      expect(await question(ada)).toMatchObject({ label: 'Laptop model (optional)' });
      expect((await submit({ need_laptop: 'yes' }, ada)).statusCode).toBe(200);
    });
  });
}
