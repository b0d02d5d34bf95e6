import { randomBytes } from 'node:crypto';
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
