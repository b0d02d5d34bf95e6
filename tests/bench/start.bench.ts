/**
 * npm run bench:start: how long a restart takes, from the command to its first page (GET /careers
 * answered 200), on a seeded PGlite database (.tmp/bench-start-pglite, seeded by the first start).
 *
 * - `npm run serve`: the server built ahead of time (dist-server/main.js); goal within 3 s.
 * - `npm start` with a build up to date with the sources: it checks the build stamp and serves.
 * - `npm start` with a stale build (a source file's modification time moved to now): it builds, then serves.
 *
 * Each command runs as people run it (npm included) in a process group of its own, stopped once it
 * has answered. The machine's load (os.loadavg) is printed with the figures: on a shared machine they
 * move with it. BENCH_START_RUNS sets the runs of each up-to-date case (default 5; medians printed);
 * BENCH_PORT the port the servers listen on (default 3490: give each bench running at once its own).
 */
import { spawn } from 'node:child_process';
import { mkdir, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, '.tmp', 'bench-start-pglite');
const PORT = Number(process.env.BENCH_PORT ?? 3490);
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const GOAL_SERVE_MS = 3000;
/** A build of the app takes a minute or two on a busy machine. */
const TIMEOUT_MS = 10 * 60_000;

/** Runs the npm script until it answers its first page; the milliseconds from spawning it. */
async function timeToFirstPage(script: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', script, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(PORT), PORTICO_DATA_DIR: DATA_DIR, LOG_LEVEL: 'warn', PORTICO_RATE_LIMITS: 'off' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (done) throw new Error(`npm ${script.join(' ')} stopped before answering:\n${stderr}`);
      const answered = await fetch(`http://127.0.0.1:${PORT}/careers`).then(
        async (response) => (await response.text(), response.status === 200),
        () => false,
      );
      if (answered) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`npm ${script.join(' ')} did not answer within ${TIMEOUT_MS / 1000} s`);
  } finally {
    // The whole group: npm, the build it may run, the server.
    if (!done) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;

/** Moves a source file's modification time to now: the build stamp no longer matches, so npm start builds. */
async function makeBuildStale(): Promise<void> {
  const now = new Date();
  await utimes(path.join(ROOT, 'server', 'main.ts'), now, now);
}

async function main(): Promise<void> {
  await mkdir(DATA_DIR, { recursive: true });
  console.log(`Before: ${load()}`);
  // Builds if needed and seeds the database on its first start (not measured).
  console.log(`Preparing: npm start (builds if the build is stale; seeds ${path.relative(ROOT, DATA_DIR)} the first time)…`);
  console.log(`  ${seconds(await timeToFirstPage(['start']))}`);

  const rows: [string, number[]][] = [];
  const serve: number[] = [];
  const startCurrent: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    serve.push(await timeToFirstPage(['run', 'serve']));
    startCurrent.push(await timeToFirstPage(['start']));
    console.log(`  run ${run + 1}: serve ${seconds(serve.at(-1)!)}, start (build up to date) ${seconds(startCurrent.at(-1)!)}`);
  }
  rows.push(['npm run serve', serve], ['npm start, build up to date', startCurrent]);
  await makeBuildStale();
  const stale = await timeToFirstPage(['start']);
  console.log(`  start (stale build) ${seconds(stale)}`);
  rows.push(['npm start, stale build', [stale]]);

  console.log(`\nTime to the first page on a seeded PGlite database (${load()})`);
  console.log(`${'command'.padEnd(30)} ${'runs'.padStart(4)} ${'median'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}`);
  for (const [name, values] of rows) {
    console.log(
      `${name.padEnd(30)} ${String(values.length).padStart(4)} ${seconds(median(values)).padStart(9)} ${seconds(Math.min(...values)).padStart(9)} ${seconds(Math.max(...values)).padStart(9)}`,
    );
  }
  console.log(`\n${median(serve) <= GOAL_SERVE_MS ? 'met    ' : 'NOT MET'}  npm run serve answers its first page within ${GOAL_SERVE_MS / 1000} s (median)`);
}

await main();
