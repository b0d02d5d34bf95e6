import { sql, type Kysely } from 'kysely';
import type { Candidate, Database, Offer, OfferDocument } from '../db/Database';
import { OFFER_CONSTANTS } from '../../engine/offers/offerConstants';
import { notFound } from '../http/HttpError';
import { message } from '../../engine/i18n/Message';

type Db = Kysely<Database>;
const OFFER_NOT_FOUND = message('offers.refusal.offerNotFound');

/** An offer as the API reads it: the table's columns the API shows (OFFER_COLUMNS). */
export type OfferRow = Pick<Offer, (typeof OFFER_COLUMNS)[number]>;

/** A document as the API reads it: the table's columns the API shows, and what there is of its bytes. */
export interface DocumentRow extends Pick<OfferDocument, (typeof DOCUMENT_COLUMNS)[number]> {
  /** The bytes the viewer gets (the signed copy once there is one) exist. */
  has_content: boolean;
  /** Those bytes when they are small enough to send inline and inline bytes were asked for; else null. */
  inline_content: Buffer | null;
}

const OFFER_COLUMNS = [
  'id',
  'enc_id',
  'candidate_id',
  'domain',
  'position_id',
  'position_name',
  'status',
  'is_contract',
  'is_ats',
  'hide_offer_status',
  'expires_at',
  'updated_at',
] as const;
const DOCUMENT_COLUMNS = [
  'id',
  'offer_id',
  'name',
  'document_type',
  'status',
  'signed',
  'signature_type',
  'under_revision',
  'updated_at',
  'esign_wid',
] as const;
const MAX_SERIAL = 2_147_483_647;

/** PGlite answers bytea as Uint8Array, node-postgres as Buffer. */
export function toBuffer(value: Uint8Array | null | undefined): Buffer | null {
  if (!value) return null;
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The row with its times as Date whichever driver read it. */
function offerRow(row: OfferRow): OfferRow {
  return { ...row, expires_at: toDate(row.expires_at), updated_at: toDate(row.updated_at)! };
}

/**
 * The viewer's offer by numeric id or enc_id, within the request's employer. Anybody else's offer
 * (or an id that does not exist) is a 404, never a 403, so ids cannot be probed.
 */
export async function findOwnOffer(db: Db, viewer: Candidate, domain: string, id: string): Promise<OfferRow> {
  let query = db.selectFrom('offers').select(OFFER_COLUMNS).where('candidate_id', '=', viewer.id).where('domain', '=', domain);
  if (/^\d{1,10}$/.test(id)) {
    const numeric = Number(id);
    if (numeric > MAX_SERIAL) throw notFound(OFFER_NOT_FOUND);
    query = query.where((eb) => eb.or([eb('id', '=', numeric), eb('enc_id', '=', id)]));
  } else query = query.where('enc_id', '=', id);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return offerRow(row);
}

export async function listOwnOffers(db: Db, viewer: Candidate, domain: string): Promise<OfferRow[]> {
  const rows = await db
    .selectFrom('offers')
    .select(OFFER_COLUMNS)
    .where('candidate_id', '=', viewer.id)
    .where('domain', '=', domain)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(offerRow);
}

export async function findOfferById(db: Db, offerId: number): Promise<OfferRow | undefined> {
  const row = await db.selectFrom('offers').select(OFFER_COLUMNS).where('id', '=', offerId).executeTakeFirst();
  return row ? offerRow(row) : undefined;
}

/** The documents of these offers, in their order; inline bytes only when asked (the detail, never the list). */
export async function listDocuments(db: Db, offerIds: readonly number[], { inline }: { inline: boolean }): Promise<DocumentRow[]> {
  if (offerIds.length === 0) return [];
  const bytes = sql<Uint8Array | null>`coalesce(signed_content, content)`;
  const rows = await db
    .selectFrom('offer_documents')
    .select(DOCUMENT_COLUMNS)
    .select(sql<boolean>`(coalesce(signed_content, content) is not null)`.as('has_content'))
    .$if(inline, (q) =>
      q.select(sql<Uint8Array | null>`case when octet_length(${bytes}) <= ${OFFER_CONSTANTS.maxInlineDocumentBytes} then ${bytes} end`.as('inline_content')),
    )
    .where('offer_id', 'in', offerIds)
    .orderBy('offer_id')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    updated_at: toDate(row.updated_at)!,
    inline_content: toBuffer('inline_content' in row ? row.inline_content : null),
  }));
}

export async function findDocument(db: Db, offerId: number, documentId: string): Promise<DocumentRow> {
  const [document] = (await listDocuments(db, [offerId], { inline: false })).filter((doc) => String(doc.id) === documentId);
  if (!document) throw notFound(message('offers.refusal.documentNotFound'));
  return document;
}

/** The bytes the viewer gets: the signed copy once there is one, else the document as sent. */
export async function readDocumentContent(db: Db, documentId: number): Promise<{ bytes: Buffer | null; signed: boolean }> {
  const row = await db.selectFrom('offer_documents').select(['content', 'signed_content']).where('id', '=', documentId).executeTakeFirst();
  const signed = toBuffer(row?.signed_content);
  return { bytes: signed ?? toBuffer(row?.content), signed: Boolean(signed) };
}

/** The original bytes (what a typed signature is stamped onto). */
export async function readOriginalContent(db: Db, documentId: number): Promise<Buffer | null> {
  const row = await db.selectFrom('offer_documents').select('content').where('id', '=', documentId).executeTakeFirst();
  return toBuffer(row?.content);
}
