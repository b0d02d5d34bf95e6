import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** How long page logs are kept: enough for quarter-on-quarter analytics, short enough to stay small. */
export const PAGE_LOG_RETENTION_DAYS = 90;

/** Deletes page logs older than the retention period (run daily; index page_logs_created_at keeps it cheap). */
export async function prunePageLogs(db: Kysely<Database>, now: Date, retentionDays = PAGE_LOG_RETENTION_DAYS): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const result = await db.deleteFrom('page_logs').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
