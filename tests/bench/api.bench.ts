/**
 * npm run bench:api: search against a trivial endpoint (/healthz), with 100,000 acme.com positions, on
 * PGlite (.tmp/bench-pglite, seeded once and reused) and on PostgreSQL (BENCH_DATABASE_URL, else the
 * portico_bench database of the server at 127.0.0.1:5432 when it answers).
 *
 * For each target the API-only server runs in a child process (so the load generator does not share
 * its event loop) and autocannon measures, 10 s each: the peak requests per second at 32 connections,
 * and p50/p95/p99 at a fixed offered load of 100 requests per second. Searches are drawn from a
 * seeded generator: keywords from a list (popular searches repeat; each is searched once before
 * measuring, and the time of that first, full-text search is printed), places (city, country, remote,
 * a current location or a map area anywhere around the catalog's cities), filters, sorts and pages at
 * random, so nearly every request is a search the server has not answered before.
 * Goal: at 100 searches per second, p95 under 50 ms with zero errors, on both targets.
 *
 * Ingestion (issue 21), on each target, with a fresh server process: an ATS's key loads 100,000
 * positions for globex.com through the bulk API (1,000 a call, one call after another) and the
 * positions per second are printed; then single new positions are sent one at a time and the delay
 * until a search finds each is measured (p50/p95). The per-key rate limit (600 bulk calls a minute)
 * is off for this server, so the figure is the server's own; the loaded positions are removed after.
 *
 * --scale: 1,000 employers and 1,000,000 positions on PostgreSQL, with 1 and 2 workers (scaleBench.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { load, percentile } from './loadRun';
import pg from 'pg';
import { postgresAnswers } from '../server/postgresDatabase';
import { buildServer } from '../../server/app';
import { loadEmployerConfigs } from '../../server/config/loadEmployerConfigs';
import { createDatabase, type PorticoDatabase } from '../../server/db/createDatabase';
import { createApiKey } from '../../server/integrations/apiKeys';
import { CITIES as CATALOG_CITIES, ROLES } from '../../server/seed/catalog';
import { createRandom } from '../../server/seed/random';
import { seedLarge } from '../../server/seed/seedLarge';
import { scaleBench } from './scaleBench';

const ROOT = path.resolve(import.meta.dirname, '../..');
const POSITIONS = 100_000;
const SECONDS = 10;
const PEAK_CONNECTIONS = 32;
const FIXED_RATE = 100;
/** autocannon's overallRate sends each connection's share of a second back to back: 10 connections, bursts of 10 in flight. */
const FIXED_CONNECTIONS = 10;
const GOAL_P95_MS = 50;
const PGLITE_DIR = path.join(ROOT, '.tmp', 'bench-pglite');
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/portico_bench';

interface Target {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
  dataDir?: string;
}

// ---------------------------------------------------------------- parent: seeding and load
async function main(): Promise<void> {
  const targets: Target[] = [{ name: 'pglite', dataDir: PGLITE_DIR }];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? ((await postgresAnswers(POSTGRES_ADMIN_URL)) ? POSTGRES_BENCH_URL : null);
  if (postgresUrl) targets.push({ name: 'postgres', databaseUrl: postgresUrl });
  else console.log('PostgreSQL: no BENCH_DATABASE_URL and nothing answers at 127.0.0.1:5432; PGlite only.');

  console.log(
    `bench:api on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const verdicts: string[] = [];
  // --ingest-only: the ingestion figures alone (no search seeding or load).
  const searches = !process.argv.includes('--ingest-only');
  for (const target of targets) {
    // The target's database exists and is migrated (the search part seeds it too).
    if (!searches) await (await openTarget(target)).close();
    if (searches) {
      await prepare(target);
      const child = await startServer(target);
      try {
        verdicts.push(await measure(target, child.base));
      } finally {
        await stopServer(child);
      }
    }
    const ingesting = await startServer(target, { ingest: true });
    try {
      verdicts.push(await measureIngestion(target, ingesting.base, ingesting.key!));
    } finally {
      await stopServer(ingesting);
    }
  }
  console.log(`\n${verdicts.join('\n')}`);
  if (verdicts.some((line) => line.includes('FAIL'))) process.exitCode = 1;
}

async function openTarget(target: Target): Promise<PorticoDatabase> {
  if (target.name === 'postgres' && !process.env.BENCH_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['portico_bench']);
    if (exists.rowCount === 0) await admin.query('create database portico_bench');
    await admin.end();
  }
  try {
    return await createDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  } catch (error) {
    // A bench database from an older schema (migrations renamed meanwhile) is rebuilt, never patched.
    if (target.name !== 'pglite') throw error;
    console.log(`${target.name}: ${error instanceof Error ? error.message : String(error)}; rebuilding ${PGLITE_DIR}`);
    await rm(PGLITE_DIR, { recursive: true, force: true });
    return createDatabase({ dataDir: target.dataDir });
  }
}

/** Seeds 100,000 acme positions once; later runs reuse the data. */
async function prepare(target: Target): Promise<void> {
  const database = await openTarget(target);
  try {
    const row = await database.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('domain', '=', 'acme.com')
      .executeTakeFirst();
    const have = Number(row?.n ?? 0);
    if (have === POSITIONS) {
      console.log(`${target.name}: reusing ${have.toLocaleString('en-US')} acme.com positions`);
      return;
    }
    console.log(`${target.name}: seeding ${POSITIONS.toLocaleString('en-US')} acme.com positions (a few minutes, once)…`);
    const configDir = path.join(ROOT, 'configs');
    const configs = await loadEmployerConfigs(configDir);
    const outcome = await seedLarge(database.db, {
      configs,
      configDir,
      now: new Date(),
      acmePositions: POSITIONS,
      reset: true,
      log: (m) => console.log(`  ${m}`),
    });
    if (!outcome.seeded) throw new Error(outcome.reason);
    console.log(`${target.name}: seeded in ${(outcome.ms / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

interface ServerChild {
  process: ChildProcess;
  base: string;
  /** With ingest: an integration API key of globex.com. */
  key?: string;
}

async function startServer(target: Target, options: { ingest?: boolean } = {}): Promise<ServerChild> {
  const child = fork(process.argv[1]!, ['--serve'], {
    execArgv: process.execArgv,
    env: { ...process.env, BENCH_TARGET_URL: target.databaseUrl ?? '', BENCH_TARGET_DIR: target.dataDir ?? '', BENCH_INGEST: options.ingest ? '1' : '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = await new Promise<{ listening: string; key?: string }>((resolve, reject) => {
    child.once('message', (message: { listening?: string; key?: string }) =>
      message.listening ? resolve({ listening: message.listening, key: message.key }) : reject(new Error('server did not start')),
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { process: child, base: `http://127.0.0.1:${started.listening}`, key: started.key };
}

async function stopServer(child: ServerChild): Promise<void> {
  child.process.kill('SIGTERM');
  await new Promise((resolve) => child.process.once('exit', resolve));
}

// ---------------------------------------------------------------- the search mix
const KEYWORDS = [
  '',
  '',
  '',
  'engineer',
  'software engineer',
  'data',
  'designer',
  'sales',
  'python',
  'kubernetes',
  'product manager',
  'customer success',
  'engin',
  'react typescript',
  'security',
  '"machine learning"',
  'engineer -senior',
  'astronaut',
];
const CITIES = CATALOG_CITIES.map((c) => ({ name: c.city, lat: c.lat, lng: c.lng }));
const TEXT_PLACES = [...CITIES.map((c) => c.name), 'United States', 'Germany', 'TX', 'London, England', 'Atlantis', 'remote'];
const DEPARTMENTS = [
  'Engineering',
  'Data',
  'Design',
  'Product',
  'Sales',
  'Marketing',
  'Finance',
  'People',
  'Operations',
  'Security',
  'Legal',
  'Research',
  'Customer Success',
  'Manufacturing',
];
const TYPES = ['full_time', 'part_time', 'contract'];

type Random = ReturnType<typeof createRandom>;
const round = (n: number, digits: number) => Number(n.toFixed(digits));

/**
 * One search, as a visitor would make it: a keyword from a list (popular searches repeat), and a
 * place, filters, sort and page drawn at random (current locations and map areas are anywhere
 * around the catalog's cities), so nearly every request is a search the server has not seen.
 */
function randomSearchPath(random: Random): string {
  const params = new URLSearchParams({ domain: 'acme.com' });
  const keyword = random.pick(KEYWORDS);
  if (keyword) params.set('query', keyword);
  const kind = random.next();
  let hasPoint = false;
  if (kind < 0.25) {
    // anywhere
  } else if (kind < 0.55) {
    params.set('location', random.pick(TEXT_PLACES));
  } else if (kind < 0.8) {
    const city = random.pick(CITIES);
    params.set('location', 'current location');
    params.set('latlong', `${round(city.lat + (random.next() - 0.5) * 2, 4)},${round(city.lng + (random.next() - 0.5) * 2, 4)}`);
    params.set('distance', String(random.int(5, 300)));
    hasPoint = true;
  } else {
    const city = random.pick(CITIES);
    const half = 0.5 + random.next() * 15;
    const south = Math.max(-89, city.lat - half * random.next() * 2);
    const west = Math.max(-179, city.lng - half * random.next() * 2);
    params.set('map_bounds', `${round(south, 3)},${round(west, 3)},${round(Math.min(89, south + half * 2), 3)},${round(Math.min(179, west + half * 3), 3)}`);
    hasPoint = true;
  }
  if (random.chance(0.35)) params.set('filter_department', random.sample(DEPARTMENTS, random.int(1, 2)).join(','));
  if (random.chance(0.2)) params.set('filter_employment_type', random.pick(TYPES));
  if (random.chance(0.1)) params.set('filter_remote', random.pick(['true', 'false']));
  if (random.chance(0.1))
    params.set(
      'filter_location',
      random
        .sample(CITIES, random.int(1, 2))
        .map((c) => c.name)
        .join(','),
    );
  const sort = random.next();
  if (sort > 0.85 && hasPoint) params.set('sort_by', 'distance');
  else if (sort > 0.6) params.set('sort_by', 'date');
  const page = random.next();
  if (page > 0.7) params.set('start', String(random.int(1, 5) * 10));
  return `/api/pcsx/search?${params.toString()}`;
}

// ---------------------------------------------------------------- measuring

async function measure(target: Target, base: string): Promise<string> {
  const keywords = [...new Set(KEYWORDS)];
  console.log(`\n${target.name}: warming up (each keyword once; the first request also loads the 100,000 positions)`);
  const cold: string[] = [];
  for (const keyword of keywords) {
    const started = performance.now();
    const response = await fetch(`${base}/api/pcsx/search?domain=acme.com${keyword ? `&query=${encodeURIComponent(keyword)}` : ''}`);
    const body = (await response.json()) as { data?: { count?: number } };
    if (!response.ok) throw new Error(`warm-up search for "${keyword}" answered ${response.status}`);
    cold.push(`${keyword || '(none)'} ${Math.round(performance.now() - started)} ms/${body.data?.count ?? '?'}`);
  }
  console.log(`  first search of each keyword (time/matches): ${cold.join(', ')}`);
  const random = createRandom(20_240_601);
  const nextSearch = () => randomSearchPath(random);
  // A few hundred searches for the JIT and the row cache (and a check that every kind answers 200).
  for (let n = 0; n < 300; n += 1) {
    const url = nextSearch();
    const response = await fetch(`${base}${url}`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }

  const searchPeak = await load(base, nextSearch, { seconds: SECONDS, connections: PEAK_CONNECTIONS });
  const trivialPeak = await load(base, () => '/healthz', { seconds: SECONDS, connections: PEAK_CONNECTIONS });
  const searchFixed = await load(base, nextSearch, { seconds: SECONDS, connections: FIXED_CONNECTIONS, overallRate: FIXED_RATE });
  const trivialFixed = await load(base, () => '/healthz', { seconds: SECONDS, connections: FIXED_CONNECTIONS, overallRate: FIXED_RATE });

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(a / b < 1 ? 3 : 1)}×` : 'n/a');
  const rows: [string, string, string, string][] = [
    [`peak req/s (${PEAK_CONNECTIONS} connections)`, searchPeak.rps.toFixed(0), trivialPeak.rps.toFixed(0), ratio(searchPeak.rps, trivialPeak.rps)],
    [`p50 at ${FIXED_RATE} req/s`, ms(searchFixed.p50), ms(trivialFixed.p50), ratio(searchFixed.p50, trivialFixed.p50)],
    [`p95 at ${FIXED_RATE} req/s`, ms(searchFixed.p95), ms(trivialFixed.p95), ratio(searchFixed.p95, trivialFixed.p95)],
    [`p99 at ${FIXED_RATE} req/s`, ms(searchFixed.p99), ms(trivialFixed.p99), ratio(searchFixed.p99, trivialFixed.p99)],
    [`requests at ${FIXED_RATE} req/s (${SECONDS} s)`, String(searchFixed.requests), String(trivialFixed.requests), ''],
    ['errors (peak + fixed)', String(searchPeak.errors + searchFixed.errors), String(trivialPeak.errors + trivialFixed.errors), ''],
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...[['', 'search', 'trivial (/healthz)', 'search / trivial'], ...rows].map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  console.log(
    `\n${target.name} — ${POSITIONS.toLocaleString('en-US')} positions; searches with random places, filters, sorts and pages; ${SECONDS} s per measurement`,
  );
  console.log(line(['', 'search', 'trivial (/healthz)', 'search / trivial']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const pass = searchFixed.p95 < GOAL_P95_MS && searchFixed.errors === 0 && searchPeak.errors === 0;
  return `${target.name}: ${pass ? 'PASS' : 'FAIL'} — goal p95 < ${GOAL_P95_MS} ms with zero errors at ${FIXED_RATE} searches/s; measured p95 ${ms(searchFixed.p95)}, ${searchFixed.errors + searchPeak.errors} errors`;
}

// ---------------------------------------------------------------- ingestion
const INGEST_POSITIONS = 100_000;
const INGEST_BATCH = 1_000;
const INGEST_DOMAIN = 'globex.com';
const INGEST_PREFIX = 'bench-';
const SEARCH_DELAY_SAMPLES = 40;

/** A position as an ATS sends it: catalog roles and cities, an HTML description, a salary range. */
function atsPosition(random: Random, n: number): Record<string, unknown> {
  const role = random.pick(ROLES);
  const city = random.pick(CATALOG_CITIES);
  const remote = random.chance(0.15);
  const salaryMin = random.int(40, 180) * 1000;
  return {
    externalId: `${INGEST_PREFIX}${n}`,
    title: role.title,
    description: `<p>Join our ${role.department} team.</p><ul>${role.skills.map((skill) => `<li>${skill}</li>`).join('')}</ul>`,
    department: role.department,
    ...(remote
      ? { remote: true, country: city.country }
      : { city: city.city, region: city.region, country: city.country, latitude: city.lat, longitude: city.lng }),
    employmentType: random.pick(['full_time', 'part_time', 'contract']),
    salaryMin,
    salaryMax: salaryMin + random.int(10, 60) * 1000,
    currency: 'USD',
    skills: role.skills.slice(0, 3),
  };
}

async function measureIngestion(target: Target, base: string, key: string): Promise<string> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const random = createRandom(20_261_126);
  console.log(`\n${target.name}: ingestion — ${INGEST_POSITIONS.toLocaleString('en-US')} positions in bulk calls of ${INGEST_BATCH.toLocaleString('en-US')}`);
  const callTimes: number[] = [];
  let stored = 0;
  const started = performance.now();
  for (let first = 0; first < INGEST_POSITIONS; first += INGEST_BATCH) {
    const positions = Array.from({ length: INGEST_BATCH }, (_, n) => atsPosition(random, first + n));
    const callStarted = performance.now();
    const response = await fetch(`${base}/api/integrations/positions/bulk`, { method: 'POST', headers, body: JSON.stringify({ positions }) });
    const body = (await response.json()) as { results?: { status: string }[] };
    callTimes.push(performance.now() - callStarted);
    if (!response.ok) throw new Error(`bulk call answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    stored += body.results!.filter((result) => result.status === 'created').length;
  }
  const seconds = (performance.now() - started) / 1000;
  callTimes.sort((a, b) => a - b);
  const perSecond = stored / seconds;

  // From a push to a search that finds it: a new word in each title, searched until it answers.
  const delays: number[] = [];
  for (let n = 0; n < SEARCH_DELAY_SAMPLES; n += 1) {
    const word = `Zephyrine${n}x${Date.now().toString(36)}`;
    const { externalId, ...fields } = atsPosition(random, INGEST_POSITIONS + n);
    const position = { ...fields, title: `${word} Engineer` };
    const pushed = performance.now();
    const response = await fetch(`${base}/api/integrations/positions/${String(externalId)}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(position),
    });
    if (!response.ok) throw new Error(`PUT answered ${response.status}: ${await response.text()}`);
    for (;;) {
      const search = await fetch(`${base}/api/pcsx/search?domain=${INGEST_DOMAIN}&query=${word}`);
      const found = (await search.json()) as { data?: { count?: number } };
      if ((found.data?.count ?? 0) > 0) break;
      if (performance.now() - pushed > 30_000) throw new Error(`${word} not found 30 s after its push`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    delays.push(performance.now() - pushed);
  }
  delays.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`| ingestion (${target.name}) | |`);
  console.log('|---|---|');
  console.log(`| positions stored | ${stored.toLocaleString('en-US')} in ${seconds.toFixed(1)} s |`);
  console.log(`| positions per second (bulk, one call at a time) | ${perSecond.toFixed(0)} |`);
  console.log(`| bulk call of ${INGEST_BATCH.toLocaleString('en-US')}: p50 / p95 | ${ms(percentile(callTimes, 50))} / ${ms(percentile(callTimes, 95))} |`);
  console.log(
    `| push to found in search: p50 / p95 / max (${SEARCH_DELAY_SAMPLES} pushes) | ${ms(percentile(delays, 50))} / ${ms(percentile(delays, 95))} / ${ms(delays.at(-1)!)} |`,
  );
  if (stored !== INGEST_POSITIONS) return `${target.name} ingestion: FAIL — ${stored} of ${INGEST_POSITIONS} stored`;
  return `${target.name} ingestion: ${perSecond.toFixed(0)} positions/s through the bulk API; a pushed job is found by search after ${ms(percentile(delays, 95))} (p95)`;
}

// ---------------------------------------------------------------- child: the server under test
// Last in the file: every constant above is initialised before main() runs.
if (process.argv.includes('--serve')) {
  const ingest = process.env.BENCH_INGEST === '1';
  const server = await buildServer({
    rootDir: ROOT,
    pages: false,
    logger: false,
    databaseUrl: process.env.BENCH_TARGET_URL || undefined,
    dataDir: process.env.BENCH_TARGET_DIR || undefined,
    ...(ingest ? { rateLimits: false } : {}),
  });
  const db = server.database.db;
  // What an earlier ingestion left (a run stopped half way) goes first; what this one loads goes after.
  const removeLoaded = () => db.deleteFrom('positions').where('domain', '=', INGEST_DOMAIN).where('external_id', 'like', `${INGEST_PREFIX}%`).execute();
  const key = ingest ? (await removeLoaded(), (await createApiKey(db, INGEST_DOMAIN, 'bench:api ingestion', 'bench')).key) : undefined;
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ listening: new URL(address).port, key });
  process.on('SIGTERM', () => {
    void (async () => {
      if (ingest) {
        await removeLoaded();
        await db.deleteFrom('api_keys').where('domain', '=', INGEST_DOMAIN).where('created_by', '=', 'bench').execute();
      }
      await server.app.close();
      process.exit(0);
    })();
  });
} else if (process.argv.includes('--scale')) {
  await scaleBench();
} else {
  await main();
}
