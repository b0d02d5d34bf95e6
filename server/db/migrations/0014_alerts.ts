import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Saved searches get a name the candidate may choose (saved searches page) and can be paused (there,
  // or from an alert e-mail's manage page) without being deleted.
  await db.schema.alterTable('saved_searches').addColumn('name', 'text').execute();
  await db.schema.alterTable('saved_searches').addColumn('paused_at', 'timestamptz').execute();
  await sql`alter table saved_searches add constraint saved_searches_name_length check (name is null or char_length(name) <= 120)`.execute(db);

  // Every position that opens (created open, or reopened), whoever writes it (the integration API, the
  // seed, psql): the saved-search alerts read this list, so no path that creates positions is missed.
  await db.schema
    .createTable('position_openings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  await sql`create index position_openings_pending on position_openings (domain, id) where processed_at is null`.execute(db);
  // Statement level with transition tables: one trigger call per insert statement, even for a bulk load.
  await sql`create function record_position_openings() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into position_openings (position_id, domain) select id, domain from new_rows where closed_at is null;
      else
        insert into position_openings (position_id, domain)
          select n.id, n.domain from new_rows n join old_rows o on o.id = n.id where o.closed_at is not null and n.closed_at is null;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger positions_opened_insert after insert on positions
    referencing new table as new_rows for each statement execute function record_position_openings()`.execute(db);
  await sql`create trigger positions_opened_update after update on positions
    referencing old table as old_rows new table as new_rows for each statement execute function record_position_openings()`.execute(db);

  // A position matched by a saved search, once per pair. batch_position_id groups the matches told in one
  // notification (the first position of the group): fixed before the notification is written, so a retry
  // writes the same notification (its dedupe key) and the same e-mail (its idempotency key).
  await db.schema
    .createTable('saved_search_matches')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('saved_search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('matched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('batch_position_id', 'integer')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('mailed_at', 'timestamptz')
    .addUniqueConstraint('saved_search_matches_pair', ['saved_search_id', 'position_id'])
    .execute();
  await sql`create index saved_search_matches_unnotified on saved_search_matches (saved_search_id) where notified_at is null`.execute(db);
  await sql`create index saved_search_matches_unmailed on saved_search_matches (saved_search_id) where mailed_at is null`.execute(db);

  // Every e-mail by its idempotency key: a retried job finds it sent and sends nothing. A candidate's go
  // with their account. 'sending' is held
  // by one process for a while; a claim older than that is taken over (the sender died mid-way).
  await db.schema
    .createTable('sent_mails')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey().check(sql`char_length(idempotency_key) <= 200`))
    .addColumn('candidate_id', 'text', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sending', 'sent')`))
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('message_id', 'text')
    .execute();

  // Secrets the server generates once and every process shares (the alert links' signing key, unless
  // PORTICO_SECRET sets one).
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').ifExists().execute();
  await db.schema.dropTable('sent_mails').ifExists().execute();
  await db.schema.dropTable('saved_search_matches').ifExists().execute();
  await sql`drop trigger if exists positions_opened_update on positions`.execute(db);
  await sql`drop trigger if exists positions_opened_insert on positions`.execute(db);
  await sql`drop function if exists record_position_openings()`.execute(db);
  await db.schema.dropTable('position_openings').ifExists().execute();
  await sql`alter table saved_searches drop constraint if exists saved_searches_name_length`.execute(db);
  await db.schema.alterTable('saved_searches').dropColumn('paused_at').execute();
  await db.schema.alterTable('saved_searches').dropColumn('name').execute();
}
