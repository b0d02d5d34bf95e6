import type PgBoss from 'pg-boss';
import type { PorticoDatabase } from '../db/createDatabase';

/** JSON a job carries (kept small: ids and keys, never whole rows). */
export type JobData = Record<string, string | number | boolean | null>;

export type JobHandler = (data: JobData) => Promise<void>;

export interface SendOptions {
  /** At most one job of this queue with this key waits at a time (pg-boss's singleton key, queue policy 'stately'). */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
}

export interface JobQueueOptions {
  /**
   * 'poll': workers ask for work every pollSeconds and cron schedules run (the server);
   * 'manual': nothing runs by itself, drain() runs what is due (tests, deterministic).
   */
  mode: 'poll' | 'manual';
  pollSeconds?: number;
  log: (message: string, error?: unknown) => void;
}

export interface JobQueue {
  /** Registers the handler of a queue (before start). A handler must be idempotent: delivery is at least once. */
  work: (name: string, handler: JobHandler) => void;
  /** Adds a job; its id, or null when a job with the same singleton key already waits. Starts the queue first if it has not started (npm start starts it after the server answers). */
  send: (name: string, data: JobData, options?: SendOptions) => Promise<string | null>;
  /** Runs a job of the queue at these times (cron, UTC), in one process of all that share the database. */
  schedule: (name: string, cron: string, data?: JobData) => Promise<void>;
  start: () => Promise<void>;
  /** Stops taking work; a job still running is left to be retried (its effects must be idempotent). */
  stop: () => Promise<void>;
  /** Runs every job that is due, until none is (retries wait their backoff, so a failing job runs once here); the number run. */
  drain: () => Promise<number>;
}

/** Retries: 5, after 10 s, 20 s, 40 s… (exponential backoff); a job running longer than 5 minutes is taken as lost and retried. */
const QUEUE_POLICY = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 } as const;

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

/**
 * Background work on pg-boss, in the application's database (PGlite or PostgreSQL, through the same
 * connections as every query: PorticoDatabase.executeSql), in pg-boss's own schema `pgboss`. Jobs are
 * rows, so they survive a restart; several server processes share them (SKIP LOCKED).
 */
export function createJobQueue(database: PorticoDatabase, options: JobQueueOptions): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const polling = options.mode === 'poll';
  /**
   * Set once the queue has stopped, before the database closes. pg-boss completes or fails a job
   * after its handler settles without awaiting it, so a handler cut short by the stop can still ask:
   * what it asks then changes nothing and answers nothing (pg-boss counts no job completed or failed:
   * the job stays active, expires and is retried, as a job cut short is), instead of meeting a closed
   * database as an unhandled rejection.
   */
  let stopped = false;
  /** pg-boss (and the pg driver under it) loads when the queue starts: npm start's first pages do without it. */
  let started: Promise<PgBoss> | null = null;

  const run = async (boss: PgBoss, name: string, job: PgBoss.Job<JobData>) => {
    try {
      await handlers.get(name)!(job.data);
      await boss.complete(name, job.id);
    } catch (error) {
      options.log(`job ${name} ${job.id} failed (it will be retried)`, error);
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  const queue: JobQueue = {
    work(name, handler) {
      if (started) throw new Error(`Register the job ${name} before the queue starts`);
      handlers.set(name, handler);
    },
    async send(name, data, sendOptions = {}) {
      // On a new database the queue's tables are made by the start; a send waits for it.
      const boss = await startBoss();
      return boss.send(name, data, { singletonKey: sendOptions.singletonKey, startAfter: sendOptions.startAfter });
    },
    async schedule(name, cron, data = {}) {
      const boss = await startBoss();
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },
    async start() {
      await startBoss();
    },
    async stop() {
      if (!started) return;
      const boss = await started.catch(() => undefined);
      // Not graceful: a close must be fast (tests build many servers); a job cut short is retried.
      await boss?.stop({ graceful: false, wait: true, close: false });
      stopped = true;
    },
    async drain() {
      const boss = await startBoss();
      let count = 0;
      for (;;) {
        let ran = 0;
        for (const name of handlers.keys()) {
          for (const job of await boss.fetch<JobData>(name, { batchSize: 20 })) {
            await run(boss, name, job);
            ran += 1;
          }
        }
        if (ran === 0) return count;
        count += ran;
      }
    },
  };

  /**
   * Two processes starting at once on one PostgreSQL database may deadlock creating the same
   * queue; PostgreSQL fails one of them, which tries again (and finds the other's queue).
   */
  const createQueue = async (boss: PgBoss, name: string) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(name, { name, policy: 'stately', ...QUEUE_POLICY });
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
        if (await boss.getQueue(name)) return;
      }
    }
  };

  function startBoss(): Promise<PgBoss> {
    started ??= (async () => {
      const { default: PgBossClass } = await import('pg-boss');
      const boss = new PgBossClass({
        db: { executeSql: (text: string, values?: unknown[]) => (stopped ? Promise.resolve(null) : database.executeSql(text, values)) },
        schema: 'pgboss',
        migrate: true,
        supervise: polling,
        schedule: polling,
      } as PgBoss.ConstructorOptions);
      boss.on('error', (error) => options.log('job queue error', error));
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const name of handlers.keys()) {
        // 'stately': one job per singleton key waits and one runs, so a burst of sends for the same thing is one job.
        if (!existing.has(name)) await createQueue(boss, name);
        if (polling)
          await boss.work<JobData>(name, { pollingIntervalSeconds: options.pollSeconds ?? 2, batchSize: 1 }, async ([job]) => {
            // pg-boss completes or fails the job from the handler's outcome.
            await handlers.get(name)!(job!.data);
          });
      }
      return boss;
    })();
    return started;
  }

  return queue;
}
