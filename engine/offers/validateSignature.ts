import { FORM_MESSAGES } from '../forms/formMessages';
import { OFFER_MESSAGES } from './offerMessages';

export interface SignatureInput {
  agree: boolean;
  signature: string;
}

export interface SignatureErrors {
  agree?: string;
  signature?: string;
}

/**
 * The signature form rule (spec section 5): the agree-to-terms checkbox is required; the signature
 * is required and must equal the profile full name exactly when the name is known, otherwise any
 * non-empty text is accepted. Returns the message per field; an empty object means valid.
 */
export function validateSignature(input: SignatureInput, profileFullName: string | null | undefined): SignatureErrors {
  const errors: SignatureErrors = {};
  if (input.agree !== true) errors.agree = FORM_MESSAGES.required;
  if (!input.signature.trim()) errors.signature = FORM_MESSAGES.required;
  else if (profileFullName && profileFullName.trim() && input.signature !== profileFullName) errors.signature = OFFER_MESSAGES.signatureMismatch;
  return errors;
}

/** The first message of a signature check, or null when it passes (for one-line server answers). */
export function firstSignatureError(errors: SignatureErrors): string | null {
  return errors.signature ?? errors.agree ?? null;
}
