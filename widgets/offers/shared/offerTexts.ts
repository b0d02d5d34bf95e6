import type { DocumentStatusTextKey } from '../../../engine/offers/documentStatusText';

/**
 * i18n keys of the offers area by engine value. Keys are written out (never built from templates) so
 * the i18n key check sees them; tests/widgets/offers/offerTexts.test.ts checks each has English text.
 */
export const OFFER_STATUS_LABEL_KEYS: Readonly<Record<string, string>> = {
  Extended: 'offers.statusLabel.extended',
  Declined: 'offers.statusLabel.declined',
  Accepted: 'offers.statusLabel.accepted',
  Canceled: 'offers.statusLabel.canceled',
  Expired: 'offers.statusLabel.expired',
  'Contract Extended': 'offers.statusLabel.contractExtended',
  'Contract Accepted': 'offers.statusLabel.contractAccepted',
  Rejected: 'offers.statusLabel.rejected',
};

export const OFFER_STATUS_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  Expired: 'offers.statusMessage.expired',
  Extended: 'offers.statusMessage.extended',
  Accepted: 'offers.statusMessage.accepted',
  Declined: 'offers.statusMessage.declined',
  Canceled: 'offers.statusMessage.canceled',
  'Contract Extended': 'offers.statusMessage.contractExtended',
  'Contract Accepted': 'offers.statusMessage.contractAccepted',
};

export const DOCUMENT_STATUS_TEXT_KEYS: Readonly<Record<DocumentStatusTextKey, string>> = {
  underRevision: 'offers.documentStatus.underRevision',
  expires: 'offers.documentStatus.expires',
  expired: 'offers.documentStatus.expired',
  yetToBeSigned: 'offers.documentStatus.yetToBeSigned',
  processing: 'offers.documentStatus.processing',
  lastUpdated: 'offers.documentStatus.lastUpdated',
  readOnly: 'offers.documentStatus.readOnly',
  revision: 'offers.documentStatus.revision',
  signed: 'offers.documentStatus.signed',
  signedWithoutContent: 'offers.documentStatus.signedWithoutContent',
};
