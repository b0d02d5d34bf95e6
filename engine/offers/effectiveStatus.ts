import { isPast, type OfferDate } from './offerDates';
import { isOpenForAction, type OfferStatus } from './offerStatuses';

/** The fields of an offer the status rules read (an API offer or a database row both fit). */
export interface OfferStatusFacts {
  status: string;
  expires_at?: OfferDate | null;
}

/** True when the offer has an expiry date and it has passed. */
export function isOfferExpired(offer: OfferStatusFacts, now: Date): boolean {
  return isPast(offer.expires_at, now);
}

/** The status to show: an Extended offer whose expires_at is in the past is Expired (section 4). */
export function effectiveStatus(offer: OfferStatusFacts, now: Date): OfferStatus | string {
  if (offer.status === 'Extended' && isOfferExpired(offer, now)) return 'Expired';
  return offer.status;
}

/**
 * True when the candidate may still accept or decline: the status is open for action and the expiry
 * has not passed (a Contract Extended offer past its expiry is not shown as Expired, but it cannot be
 * acted on either).
 */
export function canActOnOffer(offer: OfferStatusFacts, now: Date): boolean {
  return isOpenForAction(effectiveStatus(offer, now)) && !isOfferExpired(offer, now);
}

/** The list's Action required tag and Expires line: an extended offer that is not expired (section 2). */
export function isActionRequired(offer: OfferStatusFacts, now: Date): boolean {
  return canActOnOffer(offer, now);
}
