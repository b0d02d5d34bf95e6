import { describe, expect, it } from 'vitest';
import { documentButton } from '../../../engine/offers/documentButton';
import { hasDocumentContent, isSignatureRequired } from '../../../engine/offers/documentStatuses';
import { NOW, documents, offers } from './offerFixtures';

const closedOffers = {
  accepted: offers.accepted,
  declined: offers.declined,
  canceled: offers.canceled,
  expired: offers.expired,
  extendedPastExpiry: offers.extendedPastExpiry,
  contractAccepted: offers.contractAccepted,
  contractExtendedPastExpiry: offers.contractExtendedPastExpiry,
};

describe('documentButton', () => {
  it('shows an enabled Start for an Unsigned document while the offer is open and unexpired', () => {
    expect(documentButton(documents.unsigned, offers.extended, NOW)).toEqual({
      label: 'Start',
      disabled: false,
    });
    expect(documentButton(documents.unsigned, offers.extendedNoExpiry, NOW)).toEqual({
      label: 'Start',
      disabled: false,
    });
    expect(documentButton(documents.unsigned, offers.contractExtended, NOW)).toEqual({
      label: 'Start',
      disabled: false,
    });
  });

  it('labels a Pending document Start on an open offer, but disables it', () => {
    expect(documentButton(documents.pending, offers.extended, NOW)).toEqual({
      label: 'Start',
      disabled: true,
    });
    expect(documentButton(documents.pending, offers.contractExtended, NOW)).toEqual({
      label: 'Start',
      disabled: true,
    });
  });

  it.each(Object.entries(closedOffers))('shows View for Unsigned and Pending documents of a %s offer', (_name, offer) => {
    expect(documentButton(documents.unsigned, offer, NOW)).toEqual({
      label: 'View',
      disabled: false,
    });
    expect(documentButton(documents.pending, offer, NOW)).toEqual({
      label: 'View',
      disabled: true,
    });
  });

  it('shows View for Signed, Read Only and Revision documents even on an open offer', () => {
    expect(documentButton(documents.signed, offers.extended, NOW)).toEqual({
      label: 'View',
      disabled: false,
    });
    expect(documentButton(documents.readOnly, offers.extended, NOW)).toEqual({
      label: 'View',
      disabled: false,
    });
    expect(documentButton(documents.revision, offers.extended, NOW)).toEqual({
      label: 'View',
      disabled: true,
    });
  });

  it('disables the button of a document under revision, whatever its status', () => {
    expect(documentButton(documents.unsignedUnderRevision, offers.extended, NOW)).toEqual({
      label: 'Start',
      disabled: true,
    });
    expect(documentButton(documents.signedUnderRevision, offers.accepted, NOW)).toEqual({
      label: 'View',
      disabled: true,
    });
    expect(documentButton(documents.readOnlyUnderRevision, offers.extended, NOW)).toEqual({
      label: 'View',
      disabled: true,
    });
  });

  it('disables View for a Signed document without content, and counts bytes, a URL or a storage path as content', () => {
    expect(documentButton(documents.signedWithoutContent, offers.accepted, NOW)).toEqual({
      label: 'View',
      disabled: true,
    });
    expect(documentButton(documents.signedUrlOnly, offers.accepted, NOW)).toEqual({
      label: 'View',
      disabled: false,
    });
    expect(documentButton(documents.signedS3Only, offers.accepted, NOW)).toEqual({
      label: 'View',
      disabled: false,
    });
    expect(hasDocumentContent(documents.signedWithoutContent)).toBe(false);
  });

  it('turns Start into View the moment the offer expires', () => {
    const offer = { status: 'Extended', expires_at: '2025-03-10T12:00:00.000Z' };
    expect(documentButton(documents.unsigned, offer, new Date('2025-03-10T11:59:59.000Z')).label).toBe('Start');
    expect(documentButton(documents.unsigned, offer, new Date('2025-03-10T12:00:01.000Z')).label).toBe('View');
  });

  it('needs a signature on every document but Read Only ones', () => {
    expect(
      Object.values(documents)
        .filter((doc) => !isSignatureRequired(doc))
        .map((doc) => doc.status),
    ).toEqual(['Read Only', 'Read Only']);
  });
});
