import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite as PGliteInstance } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type Dialect, type Migration, type MigrationProvider } from 'kysely';
import type { QueryResult } from 'pg';
import { lockDataDir } from './dataDirLock';
import type { Database } from './Database';
import * as initial from './migrations/0001_initial';
import * as search from './migrations/0002_search';
import * as offers from './migrations/0003_offers';
import * as homeMigration from './migrations/0004_candidate_home';
import * as forms from './migrations/0005_forms';
import * as draftLimits from './migrations/0006_draft_limits';
import * as abuseCounters from './migrations/0007_abuse_counters';
import * as configVersions from './migrations/0008_config_versions';
import * as previewSamples from './migrations/0009_preview_samples';
import * as formBuilder from './migrations/0010_form_builder';
import * as themeAssets from './migrations/0011_theme_assets';
import * as integrations from './migrations/0012_integrations';
import * as notificationKeys from './migrations/0013_notification_keys';
import * as alerts from './migrations/0014_alerts';
import * as atsEvents from './migrations/0015_ats_events';
import * as atsOffers from './migrations/0016_ats_offers';
import * as searchVersions from './migrations/0017_search_versions';

/** Every migration, in order. One set runs on both targets (PGlite and a PostgreSQL server). */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_search': search,
  '0003_offers': offers,
  '0004_candidate_home': homeMigration,
  '0005_forms': forms,
  '0006_draft_limits': draftLimits,
  '0007_abuse_counters': abuseCounters,
  '0008_config_versions': configVersions,
  '0009_preview_samples': previewSamples,
  '0010_form_builder': formBuilder,
  '0011_theme_assets': themeAssets,
  '0012_integrations': integrations,
  '0013_notification_keys': notificationKeys,
  '0014_alerts': alerts,
  '0015_ats_events': atsEvents,
  '0016_ats_offers': atsOffers,
  '0017_search_versions': searchVersions,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files ('memory://' for a throwaway database). */
  dataDir?: string;
  /** Most connections this process's PostgreSQL pool opens (PORTICO_DB_POOL); 10 by default. */
  poolSize?: number;
  /**
   * Bring the schema up to date (the default). False when another process has just done it: the
   * workers of PORTICO_WORKERS start after their primary migrated.
   */
  migrate?: boolean;
  /**
   * A PGlite database's files to start from (a `memory://` one's, from another database's `dumpDataDir`):
   * the tests' databases start from one freshly migrated copy instead of running PostgreSQL's initdb each time.
   */
  loadDataDir?: Blob;
}

/** Connections a PostgreSQL pool opens at most when PORTICO_DB_POOL is unset. */
const DEFAULT_POOL_SIZE = 10;

/** A query's rows as node-postgres answers them (what pg-boss reads). */
export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/**
 * Raw SQL on the same connections as Kysely, for libraries that bring their own statements (pg-boss):
 * with values one statement; without, several separated by semicolons (answered as a list of results
 * when there are several, as node-postgres does).
 */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult | SqlResult[]>;

export interface PorticoDatabase {
  db: Kysely<Database>;
  target: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  close: () => Promise<void>;
  /** PGlite only: the database's files as a tarball (createDatabase's loadDataDir starts another from it). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Opens the database and brings its schema up to date (unless told not to). PGlite is the zero-set-up default (persisted in
 * dataDir, so data survives restarts); DATABASE_URL switches to a PostgreSQL server, for employers
 * who outgrow one machine.
 */
export async function createDatabase(options: DatabaseOptions): Promise<PorticoDatabase> {
  let db: Kysely<Database>;
  let target: PorticoDatabase['target'];
  let executeSql: ExecuteSql;
  let dumpDataDir: PorticoDatabase['dumpDataDir'];
  let release = () => {};
  // Each target's driver loads only when it is the one used.
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // An idle connection the server drops (a PostgreSQL restart, an administrator, a dropped test
    // database) is reported here; without a listener Node would crash on the 'error' event. The pool
    // opens a new connection for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    // The pool listens only while a connection is idle: one handed out to a request (waiting on a row
    // lock, inside a transaction) that the server terminates emits 'error' with no listener, which
    // would end the process. Each connection gets its own listener for its whole life; the query in
    // flight fails (the request answers 503) and the pool drops the broken connection on release.
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`PostgreSQL closed a connection in use: ${error.message}`)));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    target = 'postgres';
    executeSql = async (text, values) => {
      const result = (await pool.query(text, values)) as unknown as QueryResult | QueryResult[];
      const one = (r: QueryResult): SqlResult => ({ rows: r.rows, rowCount: r.rowCount ?? r.rows.length });
      return Array.isArray(result) ? result.map(one) : one(result);
    };
  } else {
    const dataDir = options.dataDir ?? './data/pglite';
    if (!dataDir.startsWith('memory://')) {
      await mkdir(dataDir, { recursive: true });
      release = lockDataDir(dataDir);
    }
    let pglite: PGliteInstance;
    let dialect: Dialect;
    try {
      const [{ PGlite }, { PGliteDialect }] = await Promise.all([import('@electric-sql/pglite'), import('kysely-pglite-dialect')]);
      const sharedBuffersMb = await pgliteSharedBuffersMb(dataDir);
      pglite = new PGlite(dataDir, {
        loadDataDir: options.loadDataDir,
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
      });
      dialect = new PGliteDialect(pglite);
    } catch (error) {
      release();
      throw error;
    }
    db = new Kysely<Database>({ dialect });
    target = 'pglite';
    // Uncompressed: a copy in memory, read back at once. Behind Kysely's connection, as every statement is.
    dumpDataDir = () => db.connection().execute(() => pglite.dumpDataDir('none'));
    // PGlite is one connection: the statements wait for Kysely's connection (held for a whole
    // transaction), so they never run inside another caller's transaction.
    executeSql = (text, values) =>
      db.connection().execute(async () => {
        if (values?.length) {
          const result = await pglite.query<Record<string, unknown>>(text, values);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        }
        const results = (await pglite.exec(text)).map((r) => ({ rows: r.rows as Record<string, unknown>[], rowCount: r.affectedRows ?? r.rows.length }));
        return results.length === 1 ? results[0]! : results;
      });
  }
  // The data folder is let go once the database is closed (PGlite has written its last).
  const close = () => db.destroy().finally(release);
  if (options.migrate === false) return { db, target, executeSql, close, dumpDataDir };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    await close();
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { db, target, executeSql, close, dumpDataDir };
}

/** PostgreSQL's own default, and the most a PGlite database gets: its buffers are the process's memory. */
const MAX_SHARED_BUFFERS_MB = 128;
const MIN_SHARED_BUFFERS_MB = 16;

/**
 * PGlite's shared buffers, sized to its data: PostgreSQL clears all of them at every start (about
 * 400 ms for PostgreSQL's default 128 MB, measured by bench:start), and a small database never uses
 * them. A database on disk gets as many megabytes as its tables and indexes take (between 16 and
 * 128), so a large one keeps them all cached; a `memory://` one, whose files are already in memory, the least.
 */
async function pgliteSharedBuffersMb(dataDir: string): Promise<number> {
  if (dataDir.startsWith('memory://')) return MIN_SHARED_BUFFERS_MB;
  const bytes = await directoryBytes(path.join(dataDir, 'base'));
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, Math.ceil(bytes / 2 ** 20)));
}

/** The size of a directory's files, its subdirectories' included; 0 when it does not exist (a new database). */
async function directoryBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? directoryBytes(full)
        : stat(full).then(
            (info) => info.size,
            () => 0,
          );
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
