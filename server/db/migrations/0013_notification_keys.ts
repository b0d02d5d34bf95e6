import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Notifications the server writes are texts by key (issue 20/21): the reader's language is chosen
  // when they are read. category_title and message keep the English for rows written before and for
  // anyone reading the table.
  await db.schema.alterTable('notifications').addColumn('category_key', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('message_key', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('message_params', 'jsonb').execute();
  // What made it (an offer extended, a saved search matched a job…): the same event never notifies
  // twice, whichever process or retry of a job writes it.
  await db.schema.alterTable('notifications').addColumn('dedupe_key', 'text').execute();
  await sql`create unique index notifications_dedupe on notifications (candidate_id, dedupe_key) where dedupe_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists notifications_dedupe`.execute(db);
  for (const column of ['dedupe_key', 'message_params', 'message_key', 'category_key']) {
    await db.schema.alterTable('notifications').dropColumn(column).execute();
  }
}
