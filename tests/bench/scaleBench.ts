/**
 * npm run bench:api -- --scale: 1,000 employers and 1,000,000 positions on PostgreSQL
 * (SCALE_DATABASE_URL, else the portico_scale database of the server at 127.0.0.1:5432, seeded once by
 * `npm run seed -- --employers 1000 --positions 1000000` and reused).
 *
 * The server as `npm start` runs it (built first when the build is older than the sources) runs with
 * PORTICO_WORKERS=1, then PORTICO_WORKERS=2 (node:cluster; a server without that support runs one
 * process either way, and the 2-worker figures say so). For each it measures:
 *   - the first search of each common word at the largest employer (acme.com), right after its
 *     first (empty) search loaded its positions;
 *   - every employer searched by every worker (four searches each, through the worker's own connections:
 *     each process holds its own caches), then the resident memory (RSS) of each server process;
 *   - the peak searches per second at 32 connections, and p50/p95/p99 at 100 searches per second,
 *     10 s each, with searches spread over the employers by a Zipf law (the k-th largest employer
 *     searched about 1/k as often as the largest) and random places, filters, sorts and pages.
 * Goals (printed, never asserted): p95 < 20 ms at 100/s; 2 workers ≥ 1.5× the peak of 1; the first
 * search of a common word p95 ≤ 50 ms; every worker's RSS ≤ 1 GB.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { load, percentile, type Run } from './loadRun';
import pg from 'pg';
import { loadEmployerConfigs } from '../../server/config/loadEmployerConfigs';
import { createDatabase } from '../../server/db/createDatabase';
import { CITIES as CATALOG_CITIES } from '../../server/seed/catalog';
import { createRandom } from '../../server/seed/random';
import { seedLarge } from '../../server/seed/seedLarge';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EMPLOYERS = 1000;
const POSITIONS = 1_000_000;
const SECONDS = 10;
const PEAK_CONNECTIONS = 32;
const FIXED_RATE = 100;
const FIXED_CONNECTIONS = 10;
const GOAL_P95_MS = 20;
const GOAL_FIRST_P95_MS = 50;
const GOAL_RATIO = 1.5;
const GOAL_RSS_MB = 1024;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE_URL = 'postgres://postgres@127.0.0.1:5432/portico_scale';
const PORT = Number(process.env.SCALE_BENCH_PORT ?? 3500);

/** The common words a visitor types, searched once each at the largest employer. */
const COMMON_WORDS = ['engineer', 'software engineer', 'data', 'designer', 'sales', 'python', 'kubernetes', 'product manager', 'customer success', 'security'];
const KEYWORDS = ['', '', '', ...COMMON_WORDS, 'engin', 'react typescript', '"machine learning"', 'engineer -senior', 'astronaut'];
const CITIES = CATALOG_CITIES.map((c) => ({ name: c.city, lat: c.lat, lng: c.lng }));
const TEXT_PLACES = [...CITIES.map((c) => c.name), 'United States', 'Germany', 'remote'];
const DEPARTMENTS = ['Engineering', 'Data', 'Design', 'Product', 'Sales', 'Marketing', 'Finance', 'People', 'Operations', 'Security'];

type Random = ReturnType<typeof createRandom>;
const round = (n: number, digits: number) => Number(n.toFixed(digits));

interface Employer {
  domain: string;
  positions: number;
}

/** The database: created when missing, seeded when it does not hold the scale data set (once; later runs reuse it). */
async function prepare(url: string): Promise<Employer[]> {
  if (!process.env.SCALE_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', ['portico_scale']);
    if (exists.rowCount === 0) await admin.query('create database portico_scale');
    await admin.end();
  }
  const database = await createDatabase({ databaseUrl: url });
  try {
    const counted = async () =>
      (
        await database.db
          .selectFrom('positions')
          .select(['domain', (eb) => eb.fn.countAll<string>().as('n')])
          .where('closed_at', 'is', null)
          .groupBy('domain')
          .execute()
      )
        .map((row) => ({ domain: row.domain, positions: Number(row.n) }))
        .sort((a, b) => b.positions - a.positions || (a.domain < b.domain ? -1 : 1));
    let employers = await counted();
    const all = await database.db
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    if (employers.length === EMPLOYERS && Number(all?.n) === POSITIONS) {
      console.log(`reusing ${EMPLOYERS.toLocaleString('en-US')} employers and ${POSITIONS.toLocaleString('en-US')} positions`);
      return employers;
    }
    console.log(`seeding ${EMPLOYERS.toLocaleString('en-US')} employers and ${POSITIONS.toLocaleString('en-US')} positions (minutes, once)…`);
    const configDir = path.join(ROOT, 'configs');
    const outcome = await seedLarge(database.db, {
      configs: await loadEmployerConfigs(configDir),
      configDir,
      now: new Date(),
      employers: { count: EMPLOYERS, positions: POSITIONS },
      reset: true,
      log: (m) => console.log(`  ${m}`),
    });
    if (!outcome.seeded) throw new Error(outcome.reason);
    console.log(`seeded in ${(outcome.ms / 1000).toFixed(0)} s`);
    employers = await counted();
    return employers;
  } finally {
    await database.close();
  }
}

/** Draws employers by a Zipf law over their size rank (the k-th largest 1/k as often as the largest). */
function zipfPicker(employers: readonly Employer[], random: Random): () => Employer {
  const cumulative: number[] = [];
  let sum = 0;
  employers.forEach((_, k) => cumulative.push((sum += 1 / (k + 1))));
  return () => {
    const x = random.next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < x) low = mid + 1;
      else high = mid;
    }
    return employers[low]!;
  };
}

function randomSearchPath(random: Random, domain: string): string {
  const params = new URLSearchParams({ domain });
  const keyword = random.pick(KEYWORDS);
  if (keyword) params.set('query', keyword);
  const kind = random.next();
  if (kind < 0.4) {
    // anywhere
  } else if (kind < 0.7) {
    params.set('location', random.pick(TEXT_PLACES));
  } else {
    const city = random.pick(CITIES);
    params.set('location', 'current location');
    params.set('latlong', `${round(city.lat + (random.next() - 0.5) * 2, 4)},${round(city.lng + (random.next() - 0.5) * 2, 4)}`);
    params.set('distance', String(random.int(5, 300)));
  }
  if (random.chance(0.3)) params.set('filter_department', random.pick(DEPARTMENTS));
  if (random.chance(0.15)) params.set('filter_employment_type', random.pick(['full_time', 'part_time', 'contract']));
  if (random.next() > 0.6) params.set('sort_by', 'date');
  if (random.next() > 0.7) params.set('start', String(random.int(1, 5) * 10));
  return `/api/pcsx/search?${params.toString()}`;
}

interface Server {
  process: ChildProcess;
  base: string;
}

/** `npm start` (scripts/start.mjs: built first when the build is older than the sources) with PORTICO_WORKERS workers, on PORT. */
async function startServer(url: string, workers: number): Promise<Server> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      PORTICO_WORKERS: String(workers),
      PORTICO_SEED: '0',
      PORTICO_RATE_LIMITS: 'off',
      PORTICO_OUTBOX_DIR: path.join(ROOT, '.tmp', 'scale-outbox'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (performance.now() - started > 600_000) throw new Error('the server did not answer within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { process: child, base };
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
}

interface CpuParts {
  server: number;
  postgres: number;
  loadGenerator: number;
}

/** A process's CPU time (user + system) so far, in ms, from /proc (0 where there is none). */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th (clock ticks of 10 ms).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/**
 * CPU time so far of the server's processes, of every PostgreSQL process on this machine (the bench's
 * database is the busy one), and of this process: where a search's CPU goes, as a profile's first cut.
 */
async function cpuByPart(serverPid: number): Promise<CpuParts> {
  const server = await Promise.all((await processMemory(serverPid)).map(({ pid }) => processCpuMs(pid)));
  const postgresPids = spawnSync('ps', ['-C', 'postgres', '-o', 'pid='], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  const postgres = await Promise.all(postgresPids.map(processCpuMs));
  const own = process.cpuUsage();
  const sum = (list: number[]) => list.reduce((total, ms) => total + ms, 0);
  return { server: sum(server), postgres: sum(postgres), loadGenerator: (own.user + own.system) / 1000 };
}

/** The database's transactions and rows read so far (pg_stat_database), to tell a search's database work per worker count. */
async function databaseActivity(url: string): Promise<{ transactions: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ transactions: string; rows: string }>(
      'select xact_commit + xact_rollback as transactions, tup_returned + tup_fetched as rows from pg_stat_database where datname = current_database()',
    );
    return { transactions: Number(rows[0]?.transactions ?? 0), rows: Number(rows[0]?.rows ?? 0) };
  } finally {
    await client.end();
  }
}

/** The server's process and its descendants (the cluster's workers), with their resident memory. */
async function processMemory(rootPid: number): Promise<{ pid: number; rssMb: number }[]> {
  const listed = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' }).stdout;
  const rows = listed
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const pids = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (pids.has(ppid) && !pids.has(pid)) {
        pids.add(pid);
        grew = true;
      }
  }
  const out: { pid: number; rssMb: number }[] = [];
  for (const pid of pids) {
    // VmRSS of /proc where there is one (Linux); ps's otherwise.
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? rows.find((row) => row[0] === pid)?.[2] ?? 0);
    out.push({ pid, rssMb: kb / 1024 });
  }
  return out;
}

/** A GET through one kept-alive connection (so through the one worker the cluster gave it). */
function getThrough(agent: http.Agent, base: string, url: string): Promise<{ status: number; text: string; worker: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, worker: (response.headers['x-portico-worker'] as string | undefined) ?? null }),
        );
      })
      .on('error', reject);
  });
}

/**
 * `perWorker` connections to each worker (1…workers): the cluster deals connections to its workers,
 * so each is opened until it lands on the wanted one (X-Portico-Worker). Warming every worker through
 * its own connections is what a server that has been up a while has: each process holds its own caches.
 */
async function connectionsByWorker(base: string, workers: number, perWorker: number): Promise<Map<number, http.Agent[]>> {
  const byWorker = new Map<number, http.Agent[]>(Array.from({ length: workers }, (_, index) => [index + 1, []]));
  for (let attempt = 0; attempt < 100 * workers * perWorker && [...byWorker.values()].some((agents) => agents.length < perWorker); attempt += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await getThrough(agent, base, '/healthz');
    const agents = byWorker.get(Number(answer.worker ?? '1'));
    if (answer.status === 200 && agents && agents.length < perWorker) agents.push(agent);
    else agent.destroy();
  }
  for (const [worker, agents] of byWorker) if (agents.length < perWorker) throw new Error(`only ${agents.length} connections reached worker ${worker}`);
  return byWorker;
}

async function timedSearch(base: string, url: string, agent?: http.Agent): Promise<{ ms: number; count: number; worker: string | null }> {
  const started = performance.now();
  const answer = agent
    ? await getThrough(agent, base, url)
    : await fetch(`${base}${url}`).then(async (response) => ({
        status: response.status,
        text: await response.text(),
        worker: response.headers.get('x-portico-worker'),
      }));
  const body = JSON.parse(answer.text) as { data?: { count?: number } };
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return { ms: performance.now() - started, count: body.data?.count ?? -1, worker: answer.worker };
}

/** How long the bench lets the server warm up: after the largest employer's first search, and after every employer's. */
const WARM_WAIT_MS = 15_000;
/** Each worker's sweep over every employer runs through this many connections of its own (eight at a time for one worker, as before). */
const SWEEP_CONNECTIONS_PER_WORKER = 8;

interface FirstSearch {
  word: string;
  ms: number;
  count: number;
  worker: string | null;
}

/**
 * The largest employer's first search (the empty query), then, `waitMs` later, the first search of each
 * common word: each through the given connections in turn (one worker's), or any connection.
 */
async function firstSearches(
  base: string,
  domain: string,
  waitMs: number,
  agents: readonly (http.Agent | undefined)[] = [undefined],
): Promise<{ empty: FirstSearch; first: FirstSearch[] }> {
  const empty = { word: '', ...(await timedSearch(base, `/api/pcsx/search?domain=${domain}`, agents[0])) };
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const first: FirstSearch[] = [];
  for (const [index, word] of COMMON_WORDS.entries())
    first.push({ word, ...(await timedSearch(base, `/api/pcsx/search?domain=${domain}&query=${encodeURIComponent(word)}`, agents[index % agents.length])) });
  return { empty, first };
}

/** The first searches of the common words right after the employer's first search, racing the warm-up (a server of its own). */
async function racingFirstSearches(url: string, domain: string): Promise<FirstSearch[]> {
  const server = await startServer(url, 1);
  try {
    const { empty, first } = await firstSearches(server.base, domain, 0);
    console.log(`  at once after the first search (${empty.ms.toFixed(0)} ms): ${first.map((f) => `${f.word} ${f.ms.toFixed(0)} ms/${f.count}`).join(', ')}`);
    return first;
  } finally {
    await stopServer(server);
  }
}

interface Figures {
  workers: number;
  processes: { pid: number; rssMb: number }[];
  spread: Map<string, number>;
  firstEmptyMs: number;
  first: FirstSearch[];
  sweepSeconds: number;
  peak: Run;
  /** CPU time per search during the peak run (ms), by part: Node's server processes, PostgreSQL's, this process (the load generator). */
  cpuPerSearch: CpuParts;
  /** The bench database's transactions and rows read (returned + fetched) per search in the peak run. */
  databasePerSearch: { transactions: number; rows: number };
  fixed: Run;
}

async function measure(url: string, employers: readonly Employer[], workers: number): Promise<Figures> {
  console.log(`\n— PORTICO_WORKERS=${workers}: starting the server`);
  const server = await startServer(url, workers);
  try {
    const largest = employers[0]!.domain;
    const spread = new Map<string, number>();
    const note = (worker: string | null) => spread.set(worker ?? '(no header)', (spread.get(worker ?? '(no header)') ?? 0) + 1);
    const connections = await connectionsByWorker(server.base, workers, SWEEP_CONNECTIONS_PER_WORKER);
    // The largest employer's first search loads its positions; the server then ranks its common
    // words ahead (SearchIndex's warm-up), as a server that has been up a little while has. Measured
    // on worker 1; every other worker takes the same first search at the same time (each loads its own).
    const others = [...connections]
      .filter(([worker]) => worker !== 1)
      .map(([, agents]) => timedSearch(server.base, `/api/pcsx/search?domain=${largest}`, agents[0]));
    const { empty, first } = await firstSearches(server.base, largest, WARM_WAIT_MS, connections.get(1)!);
    for (const other of await Promise.all(others)) note(other.worker);
    note(empty.worker);
    console.log(
      `  first search at ${largest} (${employers[0]!.positions.toLocaleString('en-US')} positions): empty query ${empty.ms.toFixed(0)} ms/${empty.count}; after ${WARM_WAIT_MS / 1000} s: ${first.map((f) => `${f.word} ${f.ms.toFixed(0)} ms/${f.count}`).join(', ')}`,
    );
    // Every employer searched by every worker: four searches each, through the worker's own connections.
    const sweepStarted = performance.now();
    await Promise.all(
      [...connections.values()].map(async (agents) => {
        const queue = employers.flatMap((employer) =>
          ['', 'engineer', 'sales', 'data'].map((q) => `/api/pcsx/search?domain=${employer.domain}${q ? `&query=${q}` : ''}`),
        );
        await Promise.all(
          agents.map(async (agent) => {
            for (let url = queue.shift(); url !== undefined; url = queue.shift()) note((await timedSearch(server.base, url, agent)).worker);
          }),
        );
      }),
    );
    for (const agents of connections.values()) for (const agent of agents) agent.destroy();
    const sweepSeconds = (performance.now() - sweepStarted) / 1000;
    const processes = await processMemory(server.process.pid!);
    // The warm-ups the sweep started (the larger employers' common words) finish before the load runs.
    await new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS));
    console.log(
      `  every employer searched by each worker (${employers.length * 4 * workers} searches) in ${sweepSeconds.toFixed(0)} s; RSS ${processes.map((p) => `pid ${p.pid} ${p.rssMb.toFixed(0)} MB`).join(', ')}`,
    );

    const random = createRandom(20_261_127);
    const pick = zipfPicker(employers, random);
    const next = () => randomSearchPath(random, pick().domain);
    for (let n = 0; n < 300; n += 1) note((await timedSearch(server.base, next())).worker);
    const cpuBefore = await cpuByPart(server.process.pid!);
    const databaseBefore = await databaseActivity(url);
    const peak = await load(server.base, next, { seconds: SECONDS, connections: PEAK_CONNECTIONS });
    const cpuAfter = await cpuByPart(server.process.pid!);
    const databaseAfter = await databaseActivity(url);
    const searches = Math.max(1, peak.rps * SECONDS);
    const cpuPerSearch: CpuParts = {
      server: (cpuAfter.server - cpuBefore.server) / searches,
      postgres: (cpuAfter.postgres - cpuBefore.postgres) / searches,
      loadGenerator: (cpuAfter.loadGenerator - cpuBefore.loadGenerator) / searches,
    };
    const databasePerSearch = {
      transactions: (databaseAfter.transactions - databaseBefore.transactions) / searches,
      rows: (databaseAfter.rows - databaseBefore.rows) / searches,
    };
    const fixed = await load(server.base, next, { seconds: SECONDS, connections: FIXED_CONNECTIONS, overallRate: FIXED_RATE });
    console.log(
      `  peak ${peak.rps.toFixed(0)} searches/s at ${PEAK_CONNECTIONS} connections; at ${FIXED_RATE}/s p50 ${fixed.p50} ms, p95 ${fixed.p95} ms, p99 ${fixed.p99} ms; errors ${peak.errors + fixed.errors}`,
    );
    return { workers, processes, spread, firstEmptyMs: empty.ms, first, sweepSeconds, peak, fixed, cpuPerSearch, databasePerSearch };
  } finally {
    await stopServer(server);
  }
}

export async function scaleBench(): Promise<void> {
  const url = process.env.SCALE_DATABASE_URL ?? SCALE_URL;
  console.log(
    `bench:api --scale on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const employers = await prepare(url);
  console.log('\n— the first searches of common words at once, without the warm-up (PORTICO_WORKERS=1)');
  const racing = await racingFirstSearches(url, employers[0]!.domain);
  const one = await measure(url, employers, 1);
  const two = await measure(url, employers, 2);

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const firstP95 = (f: Figures) =>
    percentile(
      f.first.map((x) => x.ms).sort((a, b) => a - b),
      95,
    );
  const maxRss = (f: Figures) => Math.max(...f.processes.map((p) => p.rssMb));
  const rss = (f: Figures) => f.processes.map((p) => `${p.rssMb.toFixed(0)} MB`).join(' + ');
  const spread = (f: Figures) => [...f.spread].map(([worker, n]) => `${worker}: ${n}`).join(', ');
  const ratio = two.peak.rps / one.peak.rps;
  const databaseRow = ({ databasePerSearch: database }: Figures) => `${database.transactions.toFixed(2)}, ${database.rows.toFixed(0)}`;
  const cpuRow = ({ cpuPerSearch: cpu }: Figures) => `${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)} + ${cpu.loadGenerator.toFixed(2)} ms`;
  const rows: [string, string, string, string][] = [
    [
      `peak searches/s (${PEAK_CONNECTIONS} connections)`,
      one.peak.rps.toFixed(0),
      two.peak.rps.toFixed(0),
      `2 / 1 = ${ratio.toFixed(2)}× (goal ≥ ${GOAL_RATIO}×)`,
    ],
    [`p50 at ${FIXED_RATE} searches/s`, ms(one.fixed.p50), ms(two.fixed.p50), ''],
    [`p95 at ${FIXED_RATE} searches/s`, ms(one.fixed.p95), ms(two.fixed.p95), `goal < ${GOAL_P95_MS} ms`],
    [`p99 at ${FIXED_RATE} searches/s`, ms(one.fixed.p99), ms(two.fixed.p99), ''],
    ['CPU per search in the peak run: server, PostgreSQL, load generator', cpuRow(one), cpuRow(two), ''],
    ['database per search in the peak run: transactions, rows read', databaseRow(one), databaseRow(two), ''],
    ['errors (peak + fixed)', String(one.peak.errors + one.fixed.errors), String(two.peak.errors + two.fixed.errors), ''],
    [`first search, empty query, ${employers[0]!.domain}`, ms(one.firstEmptyMs), ms(two.firstEmptyMs), ''],
    [`first search of a common word, p95 (${COMMON_WORDS.length} words)`, ms(firstP95(one)), ms(firstP95(two)), `goal ≤ ${GOAL_FIRST_P95_MS} ms`],
    [
      '  the same at once after the first search (no warm-up)',
      ms(
        percentile(
          racing.map((x) => x.ms).sort((a, b) => a - b),
          95,
        ),
      ),
      '',
      '',
    ],
    ['every employer searched by each worker (4 each, 8 at a time per worker)', `${one.sweepSeconds.toFixed(0)} s`, `${two.sweepSeconds.toFixed(0)} s`, ''],
    ['RSS per process after every employer', rss(one), rss(two), `goal ≤ ${GOAL_RSS_MB} MB each`],
  ];
  const widths = [0, 1, 2, 3].map((c) => Math.max(...[['', '1 worker', '2 workers', ''], ...rows].map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  console.log(
    `\nscale — ${employers.length.toLocaleString('en-US')} employers, ${employers.reduce((sum, e) => sum + e.positions, 0).toLocaleString('en-US')} open positions (largest ${employers[0]!.positions.toLocaleString('en-US')}, median ${employers[employers.length >> 1]!.positions.toLocaleString('en-US')}); searches spread by a Zipf law; ${SECONDS} s per measurement`,
  );
  console.log(line(['', '1 worker', '2 workers', '']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(`requests per worker (X-Portico-Worker) outside the load runs: 1 worker ${spread(one)}; 2 workers ${spread(two)}`);
  if (two.processes.length < 2)
    console.log('PORTICO_WORKERS=2 ran one process: this server has no worker support yet, so the 2-worker column is one process again.');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(`\np95 at ${FIXED_RATE}/s: ${verdict(one.fixed.p95 < GOAL_P95_MS && two.fixed.p95 < GOAL_P95_MS)} (goal < ${GOAL_P95_MS} ms)`);
  console.log(
    two.processes.length < 2
      ? `peak ratio: n/a (${ratio.toFixed(2)}×, but PORTICO_WORKERS=2 ran one process; goal ≥ ${GOAL_RATIO}×)`
      : `peak ratio: ${verdict(ratio >= GOAL_RATIO)} (${ratio.toFixed(2)}×, goal ≥ ${GOAL_RATIO}×)`,
  );
  console.log(`first search of a common word: ${verdict(Math.max(firstP95(one), firstP95(two)) <= GOAL_FIRST_P95_MS)} (goal p95 ≤ ${GOAL_FIRST_P95_MS} ms)`);
  console.log(`RSS: ${verdict(Math.max(maxRss(one), maxRss(two)) <= GOAL_RSS_MB)} (goal ≤ ${GOAL_RSS_MB} MB per worker)`);
}
