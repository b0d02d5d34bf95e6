import { expect } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { DEMO_PASSWORD } from '../../../server/seed/demoPeople';
import { seedDemoData } from '../../../server/seed/seedDemoData';
import { createTestDatabase, ROOT_DIR, type Target } from '../harness';
import { parseBootData, writeClientStandIn } from './serverProcesses';

export const CONSULTANT = 'consultant@portico.dev';
export const ADMIN = 'admin@acme.com';

let clientDir: Promise<string> | undefined;
/**
 * One stand-in for the built app per test process (index.html and favicon only): enough for the pages and
 * their boot data. Test files share a process (vitest's isolate: false), so it goes when the process ends.
 */
const fakeClient = () =>
  (clientDir ??= writeClientStandIn().then(({ dir, remove }) => {
    process.once('exit', remove);
    return dir;
  }));

/** A fresh database of the target with the demo data (20 positions an employer) and the real server with its pages on it. */
export async function seededPagesServer(target: Target): Promise<{ database: PorticoDatabase; server: PorticoServer }> {
  const database = await createTestDatabase(target);
  const server = await buildPagesServer(database);
  await seedDemoData(database.db, { configs: server.configs, now: new Date(), positionsPerEmployer: 20 });
  return { database, server };
}

/** A request: method, address, someone's headers (loginOn, visitorHeaders) and a JSON body, if any. */
export type StudioRequest = [method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown];

export function inject(server: PorticoServer, ...[method, url, headers, payload]: StudioRequest) {
  return server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The real server with its pages (no server renderer) on the given database. */
export async function buildPagesServer(database: PorticoDatabase): Promise<PorticoServer> {
  return buildServer({ rootDir: ROOT_DIR, database, clientDir: await fakeClient(), serverRender: false, rateLimits: false });
}

const csrf = 'studio-test-token-0123456789abcdef';
export const visitorHeaders = { cookie: `portico_csrf=${csrf}`, 'x-csrf-token': csrf };

/** Logs a demo person in on a portal; the headers (session cookie and CSRF token) for their requests. */
export async function loginOn(server: PorticoServer, email: string, domain = 'acme.com'): Promise<Record<string, string>> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/auth/login?domain=${domain}`,
    headers: visitorHeaders,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, `login of ${email} on ${domain}: ${response.body}`).toBe(200);
  const session = response.cookies.find((cookie) => cookie.name === 'portico_session')!.value;
  const token = response.cookies.find((cookie) => cookie.name === 'portico_csrf')!.value;
  return { cookie: `portico_session=${session}; portico_csrf=${token}`, 'x-csrf-token': token };
}

/** The boot data of a page as a new visitor gets it. */
export async function bootData(server: PorticoServer, url: string): Promise<ReturnType<typeof parseBootData>> {
  const response = await server.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return parseBootData(response.body);
}
