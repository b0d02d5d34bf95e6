import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { createTestDatabase, ROOT_DIR } from '../harness';
import { ADMIN, inject, loginOn } from '../studio/studioServer';

// The server as npm start runs it: the queue's workers poll, nobody drains.
describe('alerts on a polling server [pglite]', () => {
  let database: PorticoDatabase;
  let server: PorticoServer;
  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  it('tells ada of a matching job within seconds of the push, with no one running the queue by hand; closing stops it at once', async () => {
    database = await createTestDatabase('pglite');
    server = await buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: false, jobs: 'poll' });
    await seedDemoData(database.db, { configs: server.configs, now: new Date(), positionsPerEmployer: 20 });
    const key = (await inject(server, 'POST', '/api/studio/employers/acme.com/api-keys', await loginOn(server, ADMIN), { name: 'ATS' })).json().key;
    const pushed = await server.app.inject({
      method: 'PUT',
      url: '/api/integrations/positions/POLL-1',
      headers: { authorization: `Bearer ${key}` },
      payload: { title: 'Site Reliability Engineer', description: '<p>Uptime.</p>', department: 'Engineering', city: 'Austin', region: 'TX', country: 'US' },
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    const started = Date.now();
    let messages: string[] = [];
    while (Date.now() - started < 30_000 && messages.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      messages = (await database.db.selectFrom('notifications').select('message').where('dedupe_key', 'like', 'saved-search:%').execute()).map(
        (row) => row.message,
      );
    }
    expect(messages).toEqual(['A new job matches your saved search "engineer · Austin": Site Reliability Engineer.']);
    expect(Date.now() - started).toBeLessThan(20_000);
    const closing = Date.now();
    await server.app.close();
    expect(Date.now() - closing).toBeLessThan(3_000);
  }, 90_000);
});
