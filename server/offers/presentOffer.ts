import { LANGUAGE_QUERY_PARAM } from '../../engine/i18n/languages';
import type { Offer, OfferDocument } from '../../schemas/generated/api/offers';
import { DOCUMENT_SIGNATURE_TYPES, isSignatureRequired } from '../../engine/offers/documentStatuses';
import { canActOnOffer, effectiveStatus } from '../../engine/offers/effectiveStatus';
import type { DocumentRow, OfferRow } from './offerRows';

export interface PresentContext {
  domain: string;
  candidateFullName: string;
  now: Date;
  /** The portal origin the e-sign widget posts its messages to (the employer's public origin). */
  portalOrigin: string;
  /** The page language (the request's): the widget opens in it (hl). */
  language: string;
}

export const ESIGN_WIDGET_PATH = '/esign/public/sign-widget';

const SIGNATURE_TYPES = new Set<OfferDocument['type']>(DOCUMENT_SIGNATURE_TYPES);

/** The document's content URL, which the logged-in viewer can fetch (it carries the employer). */
export function documentContentUrl(domain: string, offerId: number, documentId: number): string {
  return `/api/offer/offers/${offerId}/documents/${documentId}/content?domain=${encodeURIComponent(domain)}`;
}

export function esignWidgetUrl(wid: string, portalOrigin: string, language: string): string {
  return `${ESIGN_WIDGET_PATH}?${new URLSearchParams({ wid, hosted: '1', origin: portalOrigin, [LANGUAGE_QUERY_PARAM]: language }).toString()}`;
}

/** A document row as the API answers it (section 3 fields, plus the widget link). */
export function presentDocument(doc: DocumentRow, offer: OfferRow, context: PresentContext): OfferDocument {
  const signable = doc.status === 'Unsigned' && !doc.under_revision && canActOnOffer(offer, context.now);
  return {
    id: doc.id,
    name: doc.name,
    document_type: doc.document_type,
    status: doc.status as OfferDocument['status'],
    signed: doc.signed,
    url: doc.has_content ? documentContentUrl(context.domain, offer.id, doc.id) : null,
    b64_string: doc.inline_content ? doc.inline_content.toString('base64') : null,
    s3_path: null,
    under_revision: doc.under_revision,
    updated_at: doc.updated_at.toISOString(),
    type: SIGNATURE_TYPES.has(doc.signature_type as OfferDocument['type']) ? (doc.signature_type as OfferDocument['type']) : 'typed_signature',
    esign_url: doc.signature_type === 'e_signature' && doc.esign_wid && signable ? esignWidgetUrl(doc.esign_wid, context.portalOrigin, context.language) : null,
  };
}

/**
 * The document an offer-level accept signs and whose widget is the offer's esign_url: the Offer
 * document; else (a contract) the first one still to sign; else the first that needs a signature.
 */
export function pickOfferLetter<T extends Pick<DocumentRow, 'document_type' | 'status'>>(documents: readonly T[]): T | undefined {
  return (
    documents.find((doc) => doc.document_type === 'Offer') ??
    documents.find((doc) => doc.status === 'Unsigned') ??
    documents.find(isSignatureRequired) ??
    documents[0]
  );
}

/** An offer row and its documents as the API answers them; the status is the shown one (Extended past expiry → Expired). */
export function presentOffer(offer: OfferRow, documents: readonly DocumentRow[], context: PresentContext): Offer {
  const offerDocuments = documents.filter((doc) => doc.offer_id === offer.id).map((doc) => presentDocument(doc, offer, context));
  const letter = pickOfferLetter(offerDocuments);
  return {
    id: offer.id,
    enc_id: offer.enc_id,
    status: effectiveStatus(offer, context.now) as Offer['status'],
    updated_at: offer.updated_at.toISOString(),
    expires_at: offer.expires_at ? offer.expires_at.toISOString() : null,
    position: { id: offer.position_id, name: offer.position_name },
    offer_documents: offerDocuments,
    is_ats: offer.is_ats,
    profile: { fullname: context.candidateFullName },
    hide_offer_status: offer.hide_offer_status,
    esign_url: letter?.esign_url ?? null,
  };
}
