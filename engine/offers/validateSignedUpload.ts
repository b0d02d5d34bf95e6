import { OFFER_CONSTANTS } from './offerConstants';
import { message, type Message } from '../i18n/Message';

/** What the rule needs of a chosen file (a browser File and a server part both fit). */
export interface UploadFacts {
  name: string;
  size: number;
  type?: string;
}

/**
 * The signed offer upload rule (spec section 5): required, at most 1 file ('You should upload at
 * most 1 file'), sent as a PDF. The browser checks the name and type; the server also checks the
 * content (isPdfContent). Returns the message (offers.letter.*), or null when the choice is fine.
 */
export function validateSignedUpload(files: readonly UploadFacts[]): Message | null {
  if (files.length === 0) return message('offers.letter.fileRequired');
  if (files.length > OFFER_CONSTANTS.uploadFileLimit) return message('offers.letter.uploadAtMostOne');
  const [file] = files as [UploadFacts];
  if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') return message('offers.letter.notPdf');
  if (file.size > OFFER_CONSTANTS.maxSignedPdfBytes) return message('offers.letter.tooLarge');
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** True when the bytes start with the PDF header: the upload is judged by its content, not its name. */
export function isPdfContent(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => bytes[i] === byte);
}
