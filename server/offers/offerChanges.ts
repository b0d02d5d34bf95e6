import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { isOpenForAction } from '../../engine/offers/offerStatuses';
import type { Database, OfferDocumentsTable, OffersTable } from '../db/Database';
import { notifyOffer } from '../home/notifications/eventNotifications';

export type NewOffer = Omit<Insertable<OffersTable>, 'enc_id'> & { documents: Omit<Insertable<OfferDocumentsTable>, 'offer_id'>[] };

/**
 * Extends an offer to a candidate: the offer and its documents in one transaction (the caller's, when
 * given one: the integration API checks and stores in one), and, while the offer is open, a
 * notification (offerExtended, once per offer) that opens it. notify: false is for the demo's history,
 * whose notifications the seed writes itself (seedHome). Returns the offer's id.
 */
export async function extendOffer(db: Kysely<Database>, offer: NewOffer, now: Date, options: { notify?: boolean } = {}): Promise<number> {
  const { documents, ...row } = offer;
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const inserted = await trx
      .insertInto('offers')
      .values({ ...row, enc_id: randomBytes(12).toString('base64url') })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (documents.length)
      await trx
        .insertInto('offer_documents')
        .values(documents.map((doc) => ({ ...doc, offer_id: inserted.id })))
        .execute();
    if (options.notify !== false && isOpenForAction(offer.status))
      await notifyOffer(trx, { candidateId: offer.candidate_id, offerId: inserted.id, title: offer.position_name, kind: 'extended', at: now });
    return inserted.id;
  });
}

/** A document's new version: its file, and its name when that changes too. */
interface DocumentRevision {
  documentId: number;
  content: Buffer;
  name?: string;
}

type RevisionOutcome = 'revised' | 'unchanged' | 'not_open' | 'not_found';

/** The documents' ids and contents, hashed: the same revision sent again has the same key. */
const revisionKey = (documents: readonly DocumentRevision[]) => {
  const hash = createHash('sha256');
  for (const doc of [...documents].sort((a, b) => a.documentId - b.documentId)) hash.update(`${doc.documentId}:${doc.name ?? ''}:`).update(doc.content);
  return hash.digest('base64url').slice(0, 22);
};

/**
 * Marks documents of an open offer as being revised: the offer page shows "Documents are being
 * revised. Please check back later." and no one can sign them (offerActions, the e-sign widget) until
 * reviseOffer brings their new version. No one is told yet.
 * @public Tested (offerChanges.test.ts); no route calls it: the integration API revises whole offers by their ATS ids (integrations/storeOffer.ts).
 */
export async function startOfferRevision(db: Kysely<Database>, offerId: number, documentIds: readonly number[], now: Date): Promise<RevisionOutcome> {
  return db.transaction().execute(async (trx) => {
    const offer = await trx.selectFrom('offers').select('status').where('id', '=', offerId).forUpdate().executeTakeFirst();
    if (!offer) return 'not_found';
    if (!isOpenForAction(offer.status)) return 'not_open';
    const marked = await trx
      .updateTable('offer_documents')
      .set({ under_revision: true, updated_at: now })
      .where('offer_id', '=', offerId)
      .where('id', 'in', documentIds.length ? [...documentIds] : [-1])
      .where('under_revision', '=', false)
      .executeTakeFirst();
    return marked.numUpdatedRows > 0n ? 'revised' : 'unchanged';
  });
}

/**
 * Revises an offer the candidate can still act on (Extended or Contract Extended): each document
 * given gets its new file (and name), leaves revision and is to sign again (Unsigned: a signature
 * given to the old version, if any, is void, and an e-signature gets a new widget link so a page
 * opened on the old version cannot sign the new one); the expiry moves when expiresAt is given. The
 * candidate is told once per revision (offerRevised, keyed by the documents' new contents), so the
 * same revision sent again tells nothing twice. An offer accepted, declined, canceled or unknown is
 * left alone ('not_open', 'not_found').
 * @public Tested (offerChanges.test.ts); no route calls it: the integration API revises whole offers by their ATS ids (integrations/storeOffer.ts).
 */
export async function reviseOffer(
  db: Kysely<Database>,
  offerId: number,
  revision: { documents: readonly DocumentRevision[]; expiresAt?: Date },
  now: Date,
): Promise<RevisionOutcome> {
  return db.transaction().execute(async (trx) => {
    const offer = await trx.selectFrom('offers').select(['status', 'candidate_id', 'position_name']).where('id', '=', offerId).forUpdate().executeTakeFirst();
    if (!offer) return 'not_found';
    if (!isOpenForAction(offer.status)) return 'not_open';
    const ids = revision.documents.map((doc) => doc.documentId);
    const current = ids.length ? await trx.selectFrom('offer_documents').selectAll().where('offer_id', '=', offerId).where('id', 'in', ids).execute() : [];
    if (current.length !== new Set(ids).size) return 'not_found';
    const byId = new Map(current.map((doc) => [doc.id, doc]));
    let changed = false;
    for (const doc of revision.documents) {
      const known = byId.get(doc.documentId)!;
      const same =
        !known.under_revision &&
        known.status === 'Unsigned' &&
        known.content !== null &&
        Buffer.compare(known.content, doc.content) === 0 &&
        (doc.name === undefined || doc.name === known.name);
      if (same) continue;
      changed = true;
      await trx
        .updateTable('offer_documents')
        .set({
          content: doc.content,
          ...(doc.name === undefined ? {} : { name: doc.name }),
          status: 'Unsigned',
          signed: false,
          signed_content: null,
          signed_name: null,
          signed_at: null,
          under_revision: false,
          esign_wid: known.esign_wid === null ? null : randomBytes(32).toString('base64url'),
          updated_at: now,
        })
        .where('id', '=', doc.documentId)
        .execute();
    }
    if (revision.expiresAt) {
      const moved = await trx
        .updateTable('offers')
        .set({ expires_at: revision.expiresAt, updated_at: now })
        .where('id', '=', offerId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '<>', revision.expiresAt!)]))
        .executeTakeFirst();
      changed ||= moved.numUpdatedRows > 0n;
    }
    if (!changed) return 'unchanged';
    await trx.updateTable('offers').set({ updated_at: now }).where('id', '=', offerId).execute();
    const key = `${revisionKey(revision.documents)}:${revision.expiresAt?.toISOString() ?? ''}`;
    await notifyOffer(trx, { candidateId: offer.candidate_id, offerId, title: offer.position_name, kind: 'revised', revision: key, at: now });
    return 'revised';
  });
}
