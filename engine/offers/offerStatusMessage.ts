import { effectiveStatus, type OfferStatusFacts } from './effectiveStatus';
import type { OfferStatus } from './offerStatuses';
import { message, type Message, type MessageKey } from '../i18n/Message';

/** The offer page's message per status (section 4; English in offers.json, quoted exactly). */
const OFFER_STATUS_MESSAGE_KEYS: Readonly<Record<OfferStatus, MessageKey>> = {
  Expired: 'offers.statusMessage.expired',
  Extended: 'offers.statusMessage.extended',
  Accepted: 'offers.statusMessage.accepted',
  Declined: 'offers.statusMessage.declined',
  Canceled: 'offers.statusMessage.canceled',
  'Contract Extended': 'offers.statusMessage.contractExtended',
  'Contract Accepted': 'offers.statusMessage.contractAccepted',
};

/** The message for the offer's shown status (an Extended offer past expires_at gets the Expired one); null for an unknown status. */
export function offerStatusMessage(offer: OfferStatusFacts, now: Date): Message | null {
  const key = (OFFER_STATUS_MESSAGE_KEYS as Readonly<Record<string, MessageKey>>)[effectiveStatus(offer, now)];
  return key ? message(key) : null;
}
