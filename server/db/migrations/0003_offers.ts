import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */

/**
 * Offers: each e-signature document gets its own unguessable widget token (esign_wid; a contract can
 * carry several e-signature documents, so the offer-level token of 0001 is not enough), the moment it
 * was signed, and the index the candidate's offer list reads by.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('offer_documents').addColumn('esign_wid', 'text').addColumn('signed_at', 'timestamptz').execute();
  await sql`create unique index offer_documents_esign_wid on offer_documents (esign_wid) where esign_wid is not null`.execute(db);
  await db.schema.createIndex('offers_candidate_domain').on('offers').columns(['candidate_id', 'domain', 'updated_at']).execute();
  await db.schema.createIndex('offer_documents_offer').on('offer_documents').columns(['offer_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offer_documents_offer').ifExists().execute();
  await db.schema.dropIndex('offers_candidate_domain').ifExists().execute();
  await db.schema.dropIndex('offer_documents_esign_wid').ifExists().execute();
  await db.schema.alterTable('offer_documents').dropColumn('signed_at').dropColumn('esign_wid').execute();
}
