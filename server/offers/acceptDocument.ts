import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../db/Database';
import { offerActionRefusal, documentSignRefusal } from '../../engine/offers/offerTransitions';
import { message } from '../../engine/i18n/Message';
import { firstSignatureError, validateSignature } from '../../engine/offers/validateSignature';
import { badRequest, conflict } from '../http/HttpError';
import { signOfferDocument, type SignResult } from './offerActions';
import { readOriginalContent, type DocumentRow, type OfferRow } from './offerRows';
import { readAcceptForm, type AcceptForm } from './readAcceptForm';

/**
 * The signed copy of a document from an accept form: a wet-signature document takes the uploaded
 * PDF; any other needs the agree checkbox and a typed signature equal to the profile name (section 5)
 * and gets the letter stamped with the name and date (or the signed PDF the client sent, if any).
 */
export async function signedCopyFromForm(
  db: Kysely<Database>,
  candidate: Pick<Candidate, 'full_name'>,
  document: DocumentRow,
  form: AcceptForm,
  now: Date,
): Promise<{ content: Buffer; name: string | null }> {
  if (document.signature_type === 'wet_signature') {
    if (!form.file) throw badRequest(message('offers.letter.fileRequired'));
    return { content: form.file, name: null };
  }
  const error = firstSignatureError(validateSignature(form, candidate.full_name));
  if (error) throw badRequest(error);
  // The PDF writer (pdf-lib) loads on the first signature, not at start.
  const stamp = async () => (await import('./offerDocumentPdf')).stampSignature(await readOriginalContent(db, document.id), form.signature, now);
  return {
    content: form.file ?? (await stamp()),
    name: form.signature,
  };
}

/** The state checks that need no database round trip: a clear 409 before the form is judged. */
export function assertSignable(offer: OfferRow, document: DocumentRow | undefined, now: Date): asserts document is DocumentRow {
  const refusal = offerActionRefusal(offer, now) ?? (document ? documentSignRefusal(document) : message('offers.refusal.nothingToSign'));
  if (refusal) throw conflict(refusal);
}

/** Reads the accept form, checks the rules, signs the document (the offer may become Accepted). */
export async function acceptDocument(
  request: FastifyRequest,
  db: Kysely<Database>,
  candidate: Candidate,
  offer: OfferRow,
  document: DocumentRow | undefined,
  now: () => Date,
): Promise<SignResult> {
  const form = await readAcceptForm(request);
  const at = now();
  assertSignable(offer, document, at);
  const signed = await signedCopyFromForm(db, candidate, document, form, at);
  return signOfferDocument(db, {
    offerId: offer.id,
    documentId: document.id,
    signedContent: signed.content,
    signedName: signed.name,
    now: at,
  });
}
