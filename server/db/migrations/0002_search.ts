import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // The search keeps each employer's open positions (and each keyword's ranked matches) in memory;
  // every server process compares this counter before using what it holds, so a write by any process
  // or tool (seed, an ATS sync, psql) is seen by all of them on their next search.
  await db.schema
    .createTable('search_index_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into search_index_state (id, version) values (1, 1)`.execute(db);
  await sql`create function bump_search_index_version() returns trigger language plpgsql as $$
    begin
      update search_index_state set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  // Statement level: a 100,000-row seed bumps the counter once per insert statement, not per row.
  await sql`create trigger positions_search_index_version
    after insert or update or delete or truncate on positions
    for each statement execute function bump_search_index_version()`.execute(db);

  // Insights count a position's applicants on every job page.
  await db.schema.createIndex('applications_position').on('applications').column('position_id').execute();
  // Saved jobs and the job cart list a candidate's rows newest first.
  await db.schema.createIndex('saved_positions_candidate_created').on('saved_positions').columns(['candidate_id', 'created_at']).execute();
  await db.schema.createIndex('resumes_candidate').on('resumes').columns(['candidate_id', 'uploaded_at']).execute();
  // The sitemap lists an employer's open positions by id.
  await sql`create index positions_domain_open_id on positions (domain, id) where closed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('positions_domain_open_id').ifExists().execute();
  await db.schema.dropIndex('resumes_candidate').ifExists().execute();
  await db.schema.dropIndex('saved_positions_candidate_created').ifExists().execute();
  await db.schema.dropIndex('applications_position').ifExists().execute();
  await sql`drop trigger if exists positions_search_index_version on positions`.execute(db);
  await sql`drop function if exists bump_search_index_version()`.execute(db);
  await db.schema.dropTable('search_index_state').ifExists().execute();
}
