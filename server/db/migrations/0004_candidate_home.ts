import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // When the candidate accepted the terms: evidence for the employer, not only a flag.
  await db.schema.alterTable('candidates').addColumn('tos_attested_at', 'timestamptz').execute();

  // A notification may only send the candidate to a path of this site: whoever writes the row (seed,
  // offers, forms, a future admin tool), an absolute URL to another origin ('https://…', '//host',
  // '/\host') or a path with control characters (which browsers strip, turning '/\t/host' into '//host')
  // is refused by the database itself.
  await sql`alter table notifications add constraint notifications_redirect_url_site_path check (
      redirect_url is null or (
        left(redirect_url, 1) = '/'
        and substr(redirect_url, 2, 1) not in ('/', '\\')
        and redirect_url !~ '[[:cntrl:]]'
      )
    )`.execute(db);

  // The badge counts unviewed notifications on every page of a logged-in candidate (every 5 minutes).
  await sql`create index notifications_unviewed on notifications (candidate_id) where not is_viewed`.execute(db);

  // Page logs are pruned by age (prunePageLogs); the index keeps that delete cheap.
  await db.schema.createIndex('page_logs_created_at').on('page_logs').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('page_logs_created_at').ifExists().execute();
  await db.schema.dropIndex('notifications_unviewed').ifExists().execute();
  await sql`alter table notifications drop constraint if exists notifications_redirect_url_site_path`.execute(db);
  await db.schema.alterTable('candidates').dropColumn('tos_attested_at').execute();
}
