/**
 * PORTICO_WORKERS: server/main.ts started as an operator starts it, with two workers (node:cluster) on
 * one port and a fresh PostgreSQL database the primary migrates and seeds. Connections are dealt to
 * the workers in turn, so a test reaches a given worker by opening connections until one answers with
 * its number in X-Portico-Worker, then keeps that connection (keep-alive). What one worker stores,
 * the other must see: the session, the CSRF token, rate-limit counters, a position in search, a
 * published config, a queued job's notification.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ProcessSettingsError, readProcessSettings } from '../../server/cluster/processSettings';
import { createDatabase, type PorticoDatabase } from '../../server/db/createDatabase';
import { WORKER_HEADER } from '../../server/http/workerHeader';
import { createApiKey } from '../../server/integrations/apiKeys';
import { DEMO_PASSWORD } from '../../server/seed/demoPeople';
import { createTestServer, ROOT_DIR, TARGETS } from './harness';
import { CONSULTANT } from './studio/studioServer';
import { parseBootData, startServerProcess, timeUntil, writeClientStandIn, type ServerProcess } from './studio/serverProcesses';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function send(agent: http.Agent, origin: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${url}`, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A kept connection to the given worker: new connections until one lands there (round-robin), at most 100. */
async function connectionTo(origin: string, worker: number): Promise<http.Agent> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await send(agent, origin, 'GET', '/healthz').catch(() => null);
    if (answer?.status === 200 && answer.headers[WORKER_HEADER.toLowerCase()] === String(worker)) return agent;
    agent.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no connection to worker ${worker} of ${origin}`);
}

/** One browser (its cookies and CSRF token) whose requests go to the worker it names, each checked to have been answered there. */
class Browser {
  private readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly origin: string,
    private readonly workers: Map<number, http.Agent>,
  ) {}

  async request(worker: number, method: string, url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(this.workers.get(worker)!, this.origin, method, url, headers, body === undefined ? undefined : JSON.stringify(body));
    expect(answer.headers[WORKER_HEADER.toLowerCase()], `${method} ${url}: the worker that answered`).toBe(String(worker));
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const rotated = answer.headers['x-csrf-token'];
    if (typeof rotated === 'string') this.csrfToken = rotated;
    return answer;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API bodies of many shapes
  async json(worker: number, method: string, url: string, body?: unknown, status = 200): Promise<any> {
    const answer = await this.request(worker, method, url, body);
    if (answer.status !== status)
      throw new Error(`${method} ${url} on worker ${worker} answered ${answer.status} (expected ${status}): ${answer.text.slice(0, 300)}`);
    return answer.text ? JSON.parse(answer.text) : undefined;
  }

  /** Opens a page on one worker: its CSRF token (meta tag, cookie) is the visitor's from then on. */
  async openPage(worker: number, url: string): Promise<string> {
    const page = await this.request(worker, 'GET', url);
    expect(page.status).toBe(200);
    this.csrfToken = /<meta name="csrf-token" content="([^"]*)"/.exec(page.text)?.[1] ?? '';
    expect(this.csrfToken).not.toBe('');
    return page.text;
  }
}

/** The PIDs of a process's children (the workers of a primary). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The worker processes of a primary: its children that run the server (not, say, the esbuild service
 * the TypeScript loader starts, which leaves a moment after the primary does).
 */
function workersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      return /main\.ts/.test(execFileSync('ps', ['-o', 'args=', '-p', String(child)], { encoding: 'utf8' }));
    } catch {
      return false; // gone between the two calls
    }
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('PORTICO_WORKERS refusals', () => {
  const client = writeClientStandIn();
  afterAll(async () => (await client).remove());

  it('stops a start of two workers without DATABASE_URL, naming it, and one of 65 workers (exit 2)', async () => {
    const { dir } = await client;
    const start = (env: Record<string, string>) => startServerProcess({ name: 'refused', clientDir: dir, env });
    await expect(start({ PORTICO_WORKERS: '2' })).rejects.toThrow(/exited \(code 2\)[\s\S]*PORTICO_WORKERS=2 needs a PostgreSQL database: set DATABASE_URL/);
    await expect(start({ PORTICO_WORKERS: '65', DATABASE_URL: ADMIN_URL })).rejects.toThrow(
      /exited \(code 2\)[\s\S]*PORTICO_WORKERS must be a whole number from 1 to 64/,
    );
  }, 60_000);

  it('is refused by npm start before it would build (scripts/check-process-settings.ts), and let through when it holds', () => {
    const check = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-process-settings.ts'], {
        cwd: ROOT_DIR,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, ...env },
      });
    const refused = check({ PORTICO_WORKERS: '2' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('Portico will not start: PORTICO_WORKERS=2 needs a PostgreSQL database: set DATABASE_URL');
    expect(check({ PORTICO_WORKERS: '2', DATABASE_URL: ADMIN_URL }).status).toBe(0);
    expect(readFileSync(path.join(ROOT_DIR, 'scripts', 'start.mjs'), 'utf8')).toMatch(/check-process-settings\.ts[\s\S]*'run', 'build'/);
  }, 30_000);

  it('reads N as a whole number from 1 to 64 (unset: 1) and the pool size likewise', () => {
    const postgres = { DATABASE_URL: 'postgres://portico@db.internal:5432/portico' };
    expect(readProcessSettings({})).toEqual({ workers: 1, poolSize: undefined });
    expect(readProcessSettings({ PORTICO_WORKERS: '1' })).toEqual({ workers: 1, poolSize: undefined });
    expect(readProcessSettings({ ...postgres, PORTICO_WORKERS: ' 64 ', PORTICO_DB_POOL: '20' })).toEqual({ workers: 64, poolSize: 20 });
    for (const workers of ['0', '65', 'two', '1.5', '-1', '2e1', '0x2'])
      expect(() => readProcessSettings({ ...postgres, PORTICO_WORKERS: workers }), workers).toThrow(ProcessSettingsError);
    for (const pool of ['0', '1001', 'many'])
      expect(() => readProcessSettings({ PORTICO_DB_POOL: pool }), pool).toThrow(/PORTICO_DB_POOL must be a whole number from 1 to 1000/);
    // PGlite (no DATABASE_URL, or one that is not PostgreSQL's) is one process.
    expect(() => readProcessSettings({ PORTICO_WORKERS: '2', PORTICO_DATA_DIR: 'memory://' })).toThrow(/DATABASE_URL/);
    expect(() => readProcessSettings({ PORTICO_WORKERS: '2', DATABASE_URL: './data/pglite' })).toThrow(/DATABASE_URL/);
  });
});

describe('one process', () => {
  it('names itself worker 1 on every response (API, 404, refusals, a malformed address)', async () => {
    // PostgreSQL when it answers: a fresh database there is migrated in a fraction of PGlite's time.
    const server = await createTestServer(TARGETS.at(-1)!, { seed: false });
    try {
      for (const [method, url] of [
        ['GET', '/healthz'],
        ['GET', '/api/nothing-here'],
        ['POST', '/api/auth/logout'],
        ['GET', '/api/pcsx/search?domain=acme.com&domain=globex.com'],
        // Refused before any hook runs (a malformed address).
        ['GET', '/careers/%E0'],
      ] as const) {
        const response = await server.app.inject({ method, url });
        expect(response.headers[WORKER_HEADER.toLowerCase()], `${method} ${url} (${response.statusCode})`).toBe('1');
      }
    } finally {
      await server.app.close();
    }
  }, 60_000);
});

describe('two workers on one PostgreSQL database', () => {
  it.runIf(TARGETS.includes('postgres'))(
    'share sessions, CSRF tokens, rate limits, search, published configs and jobs; a dead worker is replaced; SIGTERM stops them all',
    async () => {
      // A database with nothing in it: the primary migrates and seeds it, once.
      const name = `portico_workers_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const client = await writeClientStandIn();
      const outbox = await mkdtemp(path.join(os.tmpdir(), 'portico-outbox-'));
      let server: ServerProcess | undefined;
      const agents = new Map<number, http.Agent>();
      let database: PorticoDatabase | undefined;
      try {
        server = await startServerProcess({
          name: 'workers',
          databaseUrl,
          clientDir: client.dir,
          env: { PORTICO_WORKERS: '2', PORTICO_SEED: '1', PORTICO_OUTBOX_DIR: outbox, PORTICO_DB_POOL: '4' },
        });
        const origin = server.origin;
        expect(server.output().match(/Seeding the demo data/g), 'the demo data is seeded once').toHaveLength(1);
        // The first worker may answer /healthz before the second listens; the primary says when both do.
        expect(await timeUntil(async () => server!.output().includes('Portico (postgres with 2 workers) is serving'), 30_000)).toBeLessThan(30_000);
        database = await createDatabase({ databaseUrl, migrate: false });
        expect(
          (await database.db.selectFrom('candidates').select('id').where('email', '=', 'ada@example.com').where('domain', '=', 'acme.com').execute()).length,
        ).toBe(1);

        // Both workers answer, each with its number, on every kind of response.
        for (const worker of [1, 2]) agents.set(worker, await connectionTo(origin, worker));
        const visitor = new Browser(origin, agents);
        for (const worker of [1, 2]) {
          expect((await visitor.request(worker, 'GET', '/careers?domain=acme.com')).status).toBe(200);
          expect((await visitor.request(worker, 'GET', '/favicon.svg')).status).toBe(200);
          expect((await visitor.request(worker, 'GET', '/api/no-such-thing')).status).toBe(404);
          expect((await visitor.request(worker, 'GET', '/careers?domain=unknown.example')).status).toBe(404);
        }

        // CSRF: the token of a page worker 1 served is accepted by worker 2 (and a wrong one refused there).
        const ada = new Browser(origin, agents);
        await ada.openPage(1, '/careers?domain=acme.com');
        const token = ada.csrfToken;
        ada.csrfToken = 'x'.repeat(32);
        expect((await ada.request(2, 'POST', '/api/auth/login?domain=acme.com', { email: 'ada@example.com', password: DEMO_PASSWORD })).status).toBe(403);
        ada.csrfToken = token;
        // Sessions: made on worker 2, valid on worker 1; made on worker 1, valid on worker 2.
        await ada.json(2, 'POST', '/api/auth/login?domain=acme.com', { email: 'ada@example.com', password: DEMO_PASSWORD });
        expect((await ada.json(1, 'GET', '/api/auth/me?domain=acme.com')).data).toMatchObject({ isLoggedIn: true, email: 'ada@example.com' });
        const consultant = new Browser(origin, agents);
        await consultant.openPage(2, '/careers?domain=acme.com');
        await consultant.json(1, 'POST', '/api/auth/login?domain=acme.com', { email: CONSULTANT, password: DEMO_PASSWORD });
        expect((await consultant.json(2, 'GET', '/api/auth/me?domain=acme.com')).data).toMatchObject({ isLoggedIn: true, email: CONSULTANT });
        expect((await visitor.json(2, 'GET', '/api/auth/me?domain=acme.com')).data).toEqual({ isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false });

        // Rate limits: the manage page allows 30 a minute per address; 15 on each worker use it up.
        const manage = '/alerts/manage?token=not-a-token';
        for (let hit = 0; hit < 30; hit += 1) expect((await visitor.request((hit % 2) + 1, 'GET', manage)).status).not.toBe(429);
        expect((await visitor.request(1, 'GET', manage)).status).toBe(429);
        expect((await visitor.request(2, 'GET', manage)).status).toBe(429);

        // Search: a position the ATS stores through worker 1 is found by worker 2, which had searched before.
        const { key } = await createApiKey(database.db, 'acme.com', 'Workers test', 'admin@acme.com');
        const titles = async (worker: number) =>
          ((await visitor.json(worker, 'GET', '/api/pcsx/search?domain=acme.com&query=quokka')).data.positions as { title: string }[]).map((p) => p.title);
        expect(await titles(2)).toEqual([]);
        const stored = await send(
          agents.get(1)!,
          origin,
          'PUT',
          '/api/integrations/positions/WORKERS-1',
          { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          JSON.stringify({
            title: 'Site Reliability Engineer Quokka',
            description: '<p>Uptime.</p>',
            department: 'Engineering',
            city: 'Austin',
            region: 'TX',
            country: 'US',
          }),
        );
        expect(stored.status, stored.text).toBe(201);
        expect(stored.headers[WORKER_HEADER.toLowerCase()]).toBe('1');
        const searchMs = await timeUntil(async () => (await titles(2)).includes('Site Reliability Engineer Quokka'), 5000);
        expect(searchMs, 'ms from the write on worker 1 to a search on worker 2 finding it').toBeLessThan(1000);

        // Published configuration: a publish on worker 1 is served by worker 2 within a second.
        const { published } = await consultant.json(1, 'GET', '/api/studio/employers/acme.com/config');
        const config = structuredClone(published.config);
        config.pcsxConfig.branding.heroImages.jobs.heading = 'Published on worker 1';
        await consultant.json(1, 'PUT', '/api/studio/employers/acme.com/draft', { baseVersion: published.version, config });
        await consultant.json(1, 'POST', '/api/studio/employers/acme.com/publish', { baseVersion: published.version, message: 'From worker 1' });
        const heroOn = async (worker: number) =>
          parseBootData((await visitor.request(worker, 'GET', '/careers?domain=acme.com')).text).config.pcsxConfig.branding.heroImages.jobs.heading as string;
        const publishMs = await timeUntil(async () => (await heroOn(2)) === 'Published on worker 1', 3000);
        expect(publishMs, 'ms from the publish on worker 1 to worker 2 serving it').toBeLessThan(1000);

        // Jobs and notifications: the write on worker 1 queued the alert matching; a worker runs it, and
        // ada's saved search ("engineer · Austin") gets a notification both workers show her.
        const alert = 'A new job matches your saved search "engineer · Austin": Site Reliability Engineer Quokka.';
        const messages = async (worker: number) =>
          ((await ada.json(worker, 'GET', '/api/pcsx/notifications?domain=acme.com')).data.notifications as { message: string }[]).map((n) => n.message);
        expect(await timeUntil(async () => (await messages(2)).includes(alert), 30_000)).toBeLessThan(30_000);
        expect(await messages(1)).toContain(alert);
        const jobs = await database.executeSql(`select name, state from pgboss.job where name = $1`, ['alerts.match']);
        expect(jobs).toMatchObject({ rows: expect.arrayContaining([{ name: 'alerts.match', state: 'completed' }]) });

        // A worker that dies is replaced under its number (and the primary says so).
        const [first, second] = workersOf(server.pid);
        expect(second, 'two worker processes').toBeDefined();
        process.kill(first!, 'SIGKILL');
        const replaced = await timeUntil(async () => /Portico worker [12] is serving again/.test(server!.output()), 30_000);
        expect(replaced, server.output()).toBeLessThan(30_000);
        expect(server.output()).toMatch(/Portico worker [12] \(pid \d+\) was killed \(SIGKILL\); starting another/);
        for (const agent of agents.values()) agent.destroy();
        for (const worker of [1, 2]) agents.set(worker, await connectionTo(origin, worker));
        expect((await ada.json(1, 'GET', '/api/auth/me?domain=acme.com')).data).toMatchObject({ isLoggedIn: true, email: 'ada@example.com' });
        expect((await ada.json(2, 'GET', '/api/auth/me?domain=acme.com')).data).toMatchObject({ isLoggedIn: true, email: 'ada@example.com' });

        // SIGTERM to the primary stops the workers gracefully, then the primary (code 0).
        for (const agent of agents.values()) agent.destroy();
        const workers = workersOf(server.pid);
        const stopping = performance.now();
        await server.stop();
        expect(performance.now() - stopping).toBeLessThan(5000);
        expect(server.exitCode()).toBe(0);
        expect(workers.filter(isAlive)).toEqual([]);
      } catch (error) {
        if (server) console.error(`--- the server wrote:\n${server.output()}`);
        throw error;
      } finally {
        for (const agent of agents.values()) agent.destroy();
        await server?.stop();
        await database?.close();
        client.remove();
        await rm(outbox, { recursive: true, force: true });
        const cleanup = new pg.Client({ connectionString: ADMIN_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      }
    },
    120_000,
  );
});
