import { describe, expect, it } from 'vitest';
import { en } from '../../../engine/i18n/locales/enBundle';
import { OFFER_CONSTANTS } from '../../../engine/offers/offerConstants';
import { DOCUMENT_STATUSES } from '../../../engine/offers/documentStatuses';
import { OFFER_DATE_FORMAT } from '../../../engine/offers/offerDates';

describe('offer texts and constants', () => {
  it('quotes the error catalogue and the success texts of the spec exactly (sections 5 and 8)', () => {
    expect(en.offers.letter).toMatchObject({
      acceptFailed: 'Something went wrong when accepting the offer',
      acceptOfferApiDefault: 'There was a problem accepting the offer',
      acceptDocumentApiDefault: 'There was a problem accepting the document',
      declineFailed: 'Something went wrong when rejecting the offer',
      declineApiDefault: 'There was a problem rejecting the offer',
      signedDocument: 'Successfully signed document',
      rejectedOffer: 'Successfully rejected the offer',
      signedOfferLetter: 'Successfully signed the offer letter',
      esignRejected: 'Offer letter has been rejected',
      downloadFailed: 'Offer Letter Download Failed',
      noContent: 'No offer letter content available',
      signatureMismatch: 'Please enter your full name as shown on the offer letter and your profile.',
      uploadAtMostOne: 'You should upload at most 1 file',
      declineTitle: 'Decline offer?',
      backToOfferButton: 'Back to offer',
      declineConfirm: 'Decline offer',
    });
    expect(en.offers.revisionWarning).toBe('Documents are being revised. Please check back later.');
  });

  it('holds the business constants of section 9', () => {
    expect(OFFER_CONSTANTS.offerQueryCacheMs).toBe(86_400_000);
    expect(OFFER_CONSTANTS.successSnackbarMs).toBe(15_000);
    expect(OFFER_CONSTANTS.confettiPieces).toBe(200);
    expect(OFFER_CONSTANTS.uploadFileLimit).toBe(1);
    expect(OFFER_DATE_FORMAT).toBe('MM/DD/YYYY');
    expect(DOCUMENT_STATUSES).toEqual(['Pending', 'Signed', 'Unsigned', 'Read Only', 'Revision']);
  });
});
