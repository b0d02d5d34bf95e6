import { describe, expect, it } from 'vitest';
import { en } from '../../../engine/i18n/locales/enBundle';
import { DOCUMENT_STATUS_TEXTS } from '../../../engine/offers/documentStatusText';
import { OFFER_MESSAGES, OFFER_UPLOAD_MESSAGES } from '../../../engine/offers/offerMessages';
import { OFFER_STATUS_MESSAGES } from '../../../engine/offers/offerStatusMessage';
import { OFFER_STATUS_LABELS } from '../../../engine/offers/offerStatuses';
import { FORM_MESSAGES } from '../../../engine/forms/formMessages';
import { messageKey } from '../../../widgets/offers/offerLetter/formMessageKeys';
import { DOCUMENT_STATUS_TEXT_KEYS, OFFER_STATUS_LABEL_KEYS, OFFER_STATUS_MESSAGE_KEYS } from '../../../widgets/offers/shared/offerTexts';

function english(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
}

describe('the offers bundle says exactly what the spec and the engine say', () => {
  it('has the status message of every status, word for word', () => {
    for (const [status, text] of Object.entries(OFFER_STATUS_MESSAGES)) expect(english(OFFER_STATUS_MESSAGE_KEYS[status]!)).toBe(text);
  });

  it('has every status label, Rejected included', () => {
    for (const [status, label] of Object.entries(OFFER_STATUS_LABELS)) expect(english(OFFER_STATUS_LABEL_KEYS[status]!)).toBe(label);
  });

  it('has every document status text', () => {
    for (const [key, text] of Object.entries(DOCUMENT_STATUS_TEXTS))
      expect(english(DOCUMENT_STATUS_TEXT_KEYS[key as keyof typeof DOCUMENT_STATUS_TEXTS])).toBe(text);
  });

  it('has the snackbar, failure and validation texts of sections 5 and 8', () => {
    const letter = en.offers.letter;
    expect(letter.signedDocument).toBe(OFFER_MESSAGES.signedDocument);
    expect(letter.rejectedOffer).toBe(OFFER_MESSAGES.rejectedOffer);
    expect(letter.signedOfferLetter).toBe(OFFER_MESSAGES.signedOfferLetter);
    expect(letter.esignRejected).toBe(OFFER_MESSAGES.esignRejected);
    expect(letter.acceptFailed).toBe(OFFER_MESSAGES.acceptFailed);
    expect(letter.declineFailed).toBe(OFFER_MESSAGES.declineFailed);
    expect(letter.downloadFailed).toBe(OFFER_MESSAGES.downloadFailed);
    expect(letter.noContent).toBe(OFFER_MESSAGES.noContent);
    expect(en.offers.revisionWarning).toBe(OFFER_MESSAGES.revisionWarning);
    expect(letter.declineTitle).toBe('Decline offer?');
    expect(letter.backToOfferButton).toBe('Back to offer');
    expect(letter.declineConfirm).toBe('Decline offer');
  });

  it('translates every validation message the engine gives the forms', () => {
    for (const message of [FORM_MESSAGES.required, OFFER_MESSAGES.signatureMismatch, OFFER_MESSAGES.uploadAtMostOne, ...Object.values(OFFER_UPLOAD_MESSAGES)]) {
      expect(english(messageKey(message)!)).toBe(message);
    }
  });
});
