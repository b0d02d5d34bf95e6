import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ConfigError } from '../../engine/config/ConfigError';
import { isOpenForAction } from '../../engine/offers/offerStatuses';
import type { OfferResult } from '../../schemas/generated/api/integrations';
import type { Database, OfferDocumentsTable } from '../db/Database';
import { notifyOffer } from '../home/notifications/eventNotifications';
import { extendOffer } from '../offers/offerChanges';
import { toBuffer } from '../offers/offerRows';
import { expiryError, type CheckedOffer, type CheckedOfferDocument } from './offerInput';
import { atsApplication, UNKNOWN_APPLICATION } from './storeApplication';

/**
 * What storing an offer came to: stored (created, updated, unchanged), refused for its body (422:
 * invalid), or refused because it would undo what the candidate did (409: a signed document, an
 * offer no longer open).
 */
export type OfferOutcome = { ok: true; result: OfferResult } | { ok: false; refusal: 'invalid' | 'document_signed' | 'not_open'; errors: ConfigError[] };

type StoredDocument = Selectable<OfferDocumentsTable>;
type DocumentRow = Omit<Insertable<OfferDocumentsTable>, 'offer_id'>;

/** Statuses whose document the candidate reads or signs: it needs a file. */
const NEEDS_FILE = new Set(['Unsigned', 'Read Only']);
/** The statuses an ATS that has not heard of the candidate's signature may still send for a signed document. */
const SIGNED_AS_SENT = new Set(['Signed', 'Unsigned']);

const sameBytes = (a: Buffer | null, b: Buffer | null) => (a === null || b === null ? a === b : Buffer.compare(a, b) === 0);
const sameInstant = (a: Date | string | null, b: Date | null) => (a === null || b === null ? a === b : new Date(a).getTime() === b.getTime());

/** A document's row as sent: under revision when it says so or its status is Revision; a new e-signature gets its widget token. */
function documentRow(doc: CheckedOfferDocument, content: Buffer | null, now: Date): DocumentRow {
  const signed = doc.status === 'Signed';
  return {
    external_id: doc.externalId,
    name: doc.name,
    document_type: doc.documentType,
    status: doc.status,
    signed,
    signature_type: doc.type,
    under_revision: doc.underRevision || doc.status === 'Revision',
    content,
    signed_content: null,
    signed_name: null,
    signed_at: signed ? now : null,
    esign_wid: doc.type === 'e_signature' ? randomBytes(32).toString('base64url') : null,
    updated_at: now,
  };
}

/** A signed document is kept when the ATS sends it as it was (the same file or none, names and type, not to revise). */
function keepsSigned(stored: StoredDocument, doc: CheckedOfferDocument): boolean {
  return (
    stored.name === doc.name &&
    stored.document_type === doc.documentType &&
    stored.signature_type === doc.type &&
    SIGNED_AS_SENT.has(doc.status) &&
    !doc.underRevision &&
    (doc.content === undefined || sameBytes(toBuffer(stored.content), doc.content))
  );
}

/**
 * Creates or revises an offer the employer's ATS sends, by its ATS id, on one of the employer's
 * applications the ATS sent before (else 422 at /applicationExternalId); its candidate and position
 * are the application's, for good. A new offer is extended (extendOffer: the candidate is told, in
 * this transaction). A later PUT is the whole offer again: documents are updated, added and removed
 * to match; the same PUT again is 'unchanged' (nothing written, no one told). A revision tells the
 * candidate once (offerRevised, keyed by revision_seq), except one that only puts documents under
 * revision: the offer page shows "Documents are being revised" and the candidate is told when their
 * new version comes. A document the candidate signed is never replaced, changed or removed
 * ('document_signed'); an offer accepted, declined or canceled is not changed ('not_open'). Calls on
 * one offer take turns (an advisory lock, then the row's), so a retry sent twice at once is told once.
 */
export async function storeOffer(db: Kysely<Database>, domain: string, externalId: string, input: CheckedOffer, now: Date): Promise<OfferOutcome> {
  return db.transaction().execute(async (trx): Promise<OfferOutcome> => {
    const invalid = (errors: ConfigError[]): OfferOutcome => ({ ok: false, refusal: 'invalid', errors });
    const application = await atsApplication(trx, domain, input.applicationExternalId);
    if (!application) return invalid([UNKNOWN_APPLICATION]);

    await sql`select pg_advisory_xact_lock(hashtextextended(${`ats-offer:${domain}:${externalId}`}, 0))`.execute(trx);
    const known = await trx.selectFrom('offers').selectAll().where('domain', '=', domain).where('external_id', '=', externalId).forUpdate().executeTakeFirst();

    if (!known) {
      const errors: ConfigError[] = [];
      const expiry = input.expiresAt && expiryError(input.expiresAt, now);
      if (expiry) errors.push(expiry);
      input.documents.forEach((doc, index) => {
        if (NEEDS_FILE.has(doc.status) && !doc.content)
          errors.push({ pointer: `/documents/${index}/pdfBase64`, message: `is required for a document to sign or read (${doc.status})` });
      });
      if (errors.length) return invalid(errors);
      const id = await extendOffer(
        trx,
        {
          candidate_id: application.candidate_id,
          domain,
          position_id: application.position_id,
          position_name: application.title,
          status: input.isContract ? 'Contract Extended' : 'Extended',
          is_contract: input.isContract,
          is_ats: true,
          hide_offer_status: input.hideOfferStatus,
          esign_wid: null,
          expires_at: input.expiresAt,
          created_at: now,
          updated_at: now,
          external_id: externalId,
          application_id: application.id,
          documents: input.documents.map((doc) => documentRow(doc, doc.content ?? null, now)),
        },
        now,
      );
      return { ok: true, result: { externalId, status: 'created', id } };
    }

    if (known.application_id !== application.id)
      return invalid([{ pointer: '/applicationExternalId', message: "is not this offer's application: an offer keeps its application" }]);

    const stored = await trx.selectFrom('offer_documents').selectAll().where('offer_id', '=', known.id).orderBy('id').execute();
    const byExternalId = new Map(stored.filter((doc) => doc.external_id !== null).map((doc) => [doc.external_id!, doc]));
    const errors: ConfigError[] = [];
    const signedErrors: ConfigError[] = [];
    const updates: { id: number; row: DocumentRow }[] = [];
    const inserts: DocumentRow[] = [];
    // A revision the candidate is told of: anything but documents only put under revision.
    let tell = false;

    input.documents.forEach((doc, index) => {
      const at = `/documents/${index}`;
      const current = byExternalId.get(doc.externalId);
      if (current?.signed) {
        if (!keepsSigned(current, doc))
          signedErrors.push({ pointer: at, message: 'has been signed: a signed document cannot be replaced or changed (send it as it was, or add a new one)' });
        return;
      }
      const content = doc.content ?? toBuffer(current?.content) ?? null;
      if (NEEDS_FILE.has(doc.status) && !content) {
        errors.push({ pointer: `${at}/pdfBase64`, message: `is required for a document to sign or read (${doc.status})` });
        return;
      }
      const row = documentRow(doc, content, now);
      if (!current) {
        inserts.push(row);
        tell = true;
        return;
      }
      const fileChanged = !sameBytes(toBuffer(current.content), content);
      const same =
        !fileChanged &&
        current.name === row.name &&
        current.document_type === row.document_type &&
        current.status === row.status &&
        current.signature_type === row.signature_type &&
        current.under_revision === row.under_revision;
      if (same) return;
      // A new file or a new way to sign needs a new e-signature link: a page opened on the old one cannot sign it.
      const keepWidget = !fileChanged && current.signature_type === row.signature_type && current.esign_wid !== null;
      updates.push({ id: current.id, row: { ...row, esign_wid: keepWidget ? current.esign_wid : row.esign_wid } });
      if (!row.under_revision || fileChanged) tell = true;
    });
    const sent = new Set(input.documents.map((doc) => doc.externalId));
    const removed = stored.filter((doc) => doc.external_id === null || !sent.has(doc.external_id));
    for (const doc of removed) {
      if (doc.signed)
        signedErrors.push({
          pointer: '/documents',
          message: `leaves out "${doc.external_id ?? doc.name}", which has been signed: a signed document cannot be removed`,
        });
      else tell = true;
    }

    const status = input.isContract ? 'Contract Extended' : 'Extended';
    const expiryMoved = !sameInstant(known.expires_at, input.expiresAt);
    // A contract or a job offer, and its expiry, are the candidate's to know; whether the list shows its status is not.
    if (known.is_contract !== input.isContract || expiryMoved) tell = true;
    const offerChanged = tell || known.hide_offer_status !== input.hideOfferStatus;
    if (expiryMoved && input.expiresAt) {
      const expiry = expiryError(input.expiresAt, now);
      if (expiry) errors.push(expiry);
    }
    if (errors.length) return invalid(errors);
    if (!offerChanged && !updates.length && !inserts.length && !removed.length && !signedErrors.length)
      return { ok: true, result: { externalId, status: 'unchanged', id: known.id } };
    // Accepted, declined or canceled: what the candidate (or the employer) decided stands.
    if (!isOpenForAction(known.status)) return { ok: false, refusal: 'not_open', errors: [] };
    if (signedErrors.length) return { ok: false, refusal: 'document_signed', errors: signedErrors };

    for (const { id, row } of updates) {
      const { external_id: _same, ...fields } = row;
      await trx.updateTable('offer_documents').set(fields).where('id', '=', id).execute();
    }
    if (inserts.length)
      await trx
        .insertInto('offer_documents')
        .values(inserts.map((row) => ({ ...row, offer_id: known.id })))
        .execute();
    if (removed.length)
      await trx
        .deleteFrom('offer_documents')
        .where(
          'id',
          'in',
          removed.map((doc) => doc.id),
        )
        .execute();
    const seq = known.revision_seq + (tell ? 1 : 0);
    await trx
      .updateTable('offers')
      .set({ status, is_contract: input.isContract, hide_offer_status: input.hideOfferStatus, expires_at: input.expiresAt, revision_seq: seq, updated_at: now })
      .where('id', '=', known.id)
      .execute();
    if (seq !== known.revision_seq)
      await notifyOffer(trx, {
        candidateId: known.candidate_id,
        offerId: known.id,
        title: known.position_name,
        kind: 'revised',
        revision: `seq-${seq}`,
        at: now,
      });
    return { ok: true, result: { externalId, status: 'updated', id: known.id } };
  });
}

/**
 * Cancels an offer of the employer's (the DELETE): an open one becomes Canceled and the candidate is
 * told once; one already canceled is 'unchanged'; one accepted or declined stays as the candidate left
 * it ('not_open'). undefined when the employer has no offer with this ATS id.
 */
export async function cancelOffer(db: Kysely<Database>, domain: string, externalId: string, now: Date): Promise<OfferOutcome | undefined> {
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('offers')
      .select(['id', 'status', 'candidate_id', 'position_name'])
      .where('domain', '=', domain)
      .where('external_id', '=', externalId)
      .forUpdate()
      .executeTakeFirst();
    if (!known) return undefined;
    if (known.status === 'Canceled') return { ok: true, result: { externalId, status: 'unchanged', id: known.id } };
    if (!isOpenForAction(known.status)) return { ok: false, refusal: 'not_open', errors: [] };
    await trx.updateTable('offers').set({ status: 'Canceled', updated_at: now }).where('id', '=', known.id).execute();
    await notifyOffer(trx, { candidateId: known.candidate_id, offerId: known.id, title: known.position_name, kind: 'canceled', at: now });
    return { ok: true, result: { externalId, status: 'canceled', id: known.id } };
  });
}
