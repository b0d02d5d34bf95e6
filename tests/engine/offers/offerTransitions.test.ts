import { describe, expect, it } from 'vitest';
import { englishOf } from '../i18n/englishOf';
import { documentSignRefusal, offerActionRefusal, statusAfter } from '../../../engine/offers/offerTransitions';
import { NOW, documents, offers } from './offerFixtures';

describe('offer transitions', () => {
  it('accepts Extended to Accepted and Contract Extended to Contract Accepted', () => {
    expect(statusAfter('accept', offers.extended, NOW)).toBe('Accepted');
    expect(statusAfter('accept', offers.extendedNoExpiry, NOW)).toBe('Accepted');
    expect(statusAfter('accept', offers.contractExtended, NOW)).toBe('Contract Accepted');
  });

  it('declines either open status to Declined', () => {
    expect(statusAfter('decline', offers.extended, NOW)).toBe('Declined');
    expect(statusAfter('decline', offers.contractExtended, NOW)).toBe('Declined');
  });

  it.each([
    ['expired', offers.extendedPastExpiry, 'This offer has expired and can no longer be accepted or declined.'],
    ['Expired', offers.expired, 'This offer has expired and can no longer be accepted or declined.'],
    ['expired contract', offers.contractExtendedPastExpiry, 'This offer has expired and can no longer be accepted or declined.'],
    ['declined', offers.declined, 'This offer has already been declined.'],
    ['rejected', offers.rejected, 'This offer has already been declined.'],
    ['accepted', offers.accepted, 'This offer has already been accepted.'],
    ['contract accepted', offers.contractAccepted, 'This offer has already been accepted.'],
    ['canceled', offers.canceled, 'This offer has been canceled by the employer.'],
  ])('moves nothing from a %s offer, and says why', (_name, offer, refusal) => {
    expect(statusAfter('accept', offer, NOW)).toBeNull();
    expect(statusAfter('decline', offer, NOW)).toBeNull();
    expect(englishOf(offerActionRefusal(offer, NOW))).toBe(refusal);
  });

  it('lets only an Unsigned document that is not being revised be signed', () => {
    expect(documentSignRefusal(documents.unsigned)).toBeNull();
    expect(englishOf(documentSignRefusal(documents.signed))).toBe('This document has already been signed.');
    expect(englishOf(documentSignRefusal(documents.unsignedUnderRevision))).toBe('This document is being revised. Please check back later.');
    expect(englishOf(documentSignRefusal(documents.revision))).toBe('This document is being revised. Please check back later.');
    expect(englishOf(documentSignRefusal(documents.pending))).toBe('This document is being processed. Please check back later.');
    expect(englishOf(documentSignRefusal(documents.readOnly))).toBe('This document is for your review only; it needs no signature.');
  });
});
