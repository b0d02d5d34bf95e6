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

export type DocumentStatusTextKey = keyof typeof DOCUMENT_STATUS_TEXTS;

/** Which status text applies, and its date (MM/DD/YYYY) when the text has one: what a translated view needs. */
export interface DocumentStatusDescriptor {
  key: DocumentStatusTextKey;
  date?: string;
}

/**
 * The status line under a document's name:
 * - under revision: 'Document is being revised.' (whatever the status);
 * - Unsigned: 'Expires {date}' / 'Expired {date}' from the offer's expires_at, or 'Document is yet to be signed' without one;
 * - Pending: 'Document is being processed' when the offer has no expiry, else 'Last updated {date}' (the document's updated_at);
 * - Read Only: 'Document available for your review'; Revision: 'Document is being revised';
 * - Signed: 'Document has been signed', or without content 'Document has been signed. Signed document is being generated'.
 * Dates are MM/DD/YYYY. An unknown status gives null.
 */
export function documentStatusDescriptor(doc: DocumentFacts, offer: OfferStatusFacts, now: Date): DocumentStatusDescriptor | null {
  if (doc.under_revision) return { key: 'underRevision' };
  switch (doc.status) {
    case 'Unsigned': {
      const expiry = formatOfferDate(offer.expires_at);
      if (!expiry) return { key: 'yetToBeSigned' };
      return { key: isPast(offer.expires_at, now) ? 'expired' : 'expires', date: expiry };
    }
    case 'Pending': {
      const updated = formatOfferDate(doc.updated_at);
      return formatOfferDate(offer.expires_at) && updated ? { key: 'lastUpdated', date: updated } : { key: 'processing' };
    }
    case 'Read Only':
      return { key: 'readOnly' };
    case 'Revision':
      return { key: 'revision' };
    case 'Signed':
      return { key: hasDocumentContent(doc) ? 'signed' : 'signedWithoutContent' };
    default:
      return null;
  }
}

/** The status line in English (see documentStatusDescriptor); '' for an unknown status. */
export function documentStatusText(doc: DocumentFacts, offer: OfferStatusFacts, now: Date): string {
  const descriptor = documentStatusDescriptor(doc, offer, now);
  if (!descriptor) return '';
  return withDate(DOCUMENT_STATUS_TEXTS[descriptor.key], descriptor.date ?? '');
}
