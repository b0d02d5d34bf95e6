import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // A visitor's drafts expire 30 days after their last save (server/forms/draftLimits.ts): the sweep at
  // start and once a day deletes them by age, which this index keeps cheap however many there are.
  await sql`create index form_drafts_visitor_updated_at on form_drafts (updated_at) where owner_key like 'visitor:%'`.execute(db);
  // A candidate's draft applications count toward their drafts' 1 MB, summed by candidate.
  await db.schema.createIndex('draft_applications_candidate').on('draft_applications').column('candidate_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('draft_applications_candidate').ifExists().execute();
  await db.schema.dropIndex('form_drafts_visitor_updated_at').ifExists().execute();
}
