import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TARGETS, type TestServer } from './harness';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Ends every connection the app holds to its database, as an administrator or a failover would. */
async function terminateAppConnections(admin: pg.Client, database: string, except: number[] = []): Promise<number[]> {
  const result = await admin.query(
    // The call in the select list runs only for the rows the filter keeps (never for this session).
    'select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and not (pid = any($2::int[]))',
    [database, except],
  );
  return result.rows.map((row: { pid: number }) => row.pid);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks again every 25 ms, up to 5 s, until the check holds. */
async function pollUntil(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200 && !(await check()); tries += 1) await pause(25);
}

/**
 * Waits until the given backends have gone, and one turn more so the app's sockets have read their close. A request sent
 * in the instant after pg_terminate_backend may still be handed an idle connection whose end has not reached the process
 * yet; that one answers 503 as any failure does, and is not what "the next request succeeds" is about.
 */
async function waitUntilGone(admin: pg.Client, pids: number[]): Promise<void> {
  await pollUntil(async () => (await admin.query('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [pids])).rows[0].n === 0);
  await pause(50);
}

// Only a PostgreSQL server has connections to lose (PGlite runs in the process); CI machines have one.
describe.runIf(TARGETS.includes('postgres'))('the database drops its connections', () => {
  let server: TestServer;
  let admin: pg.Client;
  let database: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await createTestServer('postgres');
    database = (await sql<{ name: string }>`select current_database() as name`.execute(server.database.db)).rows[0]!.name;
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    headers = await server.login('ada@example.com');
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await server?.app.close();
  });

  const mixedRequest = (round: number) => {
    switch (round % 4) {
      case 0:
        return server.app.inject({ url: '/api/pcsx/search?domain=acme.com&query=engineer', headers });
      case 1:
        return server.app.inject({ url: '/api/pcsx/settings?domain=acme.com', headers });
      case 2:
        return server.app.inject({ method: 'POST', url: '/api/pcsx/settings?domain=acme.com', headers, payload: { language: round % 8 === 2 ? 'fr' : 'en' } });
      default:
        return server.app.inject({ url: '/api/offer/offers?domain=acme.com', headers });
    }
  };

  it('fails the request waiting on a row lock with 503 when its connection is terminated, and keeps serving', async () => {
    const viewer = (await server.app.inject({ url: '/api/auth/me?domain=acme.com', headers })).json().data.userId as string;
    let terminated: number[] = [];
    const locker = new pg.Client({ connectionString: ADMIN_URL.replace(/\/[^/]*$/, `/${database}`) });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from candidates where id = $1 for update', [viewer]);
      const waiting = server.app.inject({ method: 'POST', url: '/api/pcsx/settings?domain=acme.com', headers, payload: { language: 'de' } });
      // Wait until the request's connection is blocked on the lock, then end the app's connections (not the locker's).
      await pollUntil(
        async () => !!(await admin.query("select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'", [database])).rowCount,
      );
      const lockerPid = (await locker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      terminated = await terminateAppConnections(admin, database, [lockerPid]);
      const response = await waiting;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Server error. Please try again.',
        error_code: 'service_unavailable',
        message_key: 'errors.request.serverError',
      });
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
    await waitUntilGone(admin, terminated);
    const after = await server.app.inject({ url: '/api/pcsx/settings?domain=acme.com', headers });
    expect(after.statusCode).toBe(200);
  });

  it('survives its connections being terminated again and again during a mixed load, and serves every request once they stop', async () => {
    const statuses = new Map<number, number>();
    let stop = false;
    const killed: number[] = [];
    const killer = (async () => {
      while (!stop) {
        killed.push(...(await terminateAppConnections(admin, database)));
        await pause(150);
      }
    })();
    for (let round = 0; round < 120; round += 4) {
      const responses = await Promise.all([0, 1, 2, 3].map((offset) => mixedRequest(round + offset)));
      for (const response of responses) statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    stop = true;
    await killer;
    expect(killed.length).toBeGreaterThan(0);
    await waitUntilGone(admin, killed);
    // Only answers, clean failures among them: no 500, no crash.
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(200)).toBeGreaterThan(0);
    // Once the database answers again, the very next requests succeed: broken connections are not handed out again.
    for (let round = 0; round < 20; round += 1) expect((await mixedRequest(round)).statusCode, `round ${round}`).toBe(200);
  }, 120_000);
});
