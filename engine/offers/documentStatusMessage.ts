import { hasDocumentContent, type DocumentFacts } from './documentStatuses';
import { formatOfferDate, isPast } from './offerDates';
import type { OfferStatusFacts } from './effectiveStatus';
import { message, type Message } from '../i18n/Message';

/**
 * The status line under a document's name (spec section 4; English in offers.json, documentStatus.*):
 * - under revision: 'Document is being revised.' (whatever the status);
 * - Unsigned: 'Expires {date}' / 'Expired {date}' from the offer's expires_at, or 'Document is yet to be signed' without one;
 * - Pending: 'Document is being processed' when the offer has no expiry, else 'Last updated {date}' (the document's updated_at);
 * - Read Only: 'Document available for your review'; Revision: 'Document is being revised';
 * - Signed: 'Document has been signed', or without content 'Document has been signed. Signed document is being generated'.
 * Dates are MM/DD/YYYY in English, the language's own numeric date in another. An unknown status gives null.
 */
export function documentStatusMessage(doc: DocumentFacts, offer: OfferStatusFacts, now: Date, language?: string): Message | null {
  if (doc.under_revision) return message('offers.documentStatus.underRevision');
  switch (doc.status) {
    case 'Unsigned': {
      const date = formatOfferDate(offer.expires_at, language);
      if (!date) return message('offers.documentStatus.yetToBeSigned');
      return message(isPast(offer.expires_at, now) ? 'offers.documentStatus.expired' : 'offers.documentStatus.expires', { date });
    }
    case 'Pending': {
      const updated = formatOfferDate(doc.updated_at, language);
      return formatOfferDate(offer.expires_at, language) && updated
        ? message('offers.documentStatus.lastUpdated', { date: updated })
        : message('offers.documentStatus.processing');
    }
    case 'Read Only':
      return message('offers.documentStatus.readOnly');
    case 'Revision':
      return message('offers.documentStatus.revision');
    case 'Signed':
      return message(hasDocumentContent(doc) ? 'offers.documentStatus.signed' : 'offers.documentStatus.signedWithoutContent');
    default:
      return null;
  }
}
