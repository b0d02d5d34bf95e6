import type { ConfigError } from '../../engine/config/ConfigError';
import { OFFER_CONSTANTS } from '../../engine/offers/offerConstants';
import { isPdfContent } from '../../engine/offers/validateSignedUpload';
import type { OfferDocumentInput, OfferInput } from '../../schemas/generated/api/integrations';
import { checkIntegrationSchema } from './positionInput';

/** The largest document file the ATS may send (decoded), as large as a signed upload may be. */
export const MAX_OFFER_DOCUMENT_BYTES = OFFER_CONSTANTS.maxSignedPdfBytes;
/** An expiry is set at most this far ahead (a year, and a leap day). */
const MAX_EXPIRY_MS = 366 * 24 * 60 * 60 * 1000;

/** A document as checked: its file decoded (undefined when not sent: a stored one is kept). */
export interface CheckedOfferDocument extends Omit<OfferDocumentInput, 'pdfBase64' | 'underRevision'> {
  underRevision: boolean;
  content: Buffer | undefined;
}

export interface CheckedOffer {
  applicationExternalId: string;
  isContract: boolean;
  expiresAt: Date | null;
  hideOfferStatus: boolean;
  documents: CheckedOfferDocument[];
}

type Checked<T> = { ok: true; value: T } | { ok: false; errors: ConfigError[] };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text (standard alphabet, padded), or undefined when it is not one. */
function decodeBase64(text: string): Buffer | undefined {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return undefined;
  return Buffer.from(text, 'base64');
}

/**
 * An offer as sent, checked against OfferInput and the rules the schema cannot say: each document's
 * ATS id once, its file base64 of a PDF (judged by its content) of at most 10 MB. Rules that depend on
 * what is stored (an expiry set or moved, a file needed) are storeOffer's.
 */
export function checkOfferInput(input: unknown): Checked<CheckedOffer> {
  const checked = checkIntegrationSchema<OfferInput>('OfferInput', input);
  if (!checked.ok) return checked;
  const offer = checked.value;
  const errors: ConfigError[] = [];
  const seen = new Set<string>();
  const documents = offer.documents.map((doc, index): CheckedOfferDocument => {
    const at = `/documents/${index}`;
    if (seen.has(doc.externalId)) errors.push({ pointer: `${at}/externalId`, message: 'is given twice: each document once' });
    seen.add(doc.externalId);
    if (!doc.name.trim()) errors.push({ pointer: `${at}/name`, message: 'should not be blank' });
    let content: Buffer | undefined;
    if (doc.pdfBase64 !== undefined) {
      content = decodeBase64(doc.pdfBase64);
      if (!content) errors.push({ pointer: `${at}/pdfBase64`, message: 'must be base64 (A-Z a-z 0-9 + /, padded with =)' });
      else if (content.length > MAX_OFFER_DOCUMENT_BYTES) errors.push({ pointer: `${at}/pdfBase64`, message: 'must be at most 10 MB once decoded' });
      else if (!isPdfContent(content)) errors.push({ pointer: `${at}/pdfBase64`, message: 'must be a PDF (its content starts with %PDF-)' });
    }
    const { pdfBase64: _file, underRevision, ...fields } = doc;
    return { ...fields, name: fields.name.trim(), underRevision: underRevision === true, content };
  });
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      applicationExternalId: offer.applicationExternalId,
      isContract: offer.status === 'Contract Extended',
      expiresAt: offer.expiresAt ? new Date(offer.expiresAt) : null,
      hideOfferStatus: offer.hideOfferStatus === true,
      documents,
    },
  };
}

/** An expiry being set or moved must lie ahead, within a year: the error at /expiresAt, or null. */
export function expiryError(expiresAt: Date, now: Date): ConfigError | null {
  if (expiresAt.getTime() <= now.getTime()) return { pointer: '/expiresAt', message: 'must be in the future' };
  if (expiresAt.getTime() - now.getTime() > MAX_EXPIRY_MS) return { pointer: '/expiresAt', message: 'must be within 366 days' };
  return null;
}
