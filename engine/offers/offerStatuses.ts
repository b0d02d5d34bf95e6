import { message, verbatim, type Message, type MessageKey } from '../i18n/Message';

/**
 * Offer statuses (spec offers-shell-notifications.md section 4). The server stores the first seven;
 * Expired is also what an Extended offer past its expires_at is shown as. Rejected exists only in
 * the labels list (older offers may carry it), so a status label never falls back to a raw value.
 */
export const OFFER_STATUSES = ['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired', 'Contract Extended', 'Contract Accepted'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The label of each status (the labels list of section 4; English in offers.json). */
const OFFER_STATUS_LABEL_KEYS: Readonly<Record<OfferStatus | 'Rejected', MessageKey>> = {
  Extended: 'offers.statusLabel.extended',
  Declined: 'offers.statusLabel.declined',
  Accepted: 'offers.statusLabel.accepted',
  Canceled: 'offers.statusLabel.canceled',
  Expired: 'offers.statusLabel.expired',
  'Contract Extended': 'offers.statusLabel.contractExtended',
  'Contract Accepted': 'offers.statusLabel.contractAccepted',
  Rejected: 'offers.statusLabel.rejected',
};

/** The colour family of the dot beside a status label: waiting on the candidate, done, or closed. */
export type OfferStatusTone = 'action' | 'success' | 'closed';

const TONES: Readonly<Record<OfferStatus | 'Rejected', OfferStatusTone>> = {
  Extended: 'action',
  'Contract Extended': 'action',
  Accepted: 'success',
  'Contract Accepted': 'success',
  Declined: 'closed',
  Rejected: 'closed',
  Canceled: 'closed',
  Expired: 'closed',
};

/** Extended and Contract Extended count as open for action (the candidate may accept or decline). */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['Extended', 'Contract Extended'];

/** True for Extended and Contract Extended (whatever the expiry: see canActOnOffer for that). */
export function isOpenForAction(status: string): boolean {
  return (OPEN_OFFER_STATUSES as readonly string[]).includes(status);
}

/** The label of a status; an unknown value is shown as it is. */
export function offerStatusLabel(status: string): Message {
  const key = (OFFER_STATUS_LABEL_KEYS as Readonly<Record<string, MessageKey>>)[status];
  return key ? message(key) : verbatim(status);
}

export function offerStatusTone(status: string): OfferStatusTone {
  return (TONES as Readonly<Record<string, OfferStatusTone>>)[status] ?? 'closed';
}
