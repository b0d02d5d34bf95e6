import { describe, expect, it } from 'vitest';
import { OFFER_STATUS_MESSAGES, offerStatusMessage } from '../../../engine/offers/offerStatusMessage';
import { NOW, offers } from './offerFixtures';

describe('offerStatusMessage', () => {
  it.each([
    [
      offers.extended,
      "Congratulations! We're excited to extend a job offer. Review your offer letter in the attached document and sign electronically when ready",
    ],
    [
      offers.extendedNoExpiry,
      "Congratulations! We're excited to extend a job offer. Review your offer letter in the attached document and sign electronically when ready",
    ],
    [offers.expired, 'The job offer has expired. Review your offer letter in the attached document.'],
    [offers.accepted, "Congratulations! You've accepted the job offer. Review your offer letter in the attached document."],
    [offers.declined, "You've declined the job offer. Review your offer letter in the attached document."],
    [offers.canceled, 'The job offer has been canceled. Review your offer letter in the attached document.'],
    [offers.contractExtended, "Congratulations! We're excited to extend a contract. Review your documents and sign electronically when ready"],
    [offers.contractAccepted, "Congratulations! You've accepted the job offer. Review your documents."],
  ])('gives the spec text for a %o offer', (offer, message) => {
    expect(offerStatusMessage(offer, NOW)).toBe(message);
  });

  it('shows an Extended offer past its expires_at with the Expired message', () => {
    expect(offerStatusMessage(offers.extendedPastExpiry, NOW)).toBe('The job offer has expired. Review your offer letter in the attached document.');
  });

  it('switches to the Expired message the moment the clock passes expires_at', () => {
    const offer = { status: 'Extended', expires_at: '2025-03-10T12:00:00.000Z' };
    expect(offerStatusMessage(offer, new Date('2025-03-10T11:59:59.999Z'))).toBe(OFFER_STATUS_MESSAGES.Extended);
    expect(offerStatusMessage(offer, new Date('2025-03-10T12:00:00.000Z'))).toBe(OFFER_STATUS_MESSAGES.Expired);
  });

  it('has exactly the seven messages of the spec and nothing for an unknown status', () => {
    expect(Object.keys(OFFER_STATUS_MESSAGES).sort()).toEqual([
      'Accepted',
      'Canceled',
      'Contract Accepted',
      'Contract Extended',
      'Declined',
      'Expired',
      'Extended',
    ]);
    expect(offerStatusMessage({ status: 'Someday', expires_at: null }, NOW)).toBe('');
  });
});
