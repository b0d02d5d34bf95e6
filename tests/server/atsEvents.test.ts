import { beforeAll, expect, it } from 'vitest';
import { createApiKey, revokeApiKey } from '../../server/integrations/apiKeys';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read API answers as JSON
type Json = Record<string, any>;

const position = (title: string): Json => ({ title, description: '<p>Build things.</p>', department: 'Engineering', city: 'Lisbon', country: 'PT' });
const hoursFrom = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000).toISOString();

describeEachTarget('applications and interviews from the ATS', (server) => {
  let acmeKey: string;
  let globexKey: string;
  let ada: Record<string, string>;
  let globexAda: Record<string, string>;

  // An integration call: the key as a bearer token, no cookie and no CSRF token.
  const put = (url: string, body: unknown, key = acmeKey) =>
    server().app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${key}` }, payload: body as object });
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await server().app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Json;
  };
  const notifications = async (headers = ada, domain = 'acme.com') =>
    (await get(`/api/pcsx/notifications?domain=${domain}&hl=en`, headers)).data.notifications as Json[];
  const badge = async (headers = ada) => (await get('/api/pcsx/notification_badge?domain=acme.com', headers)).data.count as number;
  const applications = async (headers = ada, domain = 'acme.com') => {
    const body = await get(`/api/pcsx/dashboard/applications?domain=${domain}`, headers);
    expectApiSchema(body, 'dashboard', 'ApplicationsResponse');
    // Active ones, then ended ones (rejected, withdrawn, hired), as the dashboard lists them.
    return [...body.data.applications, ...body.data.inactiveApplications] as Json[];
  };
  const interviews = async () => {
    const body = await get('/api/pcsx/dashboard/interviews?domain=acme.com', ada);
    expectApiSchema(body, 'dashboard', 'InterviewsResponse');
    return body.data as { upcoming: Json[]; past: Json[] };
  };

  beforeAll(async () => {
    const { db } = server().database;
    acmeKey = (await createApiKey(db, 'acme.com', 'Workday', 'admin@acme.com')).key;
    globexKey = (await createApiKey(db, 'globex.com', 'Greenhouse', 'consultant@portico.dev')).key;
    expect((await put('/api/integrations/positions/ACME-P1', position('Quasar Platform Engineer'))).statusCode).toBe(201);
    expect((await put('/api/integrations/positions/GX-P1', position('Globex Turbine Analyst'), globexKey)).statusCode).toBe(201);
    ada = await server().login('ada@example.com');
    globexAda = await server().login('ada@example.com', 'globex.com');
  }, 60_000);

  it("shows an application the ATS pushes on the candidate's dashboard and in the bell, once per change of status", async () => {
    const before = await badge();
    const created = await put('/api/integrations/applications/APP-1', {
      candidateEmail: 'Ada@Example.com',
      positionExternalId: 'ACME-P1',
      status: 'submitted',
    });
    expect(created.statusCode, created.body).toBe(201);
    expectApiSchema(created.json(), 'integrations', 'EventResult');
    expect(created.json()).toMatchObject({ externalId: 'APP-1', status: 'created' });
    expect((await applications()).find((a) => a.id === created.json().id)).toMatchObject({
      position_title: 'Quasar Platform Engineer',
      status: 'submitted',
      is_active: true,
    });
    expect((await notifications())[0]).toMatchObject({
      categoryTitle: 'Applications',
      message: 'Your application for Quasar Platform Engineer has been received.',
      redirectUrl: '/careers/applications',
    });
    expect(await badge()).toBe(before + 1);

    const reviewed = await put('/api/integrations/applications/APP-1', {
      candidateEmail: 'ada@example.com',
      positionExternalId: 'ACME-P1',
      status: 'in_review',
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toEqual({ externalId: 'APP-1', status: 'updated', id: created.json().id });
    expect((await applications())[0]).toMatchObject({ id: created.json().id, status: 'in_review' });
    expect((await notifications())[0]!.message).toBe('Your application for Quasar Platform Engineer is being reviewed.');
    expect(await badge()).toBe(before + 2);

    // The same push again changes nothing and tells nothing.
    const again = await put('/api/integrations/applications/APP-1', { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'in_review' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('unchanged');
    expect(await badge()).toBe(before + 2);

    // Ended: no longer active; a status reached again later is told again.
    await put('/api/integrations/applications/APP-1', { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'rejected' });
    const ended = await get('/api/pcsx/dashboard/applications?domain=acme.com', ada);
    expect(ended.data.applications.map((a: Json) => a.id)).not.toContain(created.json().id);
    expect(ended.data.inactiveApplications[0]).toMatchObject({ id: created.json().id, status: 'rejected', is_active: false });
    await put('/api/integrations/applications/APP-1', { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'in_review' });
    const messages = (await notifications()).slice(0, 4).map((n) => n.message);
    expect(messages).toEqual([
      'Your application for Quasar Platform Engineer is being reviewed.',
      'Your application for Quasar Platform Engineer was not selected this time.',
      'Your application for Quasar Platform Engineer is being reviewed.',
      'Your application for Quasar Platform Engineer has been received.',
    ]);
    expect(await badge()).toBe(before + 4);
  });

  it('stores and tells once when the same push arrives twice at once (two processes, a retry)', async () => {
    const before = await badge();
    const body = { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'submitted' };
    const created = await Promise.all([put('/api/integrations/applications/APP-TWIN', body), put('/api/integrations/applications/APP-TWIN', body)]);
    expect(created.map((r) => r.json().status).sort()).toEqual(['created', 'unchanged']);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    const offered = await Promise.all([1, 2, 3].map(() => put('/api/integrations/applications/APP-TWIN', { ...body, status: 'offered' })));
    expect(offered.map((r) => r.json().status).sort()).toEqual(['unchanged', 'unchanged', 'updated']);
    const start = hoursFrom(server().clock.now, 30);
    const interview = { applicationExternalId: 'APP-TWIN', startsAt: start, endsAt: hoursFrom(new Date(start), 1), status: 'scheduled' };
    const scheduled = await Promise.all([put('/api/integrations/interviews/INT-TWIN', interview), put('/api/integrations/interviews/INT-TWIN', interview)]);
    expect(scheduled.map((r) => r.json().status).sort()).toEqual(['created', 'unchanged']);
    const moved = { ...interview, startsAt: hoursFrom(new Date(start), 2), endsAt: hoursFrom(new Date(start), 3), status: 'moved' };
    const twice = await Promise.all([put('/api/integrations/interviews/INT-TWIN', moved), put('/api/integrations/interviews/INT-TWIN', moved)]);
    expect(twice.map((r) => r.json().status).sort()).toEqual(['unchanged', 'updated']);
    // Received, offered, scheduled, moved: four.
    expect(await badge()).toBe(before + 4);
  });

  it('takes over the application the candidate made on the portal instead of doubling it', async () => {
    const { db } = server().database;
    // ada applies on the portal (the seed's applications are the ATS's own) to a job the ATS sent.
    const candidate = await db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .where('domain', '=', 'acme.com')
      .executeTakeFirstOrThrow();
    const position = await db
      .selectFrom('positions')
      .select(['id', 'title', 'external_id'])
      .where('domain', '=', 'acme.com')
      .where('closed_at', 'is', null)
      .where('id', 'not in', db.selectFrom('applications').select('position_id').where('candidate_id', '=', candidate.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const now = server().clock.now;
    const inserted = await db
      .insertInto('applications')
      .values({
        candidate_id: candidate.id,
        position_id: position.id,
        status: 'submitted',
        is_active: true,
        answers: JSON.stringify({}),
        applied_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const own = { id: inserted.id, position_title: position.title };
    const count = (await applications()).length;
    const adopted = await put('/api/integrations/applications/APP-OWN', {
      candidateEmail: 'ada@example.com',
      positionExternalId: position.external_id!,
      status: 'interviewing',
    });
    expect(adopted.statusCode, adopted.body).toBe(201);
    expect(adopted.json().id).toBe(own.id);
    expect(await applications()).toHaveLength(count);
    expect((await applications()).find((a) => a.id === own.id)).toMatchObject({ status: 'interviewing' });
    expect((await notifications())[0]!.message).toBe(`Your application for ${own.position_title} has moved to the interview stage.`);
  });

  it('tells of an interview pushed, then moved (two notifications), not of the same push again, then of its cancellation', async () => {
    await put('/api/integrations/applications/APP-2', { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'interviewing' });
    const now = server().clock.now;
    const body = (startsIn: number, status = 'scheduled', location: string | null = 'https://meet.example.com/quasar') => ({
      applicationExternalId: 'APP-2',
      startsAt: hoursFrom(now, startsIn),
      endsAt: hoursFrom(now, startsIn + 1),
      location,
      title: 'Technical interview',
      status,
    });
    const ours = async () => (await notifications()).filter((n) => n.categoryTitle === 'Interviews');
    const before = (await ours()).length;

    const scheduled = await put('/api/integrations/interviews/INT-1', body(72));
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expectApiSchema(scheduled.json(), 'integrations', 'EventResult');
    const shown = (await interviews()).upcoming.find((i) => i.id === scheduled.json().id);
    expect(shown).toMatchObject({
      title: 'Technical interview',
      position_title: 'Quasar Platform Engineer',
      status: 'scheduled',
      meeting_url: 'https://meet.example.com/quasar',
      location: null,
      starts_at: hoursFrom(now, 72),
    });

    const moved = await put('/api/integrations/interviews/INT-1', body(96, 'moved'));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('updated');
    const told = await ours();
    expect(told).toHaveLength(before + 2);
    const when = (hours: number) =>
      new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'UTC',
      }).format(new Date(hoursFrom(now, hours)));
    expect(told.slice(0, 2).map((n) => n.message)).toEqual([
      `Your interview for Quasar Platform Engineer has moved to ${when(96)}.`,
      `Your interview for Quasar Platform Engineer is scheduled for ${when(72)}.`,
    ]);
    expect(told[0]!.redirectUrl).toBe('/careers/interviews');

    // The same push again, or a change of place only: stored, nothing told.
    expect((await put('/api/integrations/interviews/INT-1', body(96, 'moved'))).json().status).toBe('unchanged');
    expect((await put('/api/integrations/interviews/INT-1', body(96, 'scheduled', 'Acme HQ, Room 4'))).json().status).toBe('updated');
    expect((await interviews()).upcoming.find((i) => i.id === scheduled.json().id)).toMatchObject({ location: 'Acme HQ, Room 4', meeting_url: null });
    expect(await ours()).toHaveLength(before + 2);

    const cancelled = await put('/api/integrations/interviews/INT-1', body(96, 'cancelled', 'Acme HQ, Room 4'));
    expect(cancelled.statusCode).toBe(200);
    expect((await interviews()).upcoming.find((i) => i.id === scheduled.json().id)).toMatchObject({ status: 'canceled' });
    expect((await ours())[0]!.message).toBe(`Your interview for Quasar Platform Engineer on ${when(96)} has been cancelled.`);
    expect((await put('/api/integrations/interviews/INT-1', body(96, 'cancelled', 'Acme HQ, Room 4'))).json().status).toBe('unchanged');
    expect(await ours()).toHaveLength(before + 3);
  });

  it('refuses a bad body with 422 and each problem at its pointer', async () => {
    const bad = await put('/api/integrations/applications/APP-3', { candidateEmail: 'not-an-email', positionExternalId: 'ACME P1', status: 'lost', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expectApiSchema(bad.json(), 'integrations', 'EventErrorResponse');
    expect(bad.json().error_code).toBe('invalid_application');
    expect(bad.json().errors.map((e: Json) => e.pointer)).toEqual(expect.arrayContaining(['/candidateEmail', '/positionExternalId', '/status']));

    const unknown = await put('/api/integrations/applications/APP-3', {
      candidateEmail: 'nobody@example.com',
      positionExternalId: 'NO-SUCH',
      status: 'submitted',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.map((e: Json) => e.pointer)).toEqual(['/candidateEmail', '/positionExternalId']);
    expect(unknown.json().errors[0].message).toMatch(/no candidate of this employer/);

    // An application keeps its candidate and position.
    const other = await put('/api/integrations/applications/APP-1', { candidateEmail: 'grace@example.com', positionExternalId: 'ACME-P1', status: 'hired' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.map((e: Json) => e.pointer)).toEqual(['/candidateEmail']);

    const start = server().clock.now.toISOString();
    const backwards = await put('/api/integrations/interviews/INT-2', { applicationExternalId: 'APP-2', startsAt: start, endsAt: start, status: 'scheduled' });
    expect(backwards.statusCode).toBe(422);
    expectApiSchema(backwards.json(), 'integrations', 'EventErrorResponse');
    expect(backwards.json()).toMatchObject({ error_code: 'invalid_interview', errors: [{ pointer: '/endsAt', message: 'must be after startsAt' }] });
    const noApplication = await put('/api/integrations/interviews/INT-2', {
      applicationExternalId: 'APP-NONE',
      startsAt: start,
      endsAt: hoursFrom(new Date(start), 1),
      status: 'moved',
    });
    expect(noApplication.statusCode).toBe(422);
    expect(noApplication.json().errors.map((e: Json) => e.pointer)).toEqual(['/applicationExternalId']);
    const missing = await put('/api/integrations/interviews/INT-2', { startsAt: 'tomorrow', status: 'postponed' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: Json) => e.pointer)).toEqual(expect.arrayContaining(['/startsAt', '/status']));
  });

  it('answers 401 to a missing, unknown or revoked key', async () => {
    const body = { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'hired' };
    expect((await server().app.inject({ method: 'PUT', url: '/api/integrations/applications/APP-1', payload: body })).statusCode).toBe(401);
    expect((await put('/api/integrations/applications/APP-1', body, 'ptk_nobody')).statusCode).toBe(401);
    const { db } = server().database;
    const spare = await createApiKey(db, 'acme.com', 'Spare', 'admin@acme.com');
    await revokeApiKey(db, 'acme.com', spare.id, new Date());
    expect((await put('/api/integrations/applications/APP-1', body, spare.key)).statusCode).toBe(401);
    expect((await put('/api/integrations/interviews/INT-1', { applicationExternalId: 'APP-2' }, spare.key)).statusCode).toBe(401);
    expect((await applications()).find((a) => a.position_title === 'Quasar Platform Engineer' && a.status === 'hired')).toBeUndefined();
  });

  it("keeps employers apart: a key reaches only its own employer's candidates, positions and applications", async () => {
    const acmeBefore = await applications();
    const acmeBell = await badge();
    // globex's key cannot use acme's position, nor acme's application for an interview.
    const acmePosition = await put(
      '/api/integrations/applications/GX-APP-1',
      { candidateEmail: 'ada@example.com', positionExternalId: 'ACME-P1', status: 'offered' },
      globexKey,
    );
    expect(acmePosition.statusCode).toBe(422);
    expect(acmePosition.json().errors.map((e: Json) => e.pointer)).toEqual(['/positionExternalId']);
    const start = hoursFrom(server().clock.now, 5);
    const acmeApplication = await put(
      '/api/integrations/interviews/INT-1',
      { applicationExternalId: 'APP-1', startsAt: start, endsAt: hoursFrom(new Date(start), 1), status: 'cancelled' },
      globexKey,
    );
    expect(acmeApplication.statusCode).toBe(422);
    // grace has an account on acme only.
    const grace = await put(
      '/api/integrations/applications/GX-APP-1',
      { candidateEmail: 'grace@example.com', positionExternalId: 'GX-P1', status: 'submitted' },
      globexKey,
    );
    expect(grace.json().errors.map((e: Json) => e.pointer)).toEqual(['/candidateEmail']);

    // The same e-mail and the same ATS id at globex are globex's candidate and globex's application.
    const own = await put(
      '/api/integrations/applications/APP-1',
      { candidateEmail: 'ada@example.com', positionExternalId: 'GX-P1', status: 'hired' },
      globexKey,
    );
    expect(own.statusCode, own.body).toBe(201);
    expect((await applications(globexAda, 'globex.com')).find((a) => a.id === own.json().id)).toMatchObject({
      position_title: 'Globex Turbine Analyst',
      status: 'hired',
    });
    expect(await applications()).toEqual(acmeBefore);
    expect(await badge()).toBe(acmeBell);
    const { db } = server().database;
    const told = await db
      .selectFrom('notifications')
      .innerJoin('candidates', 'candidates.id', 'notifications.candidate_id')
      .select('candidates.domain')
      .where('notifications.dedupe_key', '=', `application-status:${own.json().id}:0:hired`)
      .execute();
    expect(told).toEqual([{ domain: 'globex.com' }]);
  });
});
