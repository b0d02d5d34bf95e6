import { describe, expect, it } from 'vitest';
import { englishText } from '../../../engine/i18n/englishText';
import { offerStatusMessage } from '../../../engine/offers/offerStatusMessage';
import { OFFER_STATUSES } from '../../../engine/offers/offerStatuses';
import type { OfferStatusFacts } from '../../../engine/offers/effectiveStatus';
import { NOW, offers } from './offerFixtures';

/** The message in English, as the offer page shows it. */
const english = (offer: OfferStatusFacts, now: Date) => {
  const message = offerStatusMessage(offer, now);
  return message && englishText(message);
};

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
    expect(english(offer, NOW)).toBe(message);
  });

  it('shows an Extended offer past its expires_at with the Expired message', () => {
    expect(offerStatusMessage(offers.extendedPastExpiry, NOW)).toEqual({ key: 'offers.statusMessage.expired' });
    expect(english(offers.extendedPastExpiry, NOW)).toBe('The job offer has expired. Review your offer letter in the attached document.');
  });

  it('switches to the Expired message the moment the clock passes expires_at', () => {
    const offer = { status: 'Extended', expires_at: '2025-03-10T12:00:00.000Z' };
    expect(offerStatusMessage(offer, new Date('2025-03-10T11:59:59.999Z'))).toEqual({ key: 'offers.statusMessage.extended' });
    expect(offerStatusMessage(offer, new Date('2025-03-10T12:00:00.000Z'))).toEqual({ key: 'offers.statusMessage.expired' });
  });

  it('has a message for each of the seven statuses of the spec and nothing for an unknown status', () => {
    const keys = OFFER_STATUSES.map((status) => offerStatusMessage({ status, expires_at: null }, NOW)?.key);
    expect(new Set(keys).size).toBe(7);
    expect(keys.every((key) => key?.startsWith('offers.statusMessage.'))).toBe(true);
    expect(offerStatusMessage({ status: 'Someday', expires_at: null }, NOW)).toBeNull();
  });
});
