import type { FastifyRequest } from 'fastify';
import { message } from '../../engine/i18n/Message';
import { isPdfContent } from '../../engine/offers/validateSignedUpload';
import { HttpError, badRequest } from '../http/HttpError';

/** The file fields of section 7: either name carries the signed PDF. */
export const SIGNED_FILE_FIELDS = ['signed_offer_letter_pdf_file', 'signed_document_file'] as const;

export interface AcceptForm {
  /** The signed PDF, already checked to be one by its content. */
  file: Buffer | null;
  signature: string;
  agree: boolean;
}

const TRUE_VALUES = new Set(['true', 'on', '1', 'yes']);
const MAX_SIGNATURE_LENGTH = 200;

function readAgree(value: unknown): boolean {
  return value === true || (typeof value === 'string' && TRUE_VALUES.has(value.trim().toLowerCase()));
}

function readSignature(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(message('offers.refusal.signatureNotText'));
  if (value.length > MAX_SIGNATURE_LENGTH) throw badRequest(message('offers.refusal.signatureTooLong', { max: MAX_SIGNATURE_LENGTH }));
  return value;
}

/**
 * Everything that can go wrong while reading the parts is the client's form: @fastify/multipart's
 * limits in the words of the spec (more than one file) or a clear 413, and anything else the parser
 * throws (a truncated body, a bad boundary) a 400, never a 500.
 */
function translateMultipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(message('offers.letter.uploadAtMostOne'));
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, message('offers.letter.tooLarge'), 'file_too_large');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, message('offers.refusal.tooManyFields'), 'too_many_fields');
  return badRequest(message('offers.refusal.formUnreadable'));
}

/**
 * The accept request's form: multipart form data (section 7) with at most one signed PDF and the
 * typed-signature fields; a JSON body with signature and agree is read the same way. The file is
 * judged by its content (%PDF-), never its name.
 */
export async function readAcceptForm(request: FastifyRequest): Promise<AcceptForm> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send the signature as form data.');
    return { file: null, signature: readSignature(body.signature), agree: readAgree(body.agree) };
  }
  const form: AcceptForm = { file: null, signature: '', agree: false };
  let files = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files += 1;
        if (files > 1) throw badRequest(message('offers.letter.uploadAtMostOne'));
        if (!(SIGNED_FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
          throw badRequest(`Send the signed document as ${SIGNED_FILE_FIELDS.join(' or ')}.`);
        }
        const bytes = await part.toBuffer();
        if (!isPdfContent(bytes)) throw badRequest(message('offers.letter.notPdf'));
        form.file = bytes;
      } else if (part.fieldname === 'signature') form.signature = readSignature(part.value);
      else if (part.fieldname === 'agree') form.agree = readAgree(part.value);
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  return form;
}
