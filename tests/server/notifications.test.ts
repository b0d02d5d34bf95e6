import { beforeAll, expect, it } from 'vitest';
import { createNotification } from '../../server/home/notifications/createNotification';
import { serverText } from '../../server/i18n/serverText';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

const expectSchema = expectApiSchema;

describeEachTarget('in-app notifications', (server) => {
  beforeAll(() => server().app.ready(), 60_000);

  const list = async (headers: Record<string, string>, query = '') => {
    const response = await server().app.inject({ url: `/api/pcsx/notifications?domain=acme.com&hl=en${query}`, headers });
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'notifications', 'NotificationsResponse');
    return response.json().data.notifications as {
      id: number;
      message: string;
      notificationType: string;
      isClicked: boolean;
      isViewed: boolean;
      createdAt: string;
      redirectUrl: string | null;
      categoryTitle: string;
    }[];
  };
  const badge = async (headers: Record<string, string>, domain = 'acme.com') => {
    const response = await server().app.inject({ url: `/api/pcsx/notification_badge?domain=${domain}`, headers });
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'notifications', 'NotificationBadgeResponse');
    return response.json().data.count as number;
  };
  const post = (url: string, headers: Record<string, string>) =>
    server().app.inject({ method: 'POST', url: `${url}?domain=acme.com`, headers, payload: { domain: 'acme.com' } });
  const candidateId = async (email: string) =>
    (await server().database.db.selectFrom('candidates').select('id').where('email', '=', email).where('domain', '=', 'acme.com').executeTakeFirstOrThrow()).id;

  it("lists ada's notifications newest first with site-path redirects", async () => {
    const notifications = await list(await server().login('ada@example.com'));
    expect(notifications).toHaveLength(5);
    expect(notifications.map((n) => n.categoryTitle)).toEqual(['Offers', 'Forms', 'Interviews', 'Applications', 'Job alerts']);
    const times = notifications.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(notifications[0]).toMatchObject({
      message: expect.stringMatching(/^You have a new offer for .+\.$/),
      notificationType: 'action_required',
      redirectUrl: '/careers/offers',
      isClicked: false,
    });
    expect(notifications.every((n) => n.redirectUrl?.startsWith('/careers'))).toBe(true);
  });

  it("gives the demo's notifications in the reader's language: they are stored by key", async () => {
    const response = await server().app.inject({ url: '/api/pcsx/notifications?domain=acme.com&hl=de', headers: await server().login('ada@example.com') });
    const german = response.json().data.notifications as { categoryTitle: string; message: string }[];
    expect(german.map((n) => n.categoryTitle)).toEqual(['Angebote', 'Formulare', 'Vorstellungsgespräche', 'Bewerbungen', 'Job-Alerts']);
    expect(german[0]!.message).toMatch(/^Sie haben ein neues Jobangebot für .+\.$/);
  });

  it('filters to the action-required ones with type_filter=action_required and refuses an unknown filter', async () => {
    const ada = await server().login('ada@example.com');
    const actionRequired = await list(ada, '&type_filter=action_required');
    expect(actionRequired.map((n) => n.categoryTitle)).toEqual(['Offers', 'Forms']);
    const unknown = await server().app.inject({ url: '/api/pcsx/notifications?domain=acme.com&type_filter=everything', headers: ada });
    expect(unknown.statusCode).toBe(400);
  });

  it('counts unviewed notifications on the badge and drops to 0 after mark_all_viewed', async () => {
    const ada = await server().login('ada@example.com');
    expect(await badge(ada)).toBe(3);
    const response = await post('/api/pcsx/notifications/mark_all_viewed', ada);
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'notifications', 'NotificationsUpdatedResponse');
    expect(response.json()).toEqual({ data: { updated: 3 } });
    expect(await badge(ada)).toBe(0);
    expect((await list(ada)).every((n) => n.isViewed)).toBe(true);
    // Viewing is not reading: what was unread stays unread.
    expect((await list(ada)).filter((n) => !n.isClicked)).toHaveLength(4);
  });

  it("marks ada's own notification clicked and answers 404 for grace's or an unknown id", async () => {
    const ada = await server().login('ada@example.com');
    const [first] = await list(ada);
    const clicked = await post(`/api/pcsx/notifications/${first!.id}/mark_clicked`, ada);
    expect(clicked.statusCode).toBe(200);
    expectSchema(clicked.json(), 'notifications', 'NotificationResponse');
    expect(clicked.json().data).toMatchObject({ id: first!.id, isClicked: true, isViewed: true });
    expect((await list(ada))[0]!.isClicked).toBe(true);

    const gracesId = await createNotification(server().database.db, {
      candidateId: await candidateId('grace@example.com'),
      category: serverText('alerts.category.applications'),
      message: serverText('alerts.notification.applicationStatus.in_review', { title: 'Data Analyst' }),
      notificationType: 'info',
      redirectUrl: '/careers/profile',
    });
    const others = await post(`/api/pcsx/notifications/${gracesId}/mark_clicked`, ada);
    expect(others.statusCode).toBe(404);
    expectSchema(others.json(), 'common', 'ErrorResponse');
    expect((await server().database.db.selectFrom('notifications').select('is_clicked').where('id', '=', gracesId).executeTakeFirstOrThrow()).is_clicked).toBe(
      false,
    );
    expect((await post('/api/pcsx/notifications/2000000000/mark_clicked', ada)).statusCode).toBe(404);
    expect((await post('/api/pcsx/notifications/abc/mark_clicked', ada)).statusCode).toBe(400);

    const grace = await server().login('grace@example.com');
    expect((await list(grace)).map((n) => [n.categoryTitle, n.message])).toEqual([['Applications', 'Your application for Data Analyst is being reviewed.']]);
    expect(await badge(grace)).toBe(1);
  });

  it('tells of an event once, in the language of whoever reads it', async () => {
    const db = server().database.db;
    const grace = await candidateId('grace@example.com');
    const assigned = {
      candidateId: grace,
      category: serverText('alerts.category.forms'),
      message: serverText('alerts.notification.formAssigned', { title: 'Tax details', dueDate: '2026-12-01T00:00:00.000Z' }),
      notificationType: 'action_required' as const,
      redirectUrl: '/careers/forms?id=tax',
      dedupeKey: 'form-assigned:tax:2026-12-01',
    };
    const first = await createNotification(db, assigned);
    expect(first).toEqual(expect.any(Number));
    expect(await createNotification(db, assigned)).toBeNull();
    const row = await db.selectFrom('notifications').selectAll().where('id', '=', first!).executeTakeFirstOrThrow();
    expect([row.category_title, row.message]).toEqual(['Forms', 'Please complete "Tax details" by December 1, 2026.']);
    const graceHeaders = await server().login('grace@example.com');
    // The page's language comes with each of its API calls (X-Portico-Language).
    const texts = async (language: string) =>
      (await list({ ...graceHeaders, 'x-portico-language': language })).filter((n) => n.id === first).map((n) => [n.categoryTitle, n.message]);
    expect(await texts('en')).toEqual([['Forms', 'Please complete "Tax details" by December 1, 2026.']]);
    const german = await texts('de');
    expect(german).toHaveLength(1);
    expect(german[0]![1]).toContain('1. Dezember 2026');
    expect(german[0]![1]).not.toContain('Please complete');
    await db.deleteFrom('notifications').where('id', '=', first!).execute();
  });

  it('marks them all clicked', async () => {
    const ada = await server().login('ada@example.com');
    const response = await post('/api/pcsx/notifications/mark_all_clicked', ada);
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'notifications', 'NotificationsUpdatedResponse');
    expect((await list(ada)).every((n) => n.isClicked && n.isViewed)).toBe(true);
    expect((await post('/api/pcsx/notifications/mark_all_clicked', ada)).json()).toEqual({ data: { updated: 0 } });
  });

  it('gives the boot data of the bell to visitors and candidates alike', async () => {
    const boot = async (domain: string, headers: Record<string, string>) => {
      const response = await server().app.inject({ url: `/api/pcsx/notifications_boot_data?domain=${domain}`, headers });
      expect(response.statusCode).toBe(200);
      expectSchema(response.json(), 'notifications', 'NotificationsBootDataResponse');
      return response.json().data;
    };
    expect(await boot('acme.com', await server().anonymous())).toEqual({
      groupId: 'acme.com',
      isLoggedIn: false,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
    });
    expect(await boot('acme.com', await server().login('ada@example.com'))).toEqual({
      groupId: 'acme.com',
      isLoggedIn: true,
      enableCandidateInappNotifications: true,
      hasActionRequiredNotificationsConfigured: true,
    });
    expect(await boot('globex.com', await server().login('ada@example.com', 'globex.com'))).toEqual({
      groupId: 'globex.com',
      isLoggedIn: true,
      enableCandidateInappNotifications: false,
      hasActionRequiredNotificationsConfigured: false,
    });
  });

  it('lists nothing and counts 0 where the employer has no in-app notifications', async () => {
    const globexAda = await server().login('ada@example.com', 'globex.com');
    await createNotification(server().database.db, {
      candidateId: (await server().database.db.selectFrom('candidates').select('id').where('domain', '=', 'globex.com').executeTakeFirstOrThrow()).id,
      category: serverText('alerts.category.offers'),
      message: serverText('alerts.notification.offerExtended', { title: 'Hidden' }),
      notificationType: 'info',
      redirectUrl: null,
    });
    const response = await server().app.inject({ url: '/api/pcsx/notifications?domain=globex.com', headers: globexAda });
    expect(response.json()).toEqual({ data: { notifications: [] } });
    expect(await badge(globexAda, 'globex.com')).toBe(0);
  });

  it('respects a candidate who turned in-app notifications off in settings', async () => {
    const ada = await server().login('ada@example.com');
    const off = await server().app.inject({
      method: 'POST',
      url: '/api/pcsx/settings?domain=acme.com',
      headers: ada,
      payload: { notificationPreferences: { inApp: false } },
    });
    expect(off.statusCode).toBe(200);
    try {
      await createNotification(server().database.db, {
        candidateId: await candidateId('ada@example.com'),
        category: serverText('alerts.category.offers'),
        message: serverText('alerts.notification.offerExtended', { title: 'Quiet please' }),
        notificationType: 'info',
        redirectUrl: null,
      });
      expect(await list(ada)).toEqual([]);
      expect(await badge(ada)).toBe(0);
      const boot = await server().app.inject({ url: '/api/pcsx/notifications_boot_data?domain=acme.com', headers: ada });
      expect(boot.json().data.enableCandidateInappNotifications).toBe(false);
    } finally {
      await server().app.inject({
        method: 'POST',
        url: '/api/pcsx/settings?domain=acme.com',
        headers: ada,
        payload: { notificationPreferences: { inApp: true } },
      });
    }
    expect(await badge(ada)).toBe(1);
  });

  it('refuses to store a redirect to another origin, in the code and in the database', async () => {
    const db = server().database.db;
    const id = await candidateId('ada@example.com');
    const someText = { category: serverText('alerts.category.offers'), message: serverText('alerts.notification.offerExtended', { title: 'x' }) };
    for (const redirectUrl of ['https://evil.example/phish', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example']) {
      await expect(createNotification(db, { candidateId: id, ...someText, notificationType: 'info', redirectUrl }), redirectUrl).rejects.toThrow(
        /path of this site/,
      );
      await expect(
        db
          .insertInto('notifications')
          .values({ candidate_id: id, category_title: 'x', message: 'x', notification_type: 'info', redirect_url: redirectUrl })
          .execute(),
        redirectUrl,
      ).rejects.toThrow(/notifications_redirect_url_site_path/);
    }
    await expect(
      createNotification(db, { candidateId: id, ...someText, notificationType: 'info', redirectUrl: '/careers/search?query=a%2F%2Fb' }),
    ).resolves.toEqual(expect.any(Number));
  });

  it('refuses visitors with 401 and mutations without the CSRF header with 403', async () => {
    const anonymous = await server().anonymous();
    for (const url of ['/api/pcsx/notifications?domain=acme.com', '/api/pcsx/notification_badge?domain=acme.com']) {
      const response = await server().app.inject({ url, headers: anonymous });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['x-login-required']).toBe('1');
    }
    for (const url of ['/api/pcsx/notifications/mark_all_viewed', '/api/pcsx/notifications/mark_all_clicked', '/api/pcsx/notifications/1/mark_clicked']) {
      expect((await post(url, anonymous)).statusCode, url).toBe(401);
    }
    const ada = await server().login('ada@example.com');
    const noCsrf = await server().app.inject({
      method: 'POST',
      url: '/api/pcsx/notifications/mark_all_viewed?domain=acme.com',
      headers: { cookie: ada.cookie! },
      payload: { domain: 'acme.com' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.headers['x-csrf-invalid']).toBe('1');
  });
});
