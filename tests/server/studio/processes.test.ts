/**
 * The proof that a publish reaches every server: two OS processes started as an operator
 * starts them (server/main.ts, DATABASE_URL, PORT…) on one fresh PostgreSQL database, spoken to over
 * HTTP. What a visitor is served is read from the page's boot data: the pages run on a stand-in for
 * the built app (PORTICO_CLIENT_DIR), so the test needs no npm run build, and the boot data is the
 * config the process serves, the same Map its server-rendered pages and API read.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/demoPeople';
import { createTestDatabase, TARGETS } from '../harness';
import { CONSULTANT } from './studioServer';
import { Browser, seedSmallDemoData, startServerProcess, timeUntil, visitorBootData, writeClientStandIn, type ServerProcess } from './serverProcesses';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a config path
const heroOf = (config: Record<string, any>) => config.pcsxConfig.branding.heroImages.jobs.heading as string;

describe('a publish reaches another server process', () => {
  it.runIf(TARGETS.includes('postgres'))(
    'two server processes on one PostgreSQL database serve each other’s publishes within 1 s',
    async () => {
      const database = await createTestDatabase('postgres');
      const client = await writeClientStandIn();
      const processes: ServerProcess[] = [];
      try {
        await seedSmallDemoData(database.db);
        // Started together, on a database without config documents: both seed them, one wins each employer.
        const [a, b] = await Promise.all(
          (['A', 'B'] as const).map((name) =>
            startServerProcess({ name, databaseUrl: database.url!, clientDir: client.dir }).then((p) => (processes.push(p), p)),
          ),
        );

        const onA = new Browser(a!.origin);
        await onA.logIn(CONSULTANT, DEMO_PASSWORD, 'acme.com');
        const { published } = await onA.json('GET', '/api/studio/employers/acme.com/config');
        expect(published.version).toBe(1);
        const config = structuredClone(published.config);
        config.pcsxConfig.branding.heroImages.jobs.heading = 'Published on process A';
        await onA.json('PUT', '/api/studio/employers/acme.com/draft', { baseVersion: 1, config });
        // A draft is nobody's page: B (and A) still serve version 1.
        expect(heroOf((await visitorBootData(b!.origin, 'acme.com')).config)).toBe("Build what's next at Acme");
        expect(heroOf((await visitorBootData(a!.origin, 'acme.com')).config)).toBe("Build what's next at Acme");

        expect(await onA.json('POST', '/api/studio/employers/acme.com/publish', { baseVersion: 1, message: 'Hero from process A' })).toEqual({ version: 2 });
        const onB = await timeUntil(async () => heroOf((await visitorBootData(b!.origin, 'acme.com')).config) === 'Published on process A', 3000);
        expect(onB, 'ms from the publish response on A to B serving it').toBeLessThan(1000);
        expect(heroOf((await visitorBootData(a!.origin, 'acme.com')).config)).toBe('Published on process A');

        // The other way: an employer created on B is served by A (a page, 404 before).
        expect((await fetch(`${a!.origin}/careers?domain=elsewhere.example`)).status).toBe(404);
        const onBAsConsultant = new Browser(b!.origin);
        await onBAsConsultant.logIn(CONSULTANT, DEMO_PASSWORD, 'acme.com');
        await onBAsConsultant.json('POST', '/api/studio/employers', { domain: 'elsewhere.example', name: 'Elsewhere' }, 201);
        const onA2 = await timeUntil(async () => (await fetch(`${a!.origin}/careers?domain=elsewhere.example`)).status === 200, 3000);
        expect(onA2, 'ms from the creation on B to A serving the new portal').toBeLessThan(1000);
        expect(await visitorBootData(a!.origin, 'elsewhere.example')).toMatchObject({ domain: 'elsewhere.example', config: { name: 'Elsewhere' } });

        // Neither process complained meanwhile (a failed poll is logged as a warning).
        for (const process of processes) expect(process.output(), process.name).not.toMatch(/reading the published configs failed/);
      } catch (error) {
        // The processes' own words explain most failures (a crash at start, a refused config).
        for (const process of processes) console.error(`--- server process ${process.name} wrote:\n${process.output()}`);
        throw error;
      } finally {
        await Promise.all(processes.map((process) => process.stop()));
        client.remove();
        await database.close();
      }
    },
    120_000,
  );
});
