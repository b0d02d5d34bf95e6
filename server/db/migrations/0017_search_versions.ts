import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Search versions per employer (issue 24): a write at one employer no longer drops every employer's
  // search data, and a search that holds an employer's snapshot loads only the rows changed since.
  //
  // Every row written gets search_seq from one sequence, under a lock per employer taken before the
  // number (a transaction-scoped advisory lock, held to commit): the writers of one employer number
  // their rows in commit order, so any row of the employer a reader cannot see yet (uncommitted, or
  // not written) will have a number above every row it sees. An employer's version is then the
  // largest search_seq among its rows (an index-only lookup), and what changed since a version is its
  // rows above it. The sequence belongs to no column: a truncate ... restart identity leaves it alone.
  await sql`create sequence position_search_seq`.execute(db);
  await sql`alter table positions add column search_seq bigint`.execute(db);
  await sql`create index positions_domain_search_seq on positions (domain, search_seq) where search_seq is not null`.execute(db);

  // What the numbers cannot show, a row leaving an employer (deleted, or moved to another), bumps the
  // employer's removed_seq: its readers then load it whole.
  await db.schema
    .createTable('search_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('removed_seq', 'bigint', (c) => c.notNull())
    .execute();

  // Row level, but light: a lock the transaction already holds is counted, not waited for, and no
  // statement runs unless a row moves. (Two integer keys: a key space apart from the one-key locks.)
  await sql`create function stamp_position_search_seq() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.domain is distinct from old.domain then
        insert into search_domains (domain, removed_seq) values (old.domain, nextval('position_search_seq'))
          on conflict (domain) do update set removed_seq = excluded.removed_seq;
      end if;
      perform pg_advisory_xact_lock(2024, hashtext(new.domain));
      new.search_seq := nextval('position_search_seq');
      return new;
    end $$`.execute(db);
  await sql`create trigger positions_search_seq before insert or update on positions
    for each row execute function stamp_position_search_seq()`.execute(db);

  // Statement level with a transition table: one upsert per employer a delete touched, however many rows.
  await sql`create function record_position_removals() returns trigger language plpgsql as $$
    begin
      insert into search_domains (domain, removed_seq)
        select d.domain, nextval('position_search_seq') from (select distinct domain from old_rows order by domain) d
        on conflict (domain) do update set removed_seq = excluded.removed_seq;
      return null;
    end $$`.execute(db);
  await sql`create trigger positions_search_removed after delete on positions
    referencing old table as old_rows for each statement execute function record_position_removals()`.execute(db);

  // search_index_state.version (0002) is now an epoch for what no trigger row can tell: a truncate.
  await sql`drop trigger if exists positions_search_index_version on positions`.execute(db);
  await sql`create trigger positions_search_truncated after truncate on positions
    for each statement execute function bump_search_index_version()`.execute(db);

  // A deleted position takes its alert rows with it (cascading keys): without an index on their
  // position_id, deleting 100,000 positions scanned both tables once per position (minutes).
  await sql`create index position_openings_position on position_openings (position_id)`.execute(db);
  await sql`create index saved_search_matches_position on saved_search_matches (position_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists saved_search_matches_position`.execute(db);
  await sql`drop index if exists position_openings_position`.execute(db);
  await sql`drop trigger if exists positions_search_truncated on positions`.execute(db);
  await sql`create trigger positions_search_index_version
    after insert or update or delete or truncate on positions
    for each statement execute function bump_search_index_version()`.execute(db);
  await sql`drop trigger if exists positions_search_removed on positions`.execute(db);
  await sql`drop function if exists record_position_removals()`.execute(db);
  await sql`drop trigger if exists positions_search_seq on positions`.execute(db);
  await sql`drop function if exists stamp_position_search_seq()`.execute(db);
  await db.schema.dropTable('search_domains').ifExists().execute();
  await sql`drop index if exists positions_domain_search_seq`.execute(db);
  await sql`alter table positions drop column if exists search_seq`.execute(db);
  await sql`drop sequence if exists position_search_seq`.execute(db);
}
