import { message, type Message } from '../i18n/Message';

export interface SignatureInput {
  agree: boolean;
  signature: string;
}

export interface SignatureErrors {
  agree?: Message;
  signature?: Message;
}

/**
 * The signature form rule (spec section 5): the agree-to-terms checkbox is required; the signature
 * is required and must equal the profile full name exactly when the name is known, otherwise any
 * non-empty text is accepted. Returns the message per field; an empty object means valid.
 */
export function validateSignature(input: SignatureInput, profileFullName: string | null | undefined): SignatureErrors {
  const errors: SignatureErrors = {};
  if (input.agree !== true) errors.agree = message('offers.letter.required');
  if (!input.signature.trim()) errors.signature = message('offers.letter.required');
  else if (profileFullName && profileFullName.trim() && input.signature !== profileFullName) errors.signature = message('offers.letter.signatureMismatch');
  return errors;
}

/** The first message of a signature check, or null when it passes (for one-line server answers). */
export function firstSignatureError(errors: SignatureErrors): Message | null {
  return errors.signature ?? errors.agree ?? null;
}
