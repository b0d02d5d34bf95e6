import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/db/createDatabase';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { createTestDatabase, TARGETS } from '../harness';
import { bootData, buildPagesServer, CONSULTANT, loginOn } from './studioServer';

const heroOf = (config: Record<string, any>) => config.pcsxConfig.branding.heroImages.jobs.heading as string; // eslint-disable-line @typescript-eslint/no-explicit-any -- a config path

describe('a publish reaches every server process without a restart', () => {
  if (TARGETS.includes('postgres')) {
    it('is served by a second process on the same PostgreSQL database within 1 s', async () => {
      const database = await createTestDatabase('postgres');
      // The second process has its own pool, as another machine would.
      const other = await createDatabase({ databaseUrl: database.url });
      const first = await buildPagesServer(database);
      const second = await buildPagesServer(other);
      try {
        await seedDemoData(database.db, { configs: first.configs, now: new Date(), positionsPerEmployer: 20 });
        const headers = await loginOn(first, CONSULTANT);
        const { published } = (await first.app.inject({ url: '/api/studio/employers/acme.com/config', headers })).json();
        const config = structuredClone(published.config);
        config.pcsxConfig.branding.heroImages.jobs.heading = 'Published on the first process';
        await first.app.inject({ method: 'PUT', url: '/api/studio/employers/acme.com/draft', headers, payload: { baseVersion: published.version, config } });
        expect(heroOf((await bootData(second, '/careers?domain=acme.com')).config)).toBe("Build what's next at Acme");

        const publish = await first.app.inject({
          method: 'POST',
          url: '/api/studio/employers/acme.com/publish',
          headers,
          payload: { baseVersion: published.version, message: 'x' },
        });
        expect(publish.statusCode, publish.body).toBe(200);
        const publishedAt = Date.now();
        let seen = '';
        while (Date.now() - publishedAt < 1000) {
          seen = heroOf((await bootData(second, '/careers?domain=acme.com')).config);
          if (seen === 'Published on the first process') break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(seen).toBe('Published on the first process');
        expect(Date.now() - publishedAt).toBeLessThan(1000);
        // Search settings, CSP and the rest read the same Map: the API answers from the new config too.
        expect(second.configs.get('acme.com')?.pcsxConfig?.branding?.heroImages?.jobs?.heading).toBe('Published on the first process');

        // A new employer created on the second is served by the first.
        const created = await second.app.inject({
          method: 'POST',
          url: '/api/studio/employers',
          headers: await loginOn(second, CONSULTANT),
          payload: { domain: 'elsewhere.example', name: 'Elsewhere' },
        });
        expect(created.statusCode, created.body).toBe(201);
        await expect
          .poll(async () => (await first.app.inject({ url: '/careers?domain=elsewhere.example' })).statusCode, { timeout: 1000, interval: 25 })
          .toBe(200);
      } finally {
        await second.app.close();
        await first.app.close();
        await other.close();
        await database.close();
      }
    }, 120_000);
  }

  it('is served by the publishing process at once (PGlite: one process)', async () => {
    const database = await createTestDatabase('pglite');
    const server = await buildPagesServer(database);
    try {
      await seedDemoData(database.db, { configs: server.configs, now: new Date(), positionsPerEmployer: 20 });
      const headers = await loginOn(server, CONSULTANT);
      const { published } = (await server.app.inject({ url: '/api/studio/employers/globex.com/config', headers })).json();
      await server.app.inject({
        method: 'PUT',
        url: '/api/studio/employers/globex.com/draft',
        headers,
        payload: { baseVersion: published.version, config: { ...published.config, name: 'Globex Studio' } },
      });
      await server.app.inject({
        method: 'POST',
        url: '/api/studio/employers/globex.com/publish',
        headers,
        payload: { baseVersion: published.version, message: '' },
      });
      expect((await bootData(server, '/careers?domain=globex.com')).config.name).toBe('Globex Studio');
    } finally {
      await server.app.close();
      await database.close();
    }
  }, 120_000);
});
