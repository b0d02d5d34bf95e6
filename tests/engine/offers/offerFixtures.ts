/**
 * Offer and document fixtures for the offer rules, with the current time injected. Dates sit at noon
 * UTC so their MM/DD/YYYY day is the same in every time zone the tests may run in.
 */
import type { DocumentFacts } from '../../../engine/offers/documentStatuses';
import type { OfferStatusFacts } from '../../../engine/offers/effectiveStatus';

export const NOW = new Date('2025-03-10T12:00:00Z');
export const FUTURE = '2025-03-15T12:00:00Z';
export const FUTURE_DAY = '03/15/2025';
export const PAST = '2025-03-05T12:00:00Z';
export const PAST_DAY = '03/05/2025';
export const UPDATED = '2025-02-20T12:00:00Z';
export const UPDATED_DAY = '02/20/2025';

export const offers = {
  extended: { status: 'Extended', expires_at: FUTURE },
  extendedNoExpiry: { status: 'Extended', expires_at: null },
  extendedPastExpiry: { status: 'Extended', expires_at: PAST },
  accepted: { status: 'Accepted', expires_at: PAST },
  declined: { status: 'Declined', expires_at: FUTURE },
  canceled: { status: 'Canceled', expires_at: null },
  expired: { status: 'Expired', expires_at: PAST },
  contractExtended: { status: 'Contract Extended', expires_at: FUTURE },
  contractExtendedPastExpiry: { status: 'Contract Extended', expires_at: PAST },
  contractAccepted: { status: 'Contract Accepted', expires_at: null },
  rejected: { status: 'Rejected', expires_at: null },
} satisfies Record<string, OfferStatusFacts>;

const content = {
  b64_string: 'JVBERi0xLjc=',
  url: '/api/offer/offers/1/documents/1/content',
  s3_path: null,
  updated_at: UPDATED,
};
const noContent = { b64_string: null, url: null, s3_path: null, updated_at: UPDATED };

export const documents = {
  unsigned: { status: 'Unsigned', under_revision: false, ...content },
  pending: { status: 'Pending', under_revision: false, ...content },
  signed: { status: 'Signed', under_revision: false, ...content },
  signedUrlOnly: { status: 'Signed', under_revision: false, ...noContent, url: '/x.pdf' },
  signedS3Only: { status: 'Signed', under_revision: false, ...noContent, s3_path: 'offers/1.pdf' },
  signedWithoutContent: { status: 'Signed', under_revision: false, ...noContent },
  readOnly: { status: 'Read Only', under_revision: false, ...content },
  revision: { status: 'Revision', under_revision: false, ...content },
  unsignedUnderRevision: { status: 'Unsigned', under_revision: true, ...content },
  signedUnderRevision: { status: 'Signed', under_revision: true, ...content },
  readOnlyUnderRevision: { status: 'Read Only', under_revision: true, ...content },
} satisfies Record<string, DocumentFacts>;
