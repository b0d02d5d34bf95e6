/**
 * npm run bench:workers: peak searches per second at 32 connections with PORTICO_WORKERS=1, then 2,
 * on PostgreSQL (a throwaway database, the demo seed: 2,300 positions), the ratio printed. The server
 * runs as an operator starts it (server/main.ts in its own processes); autocannon runs here, beside
 * it, on the same cores. Each run is warmed for 3 s (every worker's search index loaded), then
 * measured for 10 s over a rotation of keywords, places and sorts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createThrowawayPostgresDatabase, postgresAnswers } from '../server/postgresDatabase';
import { startServerProcess, writeClientStandIn } from '../server/studio/serverProcesses';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 32;
const SEARCHES = ['engineer', 'designer', 'manager', 'analyst', 'sales', 'data', 'product', ''].flatMap((query) =>
  ['', '&location=Austin', '&sort=date'].map((more) => `/api/pcsx/search?domain=acme.com&query=${query}${more}`),
);

async function peak(origin: string, seconds: number): Promise<{ perSecond: number; p50: number; p99: number; errors: number }> {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: SEARCHES[next++ % SEARCHES.length]! }) }],
  });
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

if (!(await postgresAnswers(ADMIN_URL))) {
  console.log(`PostgreSQL does not answer at ${ADMIN_URL}: nothing measured.`);
  process.exit(0);
}
const database = await createThrowawayPostgresDatabase(ADMIN_URL, 'portico_bench_workers');
const client = await writeClientStandIn();
const outbox = await mkdtemp(path.join(os.tmpdir(), 'portico-outbox-'));
const figures = new Map<number, number>();
try {
  for (const workers of [1, 2]) {
    const server = await startServerProcess({
      name: `${workers} worker(s)`,
      databaseUrl: database.url,
      clientDir: client.dir,
      env: { PORTICO_WORKERS: String(workers), PORTICO_SEED: '1', PORTICO_RATE_LIMITS: 'off', PORTICO_OUTBOX_DIR: outbox },
    });
    try {
      // Every worker listens once the start says so.
      while (!server.output().includes('is serving')) await new Promise((resolve) => setTimeout(resolve, 100));
      await peak(server.origin, 3);
      const measured = await peak(server.origin, 10);
      figures.set(workers, measured.perSecond);
      console.log(
        `PORTICO_WORKERS=${workers}: ${measured.perSecond.toFixed(0)} searches/s at ${CONNECTIONS} connections (p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.errors} errors)`,
      );
    } finally {
      await server.stop();
    }
  }
  console.log(`2 workers / 1: ${(figures.get(2)! / figures.get(1)!).toFixed(2)}× on ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)})`);
} finally {
  client.remove();
  await rm(outbox, { recursive: true, force: true });
  await database.close();
}
