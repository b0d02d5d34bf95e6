import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { abuseKey } from './abuseKey';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are deleted now and then, so the table holds only the current windows. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store whose counters live in the database, so every server process counts
 * the same hits (an in-memory store would give each process its own budget). One row per route and
 * visitor; a window starts with the first hit and the count starts again after it ends.
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => Date) {
  let sinceSweep = 0;
  return class DatabaseRateLimitStore {
    private prefix = '';

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.hit(key, timeWindow).then((result) => callback(null, result), callback);
    }

    read(key: string, callback: Callback): void {
      const at = now();
      db.selectFrom('rate_limit_counters')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', abuseKey(this.prefix, key))
        .where('window_ends_at', '>', at)
        .executeTakeFirst()
        .then(
          (row) => callback(null, row ? { current: row.hits, ttl: new Date(row.window_ends_at).getTime() - at.getTime() } : { current: 0, ttl: 0 }),
          callback,
        );
    }

    /** A store for one route's limit (the plugin passes the route's merged limit options, with routeInfo). */
    child(routeOptions: object): DatabaseRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      const store = new DatabaseRateLimitStore();
      store.prefix = `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`;
      return store;
    }

    private async hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const ends = new Date(at.getTime() + timeWindow);
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key: abuseKey(this.prefix, key), hits: 1, window_ends_at: ends })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_counters.window_ends_at <= ${at} then 1 else rate_limit_counters.hits + 1 end`,
            window_ends_at: sql<Date>`case when rate_limit_counters.window_ends_at <= ${at} then ${ends}::timestamptz else rate_limit_counters.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', at).execute();
      }
      return { current: row.hits, ttl: Math.max(0, new Date(row.window_ends_at).getTime() - at.getTime()) };
    }
  };
}
