import { OFFER_CONSTANTS } from './offerConstants';
import { OFFER_MESSAGES, OFFER_UPLOAD_MESSAGES } from './offerMessages';

/** What the rule needs of a chosen file (a browser File and a server part both fit). */
export interface UploadFacts {
  name: string;
  size: number;
  type?: string;
}

/**
 * The signed offer upload rule (spec section 5): required, at most 1 file ('You should upload at
 * most 1 file'), sent as a PDF. The browser checks the name and type; the server also checks the
 * content (isPdfContent). Returns the message, or null when the choice is fine.
 */
export function validateSignedUpload(files: readonly UploadFacts[]): string | null {
  if (files.length === 0) return OFFER_UPLOAD_MESSAGES.fileRequired;
  if (files.length > OFFER_CONSTANTS.uploadFileLimit) return OFFER_MESSAGES.uploadAtMostOne;
  const [file] = files as [UploadFacts];
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return OFFER_UPLOAD_MESSAGES.notPdf;
  if (file.size > OFFER_CONSTANTS.maxSignedPdfBytes) return OFFER_UPLOAD_MESSAGES.tooLarge;
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** True when the bytes start with the PDF header: the upload is judged by its content, not its name. */
export function isPdfContent(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => bytes[i] === byte);
}
