import { FORM_MESSAGES } from '../../../engine/forms/formMessages';
import { OFFER_MESSAGES, OFFER_UPLOAD_MESSAGES } from '../../../engine/offers/offerMessages';

/** The i18n key of an engine validation message of the signature form and the upload (English text as fallback). */
const KEYS: Readonly<Record<string, string>> = {
  [FORM_MESSAGES.required]: 'offers.letter.required',
  [OFFER_MESSAGES.signatureMismatch]: 'offers.letter.signatureMismatch',
  [OFFER_MESSAGES.uploadAtMostOne]: 'offers.letter.uploadAtMostOne',
  [OFFER_UPLOAD_MESSAGES.fileRequired]: 'offers.letter.fileRequired',
  [OFFER_UPLOAD_MESSAGES.notPdf]: 'offers.letter.notPdf',
  [OFFER_UPLOAD_MESSAGES.tooLarge]: 'offers.letter.tooLarge',
};

export function messageKey(message: string): string | undefined {
  return KEYS[message];
}
