import { beforeAll, expect, it } from 'vitest';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

const expectSchema = expectApiSchema;

// A fixed clock: the seed places ada's interviews and events relative to it.
const SEEDED_AT = new Date('2025-03-10T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;

describeEachTarget(
  'dashboard tabs and draft applications',
  (server) => {
    beforeAll(() => server().app.ready(), 60_000);

    const get = async (path: string, headers: Record<string, string>, definition: string, extra: Record<string, string> = {}) => {
      const response = await server().app.inject({ url: `${path}?domain=acme.com`, headers: { ...headers, ...extra } });
      expect(response.statusCode, path).toBe(200);
      expectSchema(response.json(), 'dashboard', definition);
      return response.json().data;
    };
    const adaId = async () =>
      (
        await server()
          .database.db.selectFrom('candidates')
          .select('id')
          .where('email', '=', 'ada@example.com')
          .where('domain', '=', 'acme.com')
          .executeTakeFirstOrThrow()
      ).id;

    it("lists ada's active and inactive applications with their positions", async () => {
      const data = await get('/api/pcsx/dashboard/applications', await server().login('ada@example.com'), 'ApplicationsResponse');
      expect(data.applications.map((a: { status: string }) => a.status)).toEqual(['submitted', 'in_review', 'interviewing', 'offered']);
      expect(data.inactiveApplications.map((a: { status: string }) => a.status)).toEqual(['rejected', 'withdrawn']);
      expect(data.applications[0]).toMatchObject({
        position_title: expect.any(String),
        location: expect.any(String),
        is_active: true,
        applied_at: '2025-03-07T09:00:00.000Z',
        updated_at: '2025-03-07T09:00:00.000Z',
      });
    });

    it('gives grace empty lists rather than errors', async () => {
      const grace = await server().login('grace@example.com');
      expect(await get('/api/pcsx/dashboard/applications', grace, 'ApplicationsResponse')).toEqual({ applications: [], inactiveApplications: [] });
      expect(await get('/api/pcsx/draft_applications', grace, 'DraftApplicationsResponse')).toEqual({ draft_applications: [] });
      expect(await get('/api/pcsx/dashboard/interviews', grace, 'InterviewsResponse')).toEqual({ upcoming: [], past: [] });
    });

    it('lists the employer events with the status of her registration, upcoming first', async () => {
      const { events } = await get('/api/pcsx/dashboard/events', await server().login('ada@example.com'), 'EventsResponse');
      expect(
        events.map((e: { title: string; is_past: boolean; is_registered: boolean; application_status: string | null }) => [
          e.title,
          e.is_past,
          e.is_registered,
          e.application_status,
        ]),
      ).toEqual([
        ['Engineering open house', false, true, 'in_review'],
        ['Women in Tech breakfast', false, false, null],
        ['Graduate hiring day', true, true, 'submitted'],
      ]);
      const grace = await get('/api/pcsx/dashboard/events', await server().login('grace@example.com'), 'EventsResponse');
      expect(grace.events.every((e: { is_registered: boolean }) => !e.is_registered)).toBe(true);
    });

    it('splits interviews into upcoming (soonest first) and past', async () => {
      const { upcoming, past } = await get('/api/pcsx/dashboard/interviews', await server().login('ada@example.com'), 'InterviewsResponse');
      expect(upcoming.map((i: { starts_at: string }) => i.starts_at)).toEqual(['2025-03-12T10:00:00.000Z', '2025-03-15T12:00:00.000Z']);
      expect(upcoming[0]).toMatchObject({
        title: expect.stringMatching(/^Technical interview: /),
        meeting_url: 'https://meet.example.com/acme-tech',
        status: 'scheduled',
      });
      expect(past).toHaveLength(1);
      expect(past[0].title).toMatch(/^Recruiter screen: /);
    });

    it('nudges ada about her interviews and drafts, and says "tomorrow" the day before in her time zone', async () => {
      const ada = await server().login('ada@example.com');
      const { nudges } = await get('/api/pcsx/dashboard/nudges', ada, 'NudgesResponse');
      expect(nudges.map((n: { type: string }) => n.type)).toEqual(['interview', 'interview', 'draft_application', 'draft_application']);
      expect(nudges[0].message).toMatch(/^Your interview for .+ is in 2 days$/);
      // The page translates the keys (locales/<lang>/home.json); title and message are their English.
      expect(nudges[0]).toMatchObject({
        title: 'Upcoming interview',
        titleKey: 'home.nudges.interviewTitle',
        messageKey: 'home.nudges.interviewInDays',
        messageParams: { position: expect.any(String), count: '2', days: '2' },
      });
      expect(nudges[2]).toMatchObject({ title: 'Draft application', titleKey: 'home.nudges.draftTitle', messageKey: 'home.nudges.finishDraft' });
      expect(nudges[2].message).toMatch(/^Finish your draft application for .+/);
      expect(nudges[2].actionUrl).toMatch(/^\/careers\/apply\?pid=\d+$/);

      try {
        server().clock.now = new Date(SEEDED_AT.getTime() + 24 * HOUR);
        expect((await get('/api/pcsx/dashboard/nudges', ada, 'NudgesResponse')).nudges[0]).toMatchObject({
          message: expect.stringMatching(/is tomorrow$/),
          messageKey: 'home.nudges.interviewTomorrow',
        });
        // 05:00 UTC on the interview day is still the evening before in Los Angeles.
        server().clock.now = new Date('2025-03-12T05:00:00.000Z');
        expect((await get('/api/pcsx/dashboard/nudges', ada, 'NudgesResponse')).nudges[0].message).toMatch(/is today$/);
        const losAngeles = await get('/api/pcsx/dashboard/nudges', ada, 'NudgesResponse', { 'x-portico-timezone': 'America/Los_Angeles' });
        expect(losAngeles.nudges[0].message).toMatch(/is tomorrow$/);
        const nonsense = await get('/api/pcsx/dashboard/nudges', ada, 'NudgesResponse', { 'x-portico-timezone': 'Mars/Olympus_Mons' });
        expect(nonsense.nudges[0].message).toMatch(/is today$/);
      } finally {
        server().clock.now = SEEDED_AT;
      }
    });

    it('nudges grace to complete the heaviest missing parts of her profile', async () => {
      const { nudges } = await get('/api/pcsx/dashboard/nudges', await server().login('grace@example.com'), 'NudgesResponse');
      expect(nudges.map((n: { message: string; actionUrl: string }) => [n.message, n.actionUrl])).toEqual([
        ['Add your skills', '/careers/profile'],
        ['Add your work experience', '/careers/profile'],
        ['Upload your resume', '/careers/profile'],
      ]);
      expect(nudges[0]).toMatchObject({
        title: 'Complete your profile',
        titleKey: 'home.completion.edit',
        messageKey: 'home.completion.items.skills',
        messageParams: {},
      });
    });

    it('shows referrals only for positions ada applied to while the referral gate is on, and all of them when it is off', async () => {
      const ada = await server().login('ada@example.com');
      const gated = await get('/api/pcsx/dashboard/referrals', ada, 'ReferralsResponse');
      expect(gated).toEqual({ referrals: [], gated: true });

      const referral = await server()
        .database.db.selectFrom('referrals')
        .select(['position_id'])
        .where('referrer_name', '=', 'Charles Babbage')
        .executeTakeFirstOrThrow();
      const application = await server()
        .database.db.insertInto('applications')
        .values({ candidate_id: await adaId(), position_id: referral.position_id, status: 'submitted', is_active: true, answers: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const afterApplying = await get('/api/pcsx/dashboard/referrals', ada, 'ReferralsResponse');
        expect(afterApplying.referrals).toEqual([
          expect.objectContaining({
            referrer_name: 'Charles Babbage',
            status: 'submitted',
            application_status: 'submitted',
            position_id: referral.position_id,
          }),
        ]);

        const gates = server().configs.get('acme.com')!.gates!;
        gates.referralWithCandidateApplicationGate = false;
        try {
          const open = await get('/api/pcsx/dashboard/referrals', ada, 'ReferralsResponse');
          expect(open.gated).toBe(false);
          expect(open.referrals.map((r: { referrer_name: string; application_status: string | null }) => [r.referrer_name, r.application_status])).toEqual([
            ['Charles Babbage', 'submitted'],
            ['Mary Somerville', null],
          ]);
        } finally {
          gates.referralWithCandidateApplicationGate = true;
        }
      } finally {
        await server().database.db.deleteFrom('applications').where('id', '=', application.id).execute();
      }
    });

    it('lists open drafts first, then the closed one', async () => {
      const { draft_applications: drafts } = await get('/api/pcsx/draft_applications', await server().login('ada@example.com'), 'DraftApplicationsResponse');
      expect(drafts.map((d: { is_closed: boolean }) => d.is_closed)).toEqual([false, false, true]);
      expect(drafts[0]).toMatchObject({ position_title: expect.any(String), updated_at: '2025-03-09T09:00:00.000Z' });
    });

    it("deletes only ada's own drafts: unknown ids and another candidate's drafts count nothing", async () => {
      const ada = await server().login('ada@example.com');
      const db = server().database.db;
      const grace = await db.selectFrom('candidates').select('id').where('email', '=', 'grace@example.com').executeTakeFirstOrThrow();
      const { draft_applications: before } = await get('/api/pcsx/draft_applications', ada, 'DraftApplicationsResponse');
      const gracePosition = before[1].position_id as number;
      await db.insertInto('draft_applications').values({ candidate_id: grace.id, position_id: gracePosition, answers: '{}' }).execute();

      const response = await server().app.inject({
        method: 'DELETE',
        url: '/api/pcsx/draft_applications?domain=acme.com',
        headers: ada,
        payload: { position_ids: [before[0].position_id, 2_000_000_000, before[0].position_id] },
      });
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'dashboard', 'DeleteDraftApplicationsResponse');
      expect(response.json()).toEqual({ data: { deleted: 1 } });

      const gracesHeaders = await server().login('grace@example.com');
      const fromGrace = await server().app.inject({
        method: 'DELETE',
        url: '/api/pcsx/draft_applications?domain=acme.com',
        headers: gracesHeaders,
        payload: { position_ids: [before[2].position_id] },
      });
      expect(fromGrace.json()).toEqual({ data: { deleted: 0 } });

      const { draft_applications: after } = await get('/api/pcsx/draft_applications', ada, 'DraftApplicationsResponse');
      expect(after.map((d: { position_id: number }) => d.position_id)).toEqual([before[1].position_id, before[2].position_id]);
      expect((await get('/api/pcsx/draft_applications', gracesHeaders, 'DraftApplicationsResponse')).draft_applications).toHaveLength(1);
    });

    it('refuses malformed draft deletions with 400 and a deletion without the CSRF header with 403', async () => {
      const ada = await server().login('ada@example.com');
      for (const payload of [
        {},
        { position_ids: [] },
        { position_ids: ['abc'] },
        { position_ids: [0] },
        { position_ids: [2 ** 40] },
        { position_ids: 'all' },
      ]) {
        const response = await server().app.inject({ method: 'DELETE', url: '/api/pcsx/draft_applications?domain=acme.com', headers: ada, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(/^Invalid request: /);
      }
      const noCsrf = await server().app.inject({
        method: 'DELETE',
        url: '/api/pcsx/draft_applications?domain=acme.com',
        headers: { cookie: ada.cookie! },
        payload: { position_ids: [1] },
      });
      expect(noCsrf.statusCode).toBe(403);
    });

    it('refuses every dashboard call of a visitor with 401 and X-Login-Required', async () => {
      const anonymous = await server().anonymous();
      for (const path of ['applications', 'nudges', 'events', 'interviews', 'referrals']) {
        const response = await server().app.inject({ url: `/api/pcsx/dashboard/${path}?domain=acme.com`, headers: anonymous });
        expect(response.statusCode, path).toBe(401);
        expect(response.headers['x-login-required']).toBe('1');
        expectSchema(response.json(), 'common', 'ErrorResponse');
      }
      expect((await server().app.inject({ url: '/api/pcsx/draft_applications?domain=acme.com', headers: anonymous })).statusCode).toBe(401);
      expect(
        (
          await server().app.inject({
            method: 'DELETE',
            url: '/api/pcsx/draft_applications?domain=acme.com',
            headers: anonymous,
            payload: { position_ids: [1] },
          })
        ).statusCode,
      ).toBe(401);
    });
  },
  { now: SEEDED_AT },
);
