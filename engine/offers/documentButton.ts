import { canActOnOffer, type OfferStatusFacts } from './effectiveStatus';
import { hasDocumentContent, type DocumentFacts } from './documentStatuses';

export interface DocumentButton {
  label: 'Start' | 'View';
  disabled: boolean;
}

/**
 * The Start or View button of a document card (spec section 4):
 * - disabled when the document is under revision, Pending or Revision, or Signed without content;
 * - Start for Pending or Unsigned while the offer is open and unexpired; View in every other case.
 */
export function documentButton(doc: DocumentFacts, offer: OfferStatusFacts, now: Date): DocumentButton {
  const disabled =
    Boolean(doc.under_revision) || doc.status === 'Pending' || doc.status === 'Revision' || (doc.status === 'Signed' && !hasDocumentContent(doc));
  const startable = (doc.status === 'Pending' || doc.status === 'Unsigned') && canActOnOffer(offer, now);
  return { label: startable ? 'Start' : 'View', disabled };
}
