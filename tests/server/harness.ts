/**
 * Server test harness: the real server (Fastify inject) on a real database, for each storage target:
 * PGlite always, and the PostgreSQL server at 127.0.0.1:5432 when it answers (it does on CI machines).
 * Each test file gets its own freshly migrated and seeded database.
 */
import path from 'node:path';
import { describe, afterAll, beforeAll } from 'vitest';
import { buildServer, type PorticoServer } from '../../server/app';
import { createDatabase, type PorticoDatabase } from '../../server/db/createDatabase';
import { seedDemoData } from '../../server/seed/seedDemoData';
import { DEMO_PASSWORD } from '../../server/seed/demoPeople';
import { createThrowawayPostgresDatabase, postgresAnswers } from './postgresDatabase';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Target = 'pglite' | 'postgres';

export const TARGETS: Target[] = (await postgresAnswers(ADMIN_URL)) ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A freshly migrated PGlite database's files, made once per test worker (the node tests share their
 * modules): each test's database starts from a copy (about 0.5 s) instead of PostgreSQL's initdb and
 * every migration (about 3.5 s). Migrations still run on each copy, finding nothing to do.
 */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPGliteFiles(): Promise<Blob> {
  pgliteTemplate ??= createDatabase({ dataDir: 'memory://' }).then(async (database) => {
    try {
      return await database.dumpDataDir!();
    } finally {
      await database.close();
    }
  });
  return pgliteTemplate;
}

/** A throwaway database on the given target, migrated; url is the PostgreSQL database's (another process's pool can open it). */
export async function createTestDatabase(target: Target): Promise<PorticoDatabase & { url?: string }> {
  if (target === 'pglite') return createDatabase({ dataDir: 'memory://', loadDataDir: await migratedPGliteFiles() });
  return createThrowawayPostgresDatabase(ADMIN_URL, 'portico_test');
}

export interface TestServer extends PorticoServer {
  /** Logs a demo person in; returns the headers (cookies + CSRF token) for their requests. */
  login: (email: string, domain?: string) => Promise<Record<string, string>>;
  /** Headers of an anonymous visitor that passes the CSRF check. */
  anonymous: () => Promise<Record<string, string>>;
  clock: { now: Date };
}

export interface TestServerOptions {
  positionsPerEmployer?: number;
  now?: Date;
  seed?: boolean;
  /** Off by default: tests log in many times from one address. */
  rateLimits?: boolean;
  trustProxy?: false | number | string[];
}

export async function createTestServer(target: Target, options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(target);
  const clock = { now: options.now ?? new Date() };
  const server = await buildServer({
    rootDir: ROOT_DIR,
    database,
    pages: false,
    now: () => clock.now,
    rateLimits: options.rateLimits ?? false,
    trustProxy: options.trustProxy,
  });
  if (options.seed !== false)
    await seedDemoData(database.db, { configs: server.configs, now: clock.now, positionsPerEmployer: options.positionsPerEmployer ?? 120 });
  const originalClose = server.app.close.bind(server.app);
  server.app.close = (async () => {
    await originalClose();
    await database.close();
  }) as typeof server.app.close;

  const anonymous = async () => {
    const token = 'anonymous-test-token-0123456789ab';
    return { cookie: `portico_csrf=${token}`, 'x-csrf-token': token };
  };
  const login = async (email: string, domain = 'acme.com') => {
    const headers = await anonymous();
    const response = await server.app.inject({ method: 'POST', url: `/api/auth/login?domain=${domain}`, headers, payload: { email, password: DEMO_PASSWORD } });
    if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
    const csrf = String(cookies.portico_csrf);
    return { cookie: `portico_session=${cookies.portico_session}; portico_csrf=${csrf}`, 'x-csrf-token': csrf };
  };
  return { ...server, login, anonymous, clock };
}

/** Runs the same describe block against every storage target. */
export function describeEachTarget(name: string, body: (get: () => TestServer, target: Target) => void, options: TestServerOptions = {}): void {
  for (const target of TARGETS) {
    describe(`${name} [${target}]`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await createTestServer(target, options);
      }, 120_000);
      afterAll(async () => {
        await server?.app.close();
      });
      body(() => server, target);
    });
  }
}
