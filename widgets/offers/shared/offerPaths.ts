import { RETAINED_SEARCH_PARAMS } from '../../shared/PorticoLink';
import type { Offer, OfferDocument } from '../../../schemas/generated/api/offers';
import { isSignatureRequired } from '../../../engine/offers/documentStatuses';

/** The router targets of the offers area (offer links carry the domain query parameter, section 2). */
export const OFFERS_PATH = '/careers/offers';
export const OFFER_PATH = '/careers/offer/$id';
export const OFFER_LETTER_PATH = '/careers/offer-letter/$id';
export const OFFER_DOCUMENT_PATH = '/careers/offer/$id/offer-document/$documentId';

/**
 * The offer letter: the Offer document; else (a contract) the first still to sign; else the first
 * that needs a signature; else the first. The same choice as the server's offer-level accept.
 */
export function pickOfferLetter(documents: readonly OfferDocument[]): OfferDocument | undefined {
  return (
    documents.find((doc) => doc.document_type === 'Offer') ??
    documents.find((doc) => doc.status === 'Unsigned') ??
    documents.find(isSignatureRequired) ??
    documents[0]
  );
}

/** Where a document card leads: the offer letter page for the letter, the document page for the others. */
export function documentLink(offer: Offer, doc: OfferDocument) {
  const isLetter = pickOfferLetter(offer.offer_documents)?.id === doc.id && doc.document_type === 'Offer';
  return isLetter
    ? { to: OFFER_LETTER_PATH, params: { id: String(offer.id) } }
    : { to: OFFER_DOCUMENT_PATH, params: { id: String(offer.id), documentId: String(doc.id) } };
}

/** The search of an offers link: the retained parameters of the current page, and always the domain. */
export function offerSearch(domain: string) {
  return (previous: Record<string, unknown>): Record<string, unknown> => {
    const kept: Record<string, unknown> = {};
    for (const key of RETAINED_SEARCH_PARAMS) if (previous[key] !== undefined) kept[key] = previous[key];
    return { ...kept, domain };
  };
}
