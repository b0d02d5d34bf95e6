/** Environment variables that shape the server's processes, read before anything else starts. */
const WORKERS_ENV = 'PORTICO_WORKERS';
const POOL_ENV = 'PORTICO_DB_POOL';
/** Set by the primary on each worker it starts: the worker's number, 1…N (X-Portico-Worker). */
export const WORKER_NUMBER_ENV = 'PORTICO_WORKER_NUMBER';

const MAX_WORKERS = 64;
const MAX_POOL = 1000;

export interface ProcessSettings {
  /** Server processes on the port: 1 is one process, no cluster. */
  workers: number;
  /** Most PostgreSQL connections per process; undefined keeps the default (10). */
  poolSize?: number;
}

/** A setting that stops the start: what to tell the operator (exit code 2). */
export class ProcessSettingsError extends Error {}

function wholeNumber(name: string, value: string, max: number): number {
  const trimmed = value.trim();
  const parsed = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > max)
    throw new ProcessSettingsError(`${name} must be a whole number from 1 to ${max} (it is "${value}").`);
  return parsed;
}

/**
 * PORTICO_WORKERS (unset: 1) and PORTICO_DB_POOL, checked. Several workers need a PostgreSQL
 * DATABASE_URL: the embedded PGlite database can be open in one process only.
 */
export function readProcessSettings(env: NodeJS.ProcessEnv): ProcessSettings {
  const workersText = env[WORKERS_ENV];
  const workers = workersText === undefined || workersText === '' ? 1 : wholeNumber(WORKERS_ENV, workersText, MAX_WORKERS);
  const poolText = env[POOL_ENV];
  const poolSize = poolText === undefined || poolText === '' ? undefined : wholeNumber(POOL_ENV, poolText, MAX_POOL);
  if (workers > 1 && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? ''))
    throw new ProcessSettingsError(
      `${WORKERS_ENV}=${workers} needs a PostgreSQL database: set DATABASE_URL (postgres://user@host:5432/name). ` +
        'The embedded PGlite database (used without DATABASE_URL) can be open in one process only.',
    );
  return { workers, poolSize };
}

/** The settings, or the start stopped with what to tell the operator (exit code 2): server/main.ts, and npm start before it builds. */
export function processSettingsOrStop(env: NodeJS.ProcessEnv): ProcessSettings {
  try {
    return readProcessSettings(env);
  } catch (error) {
    if (!(error instanceof ProcessSettingsError)) throw error;
    console.error(`Portico will not start: ${error.message}`);
    process.exit(2);
  }
}
