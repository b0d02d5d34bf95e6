import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUS_TEXTS, documentStatusDescriptor, documentStatusText } from '../../../engine/offers/documentStatusText';
import { documents, FUTURE_DAY, NOW, offers, PAST_DAY, UPDATED_DAY } from './offerFixtures';

describe('documentStatusDescriptor (the status text as a key and a date, for translated views)', () => {
  it('names the text and its date for every case of section 4', () => {
    expect(documentStatusDescriptor(documents.unsignedUnderRevision, offers.extended, NOW)).toEqual({ key: 'underRevision' });
    expect(documentStatusDescriptor(documents.unsigned, offers.extended, NOW)).toEqual({ key: 'expires', date: FUTURE_DAY });
    expect(documentStatusDescriptor(documents.unsigned, offers.extendedPastExpiry, NOW)).toEqual({ key: 'expired', date: PAST_DAY });
    expect(documentStatusDescriptor(documents.unsigned, offers.extendedNoExpiry, NOW)).toEqual({ key: 'yetToBeSigned' });
    expect(documentStatusDescriptor(documents.pending, offers.extended, NOW)).toEqual({ key: 'lastUpdated', date: UPDATED_DAY });
    expect(documentStatusDescriptor(documents.pending, offers.extendedNoExpiry, NOW)).toEqual({ key: 'processing' });
    expect(documentStatusDescriptor(documents.readOnly, offers.extended, NOW)).toEqual({ key: 'readOnly' });
    expect(documentStatusDescriptor(documents.revision, offers.extended, NOW)).toEqual({ key: 'revision' });
    expect(documentStatusDescriptor(documents.signed, offers.accepted, NOW)).toEqual({ key: 'signed' });
    expect(documentStatusDescriptor(documents.signedWithoutContent, offers.accepted, NOW)).toEqual({ key: 'signedWithoutContent' });
    expect(documentStatusDescriptor({ status: 'Archived' }, offers.accepted, NOW)).toBeNull();
  });

  it('gives the same English text as documentStatusText', () => {
    const descriptor = documentStatusDescriptor(documents.unsigned, offers.extended, NOW)!;
    expect(documentStatusText(documents.unsigned, offers.extended, NOW)).toBe(DOCUMENT_STATUS_TEXTS[descriptor.key].replace('{{date}}', descriptor.date!));
  });
});
