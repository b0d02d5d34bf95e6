import pg from 'pg';
import { createDatabase, type PorticoDatabase } from '../../server/db/createDatabase';

/** A database of the tests and benchmarks: its url lets other processes (a second pool, a server process) open it. */
export interface ThrowawayDatabase extends PorticoDatabase {
  url: string;
}

/** Whether the PostgreSQL server of url answers a query (within 1.5 s to connect). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A new, migrated database on the PostgreSQL server of adminUrl, named prefix_pid_random; close()
 * drops it, forcing out any connection still open (a server process that was killed keeps none).
 * Free of vitest: the benchmarks use it too.
 */
export async function createThrowawayPostgresDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
