import { describe, expect, it } from 'vitest';
import { englishText } from '../../../engine/i18n/englishText';
import { documentStatusMessage } from '../../../engine/offers/documentStatusMessage';
import type { DocumentFacts } from '../../../engine/offers/documentStatuses';
import type { OfferStatusFacts } from '../../../engine/offers/effectiveStatus';
import { FUTURE_DAY, NOW, PAST_DAY, UPDATED_DAY, documents, offers } from './offerFixtures';

/** The status line in English, as the document card shows it; '' when there is none. */
function documentStatusText(doc: DocumentFacts, offer: OfferStatusFacts, now: Date): string {
  const message = documentStatusMessage(doc, offer, now);
  return message ? englishText(message) : '';
}

describe('documentStatusMessage', () => {
  it('names the key and its date for translated views', () => {
    expect(documentStatusMessage(documents.unsignedUnderRevision, offers.extended, NOW)).toEqual({ key: 'offers.documentStatus.underRevision' });
    expect(documentStatusMessage(documents.unsigned, offers.extended, NOW)).toEqual({ key: 'offers.documentStatus.expires', params: { date: FUTURE_DAY } });
    expect(documentStatusMessage(documents.pending, offers.extended, NOW)).toEqual({ key: 'offers.documentStatus.lastUpdated', params: { date: UPDATED_DAY } });
    expect(documentStatusMessage({ status: 'Archived' }, offers.accepted, NOW)).toBeNull();
  });

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
