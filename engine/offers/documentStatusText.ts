import { hasDocumentContent, type DocumentFacts } from './documentStatuses';
import { formatOfferDate, isPast } from './offerDates';
import type { OfferStatusFacts } from './effectiveStatus';

/** The status texts of a document card (spec section 4), quoted exactly. */
export const DOCUMENT_STATUS_TEXTS = {
  underRevision: 'Document is being revised.',
  expires: 'Expires {{date}}',
  expired: 'Expired {{date}}',
  yetToBeSigned: 'Document is yet to be signed',
  processing: 'Document is being processed',
  lastUpdated: 'Last updated {{date}}',
  readOnly: 'Document available for your review',
  revision: 'Document is being revised',
  signed: 'Document has been signed',
  signedWithoutContent: 'Document has been signed. Signed document is being generated',
} as const;

const withDate = (template: string, date: string) => template.replace('{{date}}', date);

/**
 * The status line under a document's name:
 * - under revision: 'Document is being revised.' (whatever the status);
 * - Unsigned: 'Expires {date}' / 'Expired {date}' from the offer's expires_at, or 'Document is yet to be signed' without one;
 * - Pending: 'Document is being processed' when the offer has no expiry, else 'Last updated {date}' (the document's updated_at);
 * - Read Only: 'Document available for your review'; Revision: 'Document is being revised';
 * - Signed: 'Document has been signed', or without content 'Document has been signed. Signed document is being generated'.
 * Dates are MM/DD/YYYY. An unknown status gives ''.
 */
export function documentStatusText(doc: DocumentFacts, offer: OfferStatusFacts, now: Date): string {
  if (doc.under_revision) return DOCUMENT_STATUS_TEXTS.underRevision;
  switch (doc.status) {
    case 'Unsigned': {
      const expiry = formatOfferDate(offer.expires_at);
      if (!expiry) return DOCUMENT_STATUS_TEXTS.yetToBeSigned;
      return withDate(isPast(offer.expires_at, now) ? DOCUMENT_STATUS_TEXTS.expired : DOCUMENT_STATUS_TEXTS.expires, expiry);
    }
    case 'Pending': {
      const updated = formatOfferDate(doc.updated_at);
      return formatOfferDate(offer.expires_at) && updated ? withDate(DOCUMENT_STATUS_TEXTS.lastUpdated, updated) : DOCUMENT_STATUS_TEXTS.processing;
    }
    case 'Read Only':
      return DOCUMENT_STATUS_TEXTS.readOnly;
    case 'Revision':
      return DOCUMENT_STATUS_TEXTS.revision;
    case 'Signed':
      return hasDocumentContent(doc) ? DOCUMENT_STATUS_TEXTS.signed : DOCUMENT_STATUS_TEXTS.signedWithoutContent;
    default:
      return '';
  }
}
