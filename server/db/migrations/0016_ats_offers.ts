import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Offers the employer's ATS sends (issue 21) are known by its id, unique per employer (domain), and
  // belong to one of its applications; revision_seq counts the revisions the candidate is told of (the
  // notification's dedupe key), so each is told once and a revision back to an earlier version too.
  await db.schema.alterTable('offers').addColumn('external_id', 'text').execute();
  await db.schema
    .alterTable('offers')
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('revision_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index offers_external_id on offers (domain, external_id) where external_id is not null`.execute(db);
  // A document the ATS sends is known by its id within its offer.
  await db.schema.alterTable('offer_documents').addColumn('external_id', 'text').execute();
  await sql`create unique index offer_documents_external_id on offer_documents (offer_id, external_id) where external_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists offer_documents_external_id`.execute(db);
  await db.schema.alterTable('offer_documents').dropColumn('external_id').execute();
  await sql`drop index if exists offers_external_id`.execute(db);
  for (const column of ['revision_seq', 'application_id', 'external_id']) await db.schema.alterTable('offers').dropColumn(column).execute();
}
