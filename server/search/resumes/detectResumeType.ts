import { readZipEntries } from './readZipEntries';

export const RESUME_TYPES = ['doc', 'docx', 'pdf', 'txt', 'png', 'jpg', 'jpeg'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];

export const RESUME_MIME_TYPES: Record<ResumeType, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const startsWith = (bytes: Buffer, signature: number[]) => bytes.length >= signature.length && signature.every((byte, n) => bytes[n] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 (compound file)
const utf8 = new TextDecoder('utf-8', { fatal: true });

function looksLikeText(bytes: Buffer): boolean {
  if ([PDF, PNG, JPEG, OLE2, [0x50, 0x4b, 0x03, 0x04]].some((signature) => startsWith(bytes, signature))) return false;
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
  } catch {
    return false;
  }
  // Control characters other than tab, line breaks and form feed mean a binary file with a .txt name.
  for (const byte of bytes.subarray(0, 65_536)) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) return false;
  }
  return true;
}

/** The type the bytes really are, or null: extensions are a claim, the content decides. */
export function sniffResumeType(bytes: Buffer): ResumeType | null {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpg';
  if (startsWith(bytes, OLE2)) return 'doc';
  const zip = readZipEntries(bytes);
  if (zip) return zip.some((entry) => entry.name === 'word/document.xml') ? 'docx' : null;
  return looksLikeText(bytes) ? 'txt' : null;
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether a file named like this with this content is an allowed resume: its extension is allowed and the content is of that type. */
export function checkResumeType(
  fileName: string,
  bytes: Buffer,
  allowed: readonly ResumeType[],
): { ok: true; type: ResumeType } | { ok: false; reason: 'extension' | 'content' } {
  const extension = fileExtension(fileName);
  if (!(allowed as readonly string[]).includes(extension)) return { ok: false, reason: 'extension' };
  const sniffed = sniffResumeType(bytes);
  const same = sniffed === extension || (sniffed === 'jpg' && extension === 'jpeg');
  return same ? { ok: true, type: extension as ResumeType } : { ok: false, reason: 'content' };
}
