import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { createTestDatabase, ROOT_DIR, TARGETS } from '../harness';
import { ADMIN, inject, loginOn } from '../studio/studioServer';
import { startTestSmtpServer } from './testSmtpServer';

const PUBLIC_URL = 'https://careers.example.test';

// An ATS position that ada's seeded saved search ("engineer" in Austin, Engineering) finds.
const austinEngineer = (title: string) => ({
  title,
  description: '<p>Build our platform.</p>',
  department: 'Engineering',
  city: 'Austin',
  region: 'TX',
  country: 'US',
  employmentType: 'full_time',
});

for (const target of TARGETS) {
  describe(`saved-search alerts [${target}]`, () => {
    let database: PorticoDatabase;
    let server: PorticoServer;
    let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
    let key: string;
    let ada: Record<string, string>;

    beforeAll(async () => {
      smtp = await startTestSmtpServer();
      database = await createTestDatabase(target);
      server = await buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false, smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
      await seedDemoData(database.db, { configs: server.configs, now: new Date(), positionsPerEmployer: 20 });
      const admin = await loginOn(server, ADMIN);
      key = (await inject(server, 'POST', '/api/studio/employers/acme.com/api-keys', admin, { name: 'Workday' })).json().key;
      ada = await loginOn(server, 'ada@example.com');
    }, 120_000);
    afterAll(async () => {
      await server?.app.close();
      await database?.close();
      await smtp?.close();
    });

    const push = (externalId: string, body: object) =>
      server.app.inject({ method: 'PUT', url: `/api/integrations/positions/${externalId}`, headers: { authorization: `Bearer ${key}` }, payload: body });
    // The alerts these tests cause: the demo's own (seeded days ago) are left out.
    const testsStarted = new Date().toISOString();
    const adasAlerts = async () => {
      const response = await server.app.inject({ url: '/api/pcsx/notifications?domain=acme.com', headers: ada });
      expect(response.statusCode).toBe(200);
      return (response.json().data.notifications as { message: string; createdAt: string; redirect_url?: string; redirectUrl?: string }[]).filter(
        (n) => n.message.includes('saved search') && n.createdAt >= testsStarted,
      );
    };

    it('tells ada of a job the ATS pushed that matches her saved search: a notification and an e-mail whose manage link pauses the alert', async () => {
      const created = await push('ALERT-1', austinEngineer('Senior Backend Engineer'));
      expect(created.statusCode, created.body).toBe(201);
      expect(await adasAlerts()).toEqual([]);

      expect(await server.context.jobs.drain()).toBeGreaterThanOrEqual(2);

      const alerts = await adasAlerts();
      expect(alerts.map((n) => n.message)).toEqual(['A new job matches your saved search "engineer · Austin": Senior Backend Engineer.']);
      expect(smtp.mails).toHaveLength(1);
      const mail = smtp.mails[0]!;
      expect(mail.to).toEqual(['ada@example.com']);
      expect(mail.headers.subject).toBe('New jobs for your saved search "engineer · Austin"');
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(mail.html).toMatch(/<h1[^>]*>New jobs for &quot;engineer · Austin&quot;<\/h1>/);
      expect(mail.html).toMatch(
        new RegExp(`<a href="${PUBLIC_URL}/careers/job/\\d+-senior-backend-engineer\\?domain=acme.com"[^>]*>Senior Backend Engineer</a>`),
      );
      expect(mail.text).toContain('Senior Backend Engineer\nhttps://careers.example.test/careers/job/');

      // The manage link works without logging in, and pausing stops the alert.
      const link = /Pause or delete this alert\n(\S+)/.exec(mail.text)![1]!;
      expect(link.startsWith(`${PUBLIC_URL}/alerts/manage?token=`)).toBe(true);
      const url = new URL(link);
      const page = await server.app.inject({ url: url.pathname + url.search });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Manage your job alert</h1>');
      expect(page.body).toContain('This alert is on: new jobs for this search are sent to you.');
      const token = url.searchParams.get('token')!;
      const paused = await server.app.inject({
        method: 'POST',
        url: '/alerts/manage',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, action: 'pause' }).toString(),
      });
      expect(paused.statusCode, paused.body).toBe(200);
      expect(paused.body).toContain('This alert is paused: no new jobs are sent to you until you resume it.');
      const search = await database.db.selectFrom('saved_searches').select('paused_at').where('query', '=', 'engineer').executeTakeFirstOrThrow();
      expect(search.paused_at).not.toBeNull();

      // Paused: another matching job tells nothing.
      expect((await push('ALERT-2', austinEngineer('Staff Platform Engineer'))).statusCode).toBe(201);
      await server.context.jobs.drain();
      expect(await adasAlerts()).toHaveLength(1);
      expect(smtp.mails).toHaveLength(1);
    });

    it('mails a candidate who chose the daily digest once, in the digest, not at once', async () => {
      const grace = await loginOn(server, 'grace@example.com');
      const savedSearch = await inject(server, 'POST', '/api/pcsx/saved_searches?domain=acme.com', grace, {
        query: 'designer',
        location: 'Lisbon',
        filters: {},
      });
      expect(savedSearch.statusCode, savedSearch.body).toBe(200);
      const settings = await inject(server, 'POST', '/api/pcsx/settings?domain=acme.com', grace, { notificationPreferences: { savedSearchDigest: true } });
      expect(settings.json().data.notificationPreferences).toMatchObject({ savedSearchDigest: true, email: true });
      const before = smtp.mails.length;
      expect((await push('DIGEST-1', { ...austinEngineer('Product Designer'), city: 'Lisbon', region: 'Lisbon', country: 'PT' })).statusCode).toBe(201);
      await server.context.jobs.drain();
      expect(smtp.mails).toHaveLength(before);
      const graceNotifications = await inject(server, 'GET', '/api/pcsx/notifications?domain=acme.com', grace);
      expect(graceNotifications.json().data.notifications.map((n: { message: string }) => n.message)).toContain(
        'A new job matches your saved search "designer · Lisbon": Product Designer.',
      );

      await server.context.jobs.send('alerts.digest', {});
      await server.context.jobs.drain();
      expect(smtp.mails).toHaveLength(before + 1);
      const digest = smtp.mails.at(-1)!;
      expect(digest.to).toEqual(['grace@example.com']);
      expect(digest.headers.subject).toBe('Your daily job alerts from Acme Corporation');
      expect(digest.html).toMatch(/<h2[^>]*>New jobs for &quot;designer · Lisbon&quot;<\/h2>/);
      expect(digest.text).toContain('- Product Designer\n');
      await server.context.jobs.send('alerts.digest', {});
      await server.context.jobs.drain();
      expect(smtp.mails).toHaveLength(before + 1);
    });

    it('refuses a forged, altered or expired manage token, and an unknown action', async () => {
      const mail = smtp.mails[0]!;
      const token = new URL(/Pause or delete this alert\n(\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
      const [id, expiry, signature] = token.split('.');
      for (const bad of [
        `${Number(id) + 1}.${expiry}.${signature}`,
        `${id}.${Number(expiry) + 1}.${signature}`,
        `${id}.${expiry}.${'A'.repeat(43)}`,
        'nonsense',
      ]) {
        const response = await server.app.inject({ url: `/alerts/manage?token=${encodeURIComponent(bad)}` });
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('This link is not valid or has expired.');
      }
      const post = (body: Record<string, string>) =>
        server.app.inject({
          method: 'POST',
          url: '/alerts/manage',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        });
      expect((await post({ token: `${id}.${expiry}.${'A'.repeat(43)}`, action: 'delete' })).statusCode).toBe(404);
      expect((await post({ token, action: 'explode' })).statusCode).toBe(400);
    });
  });
}
