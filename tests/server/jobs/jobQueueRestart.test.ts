import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import { createDatabase, type PorticoDatabase } from '../../../server/db/createDatabase';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { createTestDatabase, ROOT_DIR, TARGETS } from '../harness';
import { ADMIN, inject, loginOn } from '../studio/studioServer';
import { startTestSmtpServer } from '../alerts/testSmtpServer';

for (const target of TARGETS) {
  describe(`the job queue across a restart [${target}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    /** Opens the same database again each time, as a restarted process would (PGlite on disk, or the PostgreSQL database by its URL). */
    async function storage(): Promise<() => Promise<PorticoDatabase>> {
      if (target === 'pglite') {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portico-jobs-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        return () => createDatabase({ dataDir });
      }
      const throwaway = await createTestDatabase('postgres');
      cleanups.push(() => throwaway.close());
      return () => createDatabase({ databaseUrl: throwaway.url! });
    }

    it('runs a job left pending by a server that was closed: after the restart its effect happens exactly once, even when delivered again', async () => {
      const smtp = await startTestSmtpServer();
      cleanups.push(() => smtp.close());
      const open = await storage();
      const start = async (database: PorticoDatabase): Promise<PorticoServer> =>
        buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false, smtpUrl: smtp.url, publicUrl: 'https://careers.example.test' });

      // First process: an ATS pushes a job that matches ada's saved search; the process ends before any job runs.
      const firstDatabase = await open();
      const first = await start(firstDatabase);
      await seedDemoData(firstDatabase.db, { configs: first.configs, now: new Date(), positionsPerEmployer: 20 });
      const key = (await inject(first, 'POST', '/api/studio/employers/acme.com/api-keys', await loginOn(first, ADMIN), { name: 'ATS' })).json().key;
      const pushed = await first.app.inject({
        method: 'PUT',
        url: '/api/integrations/positions/RESTART-1',
        headers: { authorization: `Bearer ${key}` },
        payload: { title: 'Lead Data Engineer', description: '<p>Data.</p>', department: 'Engineering', city: 'Austin', region: 'TX', country: 'US' },
      });
      expect(pushed.statusCode, pushed.body).toBe(201);
      await first.app.close();
      await firstDatabase.close();

      const notifications = (database: PorticoDatabase) =>
        database.db.selectFrom('notifications').select(['message', 'dedupe_key']).where('dedupe_key', 'like', 'saved-search:%').execute();

      // Second process: the job is still there and runs.
      const secondDatabase = await open();
      const second = await start(secondDatabase);
      expect(await notifications(secondDatabase)).toEqual([]);
      expect(await second.context.jobs.drain()).toBeGreaterThanOrEqual(2);
      expect((await notifications(secondDatabase)).map((n) => n.message)).toEqual([
        'A new job matches your saved search "engineer · Austin": Lead Data Engineer.',
      ]);
      expect(smtp.mails.map((mail) => mail.headers.subject)).toEqual(['New jobs for your saved search "engineer · Austin"']);

      // Delivered again (at least once): as if a process had told the batch and died before it could
      // record so, the jobs run once more; neither the notification nor the e-mail repeats.
      await secondDatabase.db.updateTable('saved_search_matches').set({ notified_at: null, mailed_at: null }).execute();
      await secondDatabase.db.updateTable('position_openings').set({ processed_at: null }).where('domain', '=', 'acme.com').execute();
      await second.context.jobs.send('alerts.match', { domain: 'acme.com' }, { singletonKey: 'acme.com' });
      const search = await secondDatabase.db.selectFrom('saved_searches').select('id').where('query', '=', 'engineer').executeTakeFirstOrThrow();
      await second.context.jobs.send('alerts.notify', { savedSearchId: search.id }, { singletonKey: String(search.id) });
      expect(await second.context.jobs.drain()).toBeGreaterThanOrEqual(2);
      expect(await notifications(secondDatabase)).toHaveLength(1);
      expect(smtp.mails).toHaveLength(1);
      await second.app.close();
      await secondDatabase.close();

      // A third start finds nothing left to do.
      const thirdDatabase = await open();
      const third = await start(thirdDatabase);
      expect(await third.context.jobs.drain()).toBe(0);
      expect(await notifications(thirdDatabase)).toHaveLength(1);
      await third.app.close();
      await thirdDatabase.close();
    }, 120_000);
  });
}
