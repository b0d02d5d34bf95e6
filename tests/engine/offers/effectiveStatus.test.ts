import { describe, expect, it } from 'vitest';
import { canActOnOffer, effectiveStatus, isActionRequired, isOfferExpired } from '../../../engine/offers/effectiveStatus';
import { englishText } from '../../../engine/i18n/englishText';
import { OFFER_STATUSES, isOpenForAction, offerStatusLabel, offerStatusTone } from '../../../engine/offers/offerStatuses';
import { formatOfferDate } from '../../../engine/offers/offerDates';
import { FUTURE_DAY, NOW, offers } from './offerFixtures';

describe('offer statuses', () => {
  it('lists the seven statuses, and the labels also Rejected', () => {
    expect(OFFER_STATUSES).toEqual(['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired', 'Contract Extended', 'Contract Accepted']);
    for (const status of [...OFFER_STATUSES, 'Rejected']) expect(englishText(offerStatusLabel(status))).toBe(status);
    expect(offerStatusLabel('Contract Accepted')).toEqual({ key: 'offers.statusLabel.contractAccepted' });
    expect(offerStatusLabel('Someday')).toEqual({ key: 'errors.verbatim', params: { text: 'Someday' } });
  });

  it('counts Extended and Contract Extended, and only those, as open for action', () => {
    expect([...OFFER_STATUSES, 'Rejected'].filter(isOpenForAction)).toEqual(['Extended', 'Contract Extended']);
  });

  it('gives every status a dot tone: waiting on the candidate, done or closed', () => {
    expect(offerStatusTone('Extended')).toBe('action');
    expect(offerStatusTone('Contract Extended')).toBe('action');
    expect(offerStatusTone('Accepted')).toBe('success');
    expect(offerStatusTone('Contract Accepted')).toBe('success');
    for (const status of ['Declined', 'Rejected', 'Canceled', 'Expired', 'unknown']) expect(offerStatusTone(status)).toBe('closed');
  });
});

describe('effectiveStatus', () => {
  it('shows an Extended offer past expires_at as Expired and leaves every other status alone', () => {
    expect(effectiveStatus(offers.extendedPastExpiry, NOW)).toBe('Expired');
    expect(effectiveStatus(offers.extended, NOW)).toBe('Extended');
    expect(effectiveStatus(offers.extendedNoExpiry, NOW)).toBe('Extended');
    expect(effectiveStatus(offers.accepted, NOW)).toBe('Accepted');
    expect(effectiveStatus(offers.contractExtendedPastExpiry, NOW)).toBe('Contract Extended');
  });

  it('derives expiry from expires_at and the injected time, whether a string or a Date', () => {
    expect(isOfferExpired({ status: 'Extended', expires_at: new Date('2025-03-09T00:00:00Z') }, NOW)).toBe(true);
    expect(isOfferExpired({ status: 'Extended', expires_at: new Date('2025-03-11T00:00:00Z') }, NOW)).toBe(false);
    expect(isOfferExpired({ status: 'Extended', expires_at: null }, NOW)).toBe(false);
    expect(isOfferExpired({ status: 'Extended', expires_at: 'not a date' }, NOW)).toBe(false);
  });

  it('lets the candidate act only on an open offer that has not expired (Action required)', () => {
    expect(canActOnOffer(offers.extended, NOW)).toBe(true);
    expect(canActOnOffer(offers.extendedNoExpiry, NOW)).toBe(true);
    expect(canActOnOffer(offers.contractExtended, NOW)).toBe(true);
    expect(canActOnOffer(offers.extendedPastExpiry, NOW)).toBe(false);
    expect(canActOnOffer(offers.contractExtendedPastExpiry, NOW)).toBe(false);
    for (const offer of [offers.accepted, offers.declined, offers.canceled, offers.expired, offers.contractAccepted, offers.rejected])
      expect(canActOnOffer(offer, NOW)).toBe(false);
    expect(isActionRequired(offers.extended, NOW)).toBe(true);
    expect(isActionRequired(offers.extendedPastExpiry, NOW)).toBe(false);
  });

  it('formats offer dates as MM/DD/YYYY and gives nothing for a missing or invalid date', () => {
    expect(formatOfferDate(offers.extended.expires_at)).toBe(FUTURE_DAY);
    expect(formatOfferDate(new Date(2024, 0, 5))).toBe('01/05/2024');
    expect(formatOfferDate(null)).toBe('');
    expect(formatOfferDate('garbage')).toBe('');
  });
});
