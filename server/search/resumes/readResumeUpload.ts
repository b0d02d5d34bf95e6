import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/HttpError';
import { message } from '../../../engine/i18n/Message';

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/** A 5 MB file as a base64 data URL, with room for the header: longer fields cannot hold an allowed file. */
export const MAX_DATA_URL_LENGTH = Math.ceil(MAX_RESUME_BYTES / 3) * 4 + 1024;

export const TOO_LARGE = message('home.refusal.resumeTooLarge');

export const tooLarge = () => new HttpError(413, TOO_LARGE, 'file_too_large');

export interface ResumeUpload {
  fileName: string;
  bytes: Buffer;
}

/** data:[<type>][;base64],<data>: the bytes, or a 400 naming what is wrong. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:([^,]*?),/.exec(dataUrl.slice(0, 300));
  if (!match) throw badRequest('resume_content must be a data URL (data:<type>;base64,<bytes>).');
  const payload = dataUrl.slice(match[0].length);
  if (!/;base64$/i.test(match[1]!)) {
    try {
      return Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw badRequest('resume_content is not a valid data URL.');
    }
  }
  const base64 = payload.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw badRequest('resume_content is not valid base64.');
  return Buffer.from(base64, 'base64');
}

function cleanFileName(name: unknown): string {
  if (typeof name !== 'string') throw badRequest('resume_file_name is required.');
  // Only the last path segment; control characters and quotes never reach a header or the database.
  const last = name.split(/[\\/]/).pop()!;
  const base = [...last]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim();
  if (!base || base.length > 255) throw badRequest('resume_file_name must be a file name of 1 to 255 characters.');
  return base;
}

/**
 * The resume of an upload_resume request: a multipart form (spec: resume_file_name, resume_content as a
 * data URL, domain; a file part named resume_content or resume_file works too) or a JSON body with the
 * same fields. Oversized content answers 413 before it is decoded.
 */
export async function readResumeUpload(request: FastifyRequest): Promise<ResumeUpload> {
  if (!request.isMultipart()) {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object')
      throw new HttpError(415, 'Send the resume as multipart/form-data (resume_file_name, resume_content).', 'unsupported_media_type');
    return fromFields(body.resume_file_name, body.resume_content);
  }
  const fields: Record<string, unknown> = {};
  let fileBytes: Buffer | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume_content' && part.fieldname !== 'resume_file') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        fileBytes = await part.toBuffer();
        fileName = part.filename;
      } else {
        if (part.valueTruncated) throw tooLarge();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest('The upload has more parts than a resume needs (resume_file_name, resume_content, domain).');
    throw badRequest('The upload could not be read as a multipart form.');
  }
  if (fileBytes) return { fileName: cleanFileName(fields.resume_file_name ?? fileName), bytes: fileBytes };
  return fromFields(fields.resume_file_name, fields.resume_content);
}

function fromFields(name: unknown, content: unknown): ResumeUpload {
  const fileName = cleanFileName(name);
  if (typeof content !== 'string' || !content) throw badRequest('resume_content is required (a data URL of the file).');
  if (content.length > MAX_DATA_URL_LENGTH) throw tooLarge();
  return { fileName, bytes: decodeDataUrl(content) };
}
