import { seedFormDefinitions } from '../../../server/studio/formDocuments';
import { seedEmployerConfigs } from '../../../server/studio/LiveConfigs';
/**
 * Portico server processes started as an operator starts them: server/main.ts with its environment
 * variables, each its own OS process with its own pool on one PostgreSQL database, spoken to over
 * HTTP like a browser (cookies, the CSRF token from the page, the rotated one after login).
 * Free of vitest: npm run bench:studio uses it too.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { loadEmployerConfigs } from '../../../server/config/loadEmployerConfigs';
import type { Database } from '../../../server/db/Database';
import { seedDemoData } from '../../../server/seed/seedDemoData';

const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');

const CLIENT_TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta name="csrf-token" content="" /><title>Careers</title><!--portico:head--></head>
  <body><div id="root"></div><!--portico:boot--></body>
</html>`;

/**
 * A built app's stand-in (index.html and favicon only) in a new directory: enough for the pages and
 * their boot data, without npm run build. It sits in a client/ folder of its own, so the server
 * renderer looked for beside it (../server/renderPage.js) is never there: the pages are the
 * browser-rendered ones, the same on every machine.
 */
export async function writeClientStandIn(): Promise<{ dir: string; remove: () => void }> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'portico-client-'));
  const dir = path.join(base, 'client');
  await mkdir(path.join(dir, 'gen'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), CLIENT_TEMPLATE);
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** The boot data a page carries (what a new visitor's browser starts from). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary config paths
export function parseBootData(html: string): { domain: string; config: Record<string, any> } {
  const match = /<script id="portico-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error(`no boot data in the page: ${html.slice(0, 200)}`);
  return JSON.parse(match[1]!);
}

/**
 * The demo people and 20 positions per employer (npm start seeds 2,300): the processes find their
 * logins and pages without seconds of seeding. The config and form documents come first (the forms
 * the demo candidates have are the published ones), as a start on an empty database makes them.
 */
export async function seedSmallDemoData(db: Kysely<Database>): Promise<void> {
  const configDir = path.join(ROOT_DIR, 'configs');
  await seedEmployerConfigs(db, configDir);
  await seedFormDefinitions(db, configDir);
  await seedDemoData(db, { configs: await loadEmployerConfigs(configDir), now: new Date(), positionsPerEmployer: 20 });
}

export interface ServerProcess {
  readonly name: string;
  /** The OS process (with PORTICO_WORKERS, the primary's). */
  readonly pid: number;
  /** http://127.0.0.1:port */
  readonly origin: string;
  /** What the process wrote (stdout and stderr), for the message of a failure. */
  output(): string;
  /** Ends the process (SIGTERM, SIGKILL after 5 s) and waits for it to exit; does nothing once it has. */
  stop(): Promise<void>;
  /** The code it exited with; null while it runs (or when a signal ended it). */
  exitCode(): number | null;
}

export interface ServerProcessOptions {
  name: string;
  /** DATABASE_URL; none (PGlite) when left out. */
  databaseUrl?: string;
  /** PORTICO_CLIENT_DIR: the built app, or writeClientStandIn's stand-in. */
  clientDir: string;
  /** More environment variables (PORTICO_WORKERS…), over the ones set here. */
  env?: Record<string, string>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The parent's environment without anything that configures Portico (the caller's own DATABASE_URL, PORTICO_DEV…). */
function cleanEnvironment(): NodeJS.ProcessEnv {
  const ours = new Set(['DATABASE_URL', 'PORT', 'HOST', 'DEFAULT_DOMAIN', 'LOG_LEVEL', 'NODE_ENV']);
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !ours.has(key) && !key.startsWith('PORTICO_') && !key.startsWith('VITEST')));
}

/**
 * Starts server/main.ts and resolves once it answers /healthz. Node runs it with tsx's loader (what
 * the tsx command does in a child process of its own): one process, so stopping it leaves nothing
 * behind. The demo data is not seeded by the processes (PORTICO_SEED=0; the caller seeds a small
 * set first, and two processes seeding one empty database at once would both insert it). The
 * process ends with this one (exitWithParent.ts), whatever the caller forgets.
 */
export async function startServerProcess({ name, databaseUrl, clientDir, env = {} }: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const exitWithParent = pathToFileURL(path.join(import.meta.dirname, 'exitWithParent.ts')).href;
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', exitWithParent, path.join(ROOT_DIR, 'server', 'main.ts')], {
    cwd: ROOT_DIR,
    env: {
      ...cleanEnvironment(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORTICO_SEED: '0',
      PORTICO_CLIENT_DIR: clientDir,
      PORTICO_PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const handle: ServerProcess = { name, pid: child.pid!, origin, output: () => output, stop, exitCode: () => child.exitCode };

  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (hasExited) throw new Error(`${name} exited (code ${child.exitCode}) before answering`);
      const ok = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return handle;
      if (Date.now() > deadline) throw new Error(`${name} did not answer ${origin}/healthz within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${name} wrote:\n${output}`);
  }
}

/**
 * One browser: keeps the cookies a server sets and sends the CSRF token as the app does (the page's
 * meta tag, then the token a login returns in X-CSRF-Token) on every change.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  private csrfToken = '';

  constructor(readonly origin: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.origin}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const rotated = response.headers.get('x-csrf-token');
    if (rotated) this.csrfToken = rotated;
    return response;
  }

  /** A request whose answer must have the given status; its JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers read API bodies of many shapes
  async json(method: string, url: string, body?: unknown, status = 200): Promise<any> {
    const response = await this.request(method, url, body);
    const text = await response.text();
    if (response.status !== status) throw new Error(`${method} ${this.origin}${url} answered ${response.status} (expected ${status}): ${text.slice(0, 500)}`);
    return text ? JSON.parse(text) : undefined;
  }

  /** Opens a portal's page (the CSRF token comes with it), then logs in there with the form's email and password. */
  async logIn(email: string, password: string, domain: string): Promise<void> {
    const page = await this.request('GET', `/careers?domain=${domain}`);
    const html = await page.text();
    this.csrfToken = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1] ?? '';
    await this.json('POST', `/api/auth/login?domain=${domain}`, { email, password });
  }
}

/** The boot data a new visitor (no cookies) gets from a portal's search page. */
export async function visitorBootData(origin: string, domain: string): Promise<ReturnType<typeof parseBootData>> {
  const response = await fetch(`${origin}/careers?domain=${domain}`);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${origin}/careers?domain=${domain} answered ${response.status}: ${html.slice(0, 200)}`);
  return parseBootData(html);
}

/** Asks again every 25 ms until `seen` answers true or `limitMs` has passed; the time it took (Infinity if never). */
export async function timeUntil(seen: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await seen()) return performance.now() - started;
    if (performance.now() - started > limitMs) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
