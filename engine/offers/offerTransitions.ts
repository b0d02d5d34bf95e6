import { effectiveStatus, isOfferExpired, type OfferStatusFacts } from './effectiveStatus';
import type { DocumentFacts } from './documentStatuses';
import { message, type Message } from '../i18n/Message';
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

/** Why an offer cannot be accepted or declined now (offers.refusal.*, Portico's own words), or null when it can. */
export function offerActionRefusal(offer: OfferStatusFacts, now: Date): Message | null {
  const status = effectiveStatus(offer, now);
  if (status === 'Extended' || status === 'Contract Extended') return isOfferExpired(offer, now) ? message('offers.refusal.expired') : null;
  switch (status) {
    case 'Expired':
      return message('offers.refusal.expired');
    case 'Accepted':
    case 'Contract Accepted':
      return message('offers.refusal.accepted');
    case 'Declined':
    case 'Rejected':
      return message('offers.refusal.declined');
    case 'Canceled':
      return message('offers.refusal.canceled');
    default:
      return message('offers.refusal.closed');
  }
}

/** Why this document cannot be signed now (the offer aside), or null when it can. */
export function documentSignRefusal(doc: Pick<DocumentFacts, 'status' | 'under_revision'>): Message | null {
  if (doc.under_revision || doc.status === 'Revision') return message('offers.refusal.documentRevision');
  switch (doc.status) {
    case 'Unsigned':
      return null;
    case 'Signed':
      return message('offers.refusal.documentSigned');
    case 'Pending':
      return message('offers.refusal.documentProcessing');
    case 'Read Only':
      return message('offers.refusal.documentReadOnly');
    default:
      return message('offers.refusal.closed');
  }
}
