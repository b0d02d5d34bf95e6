import { effectiveStatus, isOfferExpired, type OfferStatusFacts } from './effectiveStatus';
import type { DocumentFacts } from './documentStatuses';
import { OFFER_REFUSALS } from './offerMessages';
import type { OfferStatus } from './offerStatuses';

export type OfferAction = 'accept' | 'decline';

/**
 * The state machine of section 4: accept moves Extended to Accepted and Contract Extended to
 * Contract Accepted; decline moves either to Declined. Nothing moves an expired, declined, accepted
 * or canceled offer (cancellation comes from the server). Returns null when the action is refused.
 */
export function statusAfter(action: OfferAction, offer: OfferStatusFacts, now: Date): OfferStatus | null {
  if (offerActionRefusal(offer, now)) return null;
  if (action === 'decline') return 'Declined';
  return offer.status === 'Contract Extended' ? 'Contract Accepted' : 'Accepted';
}

/** Why an offer cannot be accepted or declined now, or null when it can. */
export function offerActionRefusal(offer: OfferStatusFacts, now: Date): string | null {
  const status = effectiveStatus(offer, now);
  if (status === 'Extended' || status === 'Contract Extended') return isOfferExpired(offer, now) ? OFFER_REFUSALS.expired : null;
  switch (status) {
    case 'Expired':
      return OFFER_REFUSALS.expired;
    case 'Accepted':
    case 'Contract Accepted':
      return OFFER_REFUSALS.accepted;
    case 'Declined':
    case 'Rejected':
      return OFFER_REFUSALS.declined;
    case 'Canceled':
      return OFFER_REFUSALS.canceled;
    default:
      return OFFER_REFUSALS.closed;
  }
}

/** Why this document cannot be signed now (the offer aside), or null when it can. */
export function documentSignRefusal(doc: Pick<DocumentFacts, 'status' | 'under_revision'>): string | null {
  if (doc.under_revision || doc.status === 'Revision') return OFFER_REFUSALS.documentRevision;
  switch (doc.status) {
    case 'Unsigned':
      return null;
    case 'Signed':
      return OFFER_REFUSALS.documentSigned;
    case 'Pending':
      return OFFER_REFUSALS.documentProcessing;
    case 'Read Only':
      return OFFER_REFUSALS.documentReadOnly;
    default:
      return OFFER_REFUSALS.closed;
  }
}
