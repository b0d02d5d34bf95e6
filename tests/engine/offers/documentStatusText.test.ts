import { describe, expect, it } from 'vitest';
import { documentStatusText } from '../../../engine/offers/documentStatusText';
import { FUTURE_DAY, NOW, PAST_DAY, UPDATED_DAY, documents, offers } from './offerFixtures';

describe('documentStatusText', () => {
  it("says 'Document is being revised.' for a document under revision, whatever its status", () => {
    for (const doc of [documents.unsignedUnderRevision, documents.signedUnderRevision, documents.readOnlyUnderRevision]) {
      expect(documentStatusText(doc, offers.extended, NOW)).toBe('Document is being revised.');
    }
  });

  it('gives an Unsigned document its expiry date: Expires before, Expired after', () => {
    expect(documentStatusText(documents.unsigned, offers.extended, NOW)).toBe(`Expires ${FUTURE_DAY}`);
    expect(documentStatusText(documents.unsigned, offers.extendedPastExpiry, NOW)).toBe(`Expired ${PAST_DAY}`);
    expect(documentStatusText(documents.unsigned, offers.contractExtended, NOW)).toBe(`Expires ${FUTURE_DAY}`);
  });

  it("says 'Document is yet to be signed' for an Unsigned document of an offer without expiry", () => {
    expect(documentStatusText(documents.unsigned, offers.extendedNoExpiry, NOW)).toBe('Document is yet to be signed');
    expect(documentStatusText(documents.unsigned, offers.canceled, NOW)).toBe('Document is yet to be signed');
  });

  it("says 'Document is being processed' for a Pending document without expiry, else 'Last updated {date}'", () => {
    expect(documentStatusText(documents.pending, offers.extendedNoExpiry, NOW)).toBe('Document is being processed');
    expect(documentStatusText(documents.pending, offers.extended, NOW)).toBe(`Last updated ${UPDATED_DAY}`);
    expect(documentStatusText({ ...documents.pending, updated_at: null }, offers.extended, NOW)).toBe('Document is being processed');
  });

  it('describes Read Only and Revision documents', () => {
    expect(documentStatusText(documents.readOnly, offers.extended, NOW)).toBe('Document available for your review');
    expect(documentStatusText(documents.revision, offers.extended, NOW)).toBe('Document is being revised');
  });

  it('says a Signed document has been signed, and that its signed copy is being generated when there is no content', () => {
    expect(documentStatusText(documents.signed, offers.accepted, NOW)).toBe('Document has been signed');
    expect(documentStatusText(documents.signedUrlOnly, offers.accepted, NOW)).toBe('Document has been signed');
    expect(documentStatusText(documents.signedWithoutContent, offers.contractAccepted, NOW)).toBe(
      'Document has been signed. Signed document is being generated',
    );
  });

  it('gives nothing for an unknown status', () => {
    expect(documentStatusText({ status: 'Lost' }, offers.extended, NOW)).toBe('');
  });
});
