import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildServer, type PorticoServer } from '../../../server/app';
import type { PorticoDatabase } from '../../../server/db/createDatabase';
import { DEMO_PASSWORD } from '../../../server/seed/demoPeople';
import { ROOT_DIR } from '../harness';

export const CONSULTANT = 'consultant@portico.dev';
export const ADMIN = 'admin@acme.com';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta name="csrf-token" content="" /><title>Careers</title><!--portico:head--></head>
  <body><div id="root"></div><!--portico:boot--></body>
</html>`;

let clientDir: Promise<string> | undefined;
/** A built app's stand-in (index.html and favicon only): enough for the pages and their boot data. */
const fakeClient = () =>
  (clientDir ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portico-studio-client-'));
    await mkdir(path.join(dir, 'gen'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), TEMPLATE);
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return dir;
  })());

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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary config paths
export async function bootData(server: PorticoServer, url: string): Promise<{ domain: string; config: Record<string, any> }> {
  const response = await server.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return JSON.parse(/<script id="portico-boot" type="application\/json">(.*?)<\/script>/s.exec(response.body)![1]!);
}
