import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { OPEN_OFFER_STATUSES } from '../../engine/offers/offerStatuses';
import { documentSignRefusal, offerActionRefusal, statusAfter } from '../../engine/offers/offerTransitions';
import { message, type Message } from '../../engine/i18n/Message';
import { conflict } from '../http/HttpError';

type Db = Kysely<Database>;

export interface SignResult {
  offerStatus: string;
  documentStatus: string;
}

/**
 * Takes the offer's row lock while checking, in the same statement, that the offer is still open and
 * unexpired. Everything that changes an offer goes through this first, so two accepts, or an accept
 * and a decline, are serialized on the row: the second one finds the offer no longer open (PostgreSQL
 * re-checks the WHERE after the first commits) and is refused with 409.
 */
async function lockOpenOffer(trx: Transaction<Database>, offerId: number, now: Date): Promise<{ status: string }> {
  const locked = await trx
    .updateTable('offers')
    .set({ updated_at: now })
    .where('id', '=', offerId)
    .where('status', 'in', [...OPEN_OFFER_STATUSES])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('status')
    .executeTakeFirst();
  if (locked) return locked;
  throw conflict(await currentRefusal(trx, offerId, now));
}

async function currentRefusal(db: Db | Transaction<Database>, offerId: number, now: Date): Promise<Message> {
  const current = await db.selectFrom('offers').select(['status', 'expires_at']).where('id', '=', offerId).executeTakeFirst();
  return (current && offerActionRefusal(current, now)) ?? message('offers.refusal.closed');
}

export interface SignInput {
  offerId: number;
  documentId: number;
  signedContent: Buffer;
  signedName: string | null;
  now: Date;
}

/**
 * Signs one document of an open offer, in one transaction: the document must still be Unsigned (a
 * conditional UPDATE whose affected rows are checked, so a repeated or concurrent request is refused
 * with 409 and changes nothing). When no document that needs a signature is left unsigned, the offer
 * moves to Accepted (Contract Accepted for a contract).
 */
export async function signOfferDocument(db: Db, input: SignInput): Promise<SignResult> {
  return db.transaction().execute(async (trx) => {
    const offer = await lockOpenOffer(trx, input.offerId, input.now);
    const signed = await trx
      .updateTable('offer_documents')
      .set({
        status: 'Signed',
        signed: true,
        signed_content: input.signedContent,
        signed_name: input.signedName,
        signed_at: input.now,
        updated_at: input.now,
      })
      .where('id', '=', input.documentId)
      .where('offer_id', '=', input.offerId)
      .where('status', '=', 'Unsigned')
      .where('under_revision', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!signed) {
      const doc = await trx.selectFrom('offer_documents').select(['status', 'under_revision']).where('id', '=', input.documentId).executeTakeFirst();
      throw conflict((doc && documentSignRefusal(doc)) ?? message('offers.refusal.closed'));
    }
    const left = await trx
      .selectFrom('offer_documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('offer_id', '=', input.offerId)
      .where('status', 'not in', ['Signed', 'Read Only'])
      .executeTakeFirstOrThrow();
    let offerStatus = offer.status;
    if (Number(left.count) === 0) {
      offerStatus = statusAfter('accept', { status: offer.status }, input.now) ?? offer.status;
      await trx.updateTable('offers').set({ status: offerStatus, updated_at: input.now }).where('id', '=', input.offerId).execute();
    }
    return { offerStatus, documentStatus: 'Signed' };
  });
}

/** Declines an open, unexpired offer in one conditional UPDATE; anything else (or a lost race) is a 409. */
export async function declineOffer(db: Db, offerId: number, now: Date): Promise<string> {
  const declined = await db
    .updateTable('offers')
    .set({ status: 'Declined', updated_at: now })
    .where('id', '=', offerId)
    .where('status', 'in', [...OPEN_OFFER_STATUSES])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning('status')
    .executeTakeFirst();
  if (!declined) throw conflict(await currentRefusal(db, offerId, now));
  return declined.status;
}
