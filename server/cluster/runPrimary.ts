import cluster, { type Worker } from 'node:cluster';
import { WORKER_NUMBER_ENV } from './processSettings';

export interface PrimaryOptions {
  workers: number;
  /** The module each worker runs (the server's entry: server/main.ts, or dist-server/main.js built). */
  exec: string;
  /** Once, before any worker starts: migrations, a fresh database's seed (prepareDatabase). */
  prepare: () => Promise<void>;
  /** Written once every worker listens. */
  ready: string;
}

/** A worker that dies sooner than this after its start is replaced after a wait that doubles (1 s … 30 s), not at once. */
const STEADY_MS = 10_000;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** How long SIGTERM gives the workers to finish their requests and close before they are killed. */
const STOP_GRACE_MS = 10_000;

/**
 * PORTICO_WORKERS' primary process (node:cluster): it prepares the database once, then starts the
 * workers, each a whole server with its worker number in its environment; connections are dealt to
 * them in turn (cluster round-robin) on the one port. A worker that dies is replaced (logged) under the
 * same number; SIGTERM or SIGINT stops every worker gracefully (they close as a one-process server
 * does), then the primary. A worker that fails while the first ones start stops the start (exit 1).
 */
export async function runPrimary({ workers, exec, prepare, ready }: PrimaryOptions): Promise<void> {
  await prepare();
  cluster.setupPrimary({ exec });
  const numbers = new Map<Worker, number>();
  const startedAt = new Map<number, number>();
  const retryMs = new Map<number, number>();
  let starting = true;
  let stopping = false;

  const fork = (number: number) => {
    const worker = cluster.fork({ [WORKER_NUMBER_ENV]: String(number) });
    numbers.set(worker, number);
    startedAt.set(number, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const number = numbers.get(worker)!;
    numbers.delete(worker);
    if (stopping) return;
    const how = signal ? `was killed (${signal})` : `exited (code ${code})`;
    if (starting) {
      console.error(`Portico worker ${number} ${how} while starting: stopping.`);
      void stop(1);
      return;
    }
    const lived = Date.now() - startedAt.get(number)!;
    const wait = lived >= STEADY_MS ? 0 : Math.min(LAST_RETRY_MS, retryMs.get(number) ?? FIRST_RETRY_MS);
    retryMs.set(number, lived >= STEADY_MS ? FIRST_RETRY_MS : Math.min(LAST_RETRY_MS, wait * 2));
    console.error(`Portico worker ${number} (pid ${worker.process.pid}) ${how}; starting another${wait ? ` in ${wait / 1000} s` : ''}.`);
    setTimeout(() => {
      if (stopping) return;
      fork(number).once('listening', () => console.error(`Portico worker ${number} is serving again.`));
    }, wait).unref();
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const running = [...numbers.keys()];
    const exited = running.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(undefined) : worker.once('exit', resolve))));
    for (const worker of running) worker.process.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(killer);
    process.exit(exitCode);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(0));

  const listening = Array.from({ length: workers }, (_, index) => {
    const worker = fork(index + 1);
    return new Promise((resolve) => worker.once('listening', resolve));
  });
  await Promise.all(listening);
  starting = false;
  console.log(ready);
}
