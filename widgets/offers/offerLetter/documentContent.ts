import { MessageError, message } from '../../../engine/i18n/Message';
import type { OfferDocument } from '../../../schemas/generated/api/offers';

/** The PDF bytes of a base64 string (the document's inline content). */
export function base64ToBytes(b64: string): Uint8Array {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function hasContent(doc: Pick<OfferDocument, 'b64_string' | 'url'>): boolean {
  return Boolean(doc.b64_string || doc.url);
}

/** The document has neither inline bytes nor an address: the spec's 'No offer letter content available', as its key. */
export class NoContentError extends MessageError {
  constructor() {
    super(message('offers.letter.noContent'));
    this.name = 'NoContentError';
  }
}

/** The document as a PDF blob: from its inline bytes, else fetched from its URL (with the session cookie). */
export async function documentBlob(
  doc: Pick<OfferDocument, 'b64_string' | 'url'>,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<Blob> {
  if (doc.b64_string) return new Blob([base64ToBytes(doc.b64_string) as BlobPart], { type: 'application/pdf' });
  if (!doc.url) throw new NoContentError();
  const response = await fetchImpl(doc.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}

/** A safe file name for the download: the document's name with .pdf. */
export function downloadFileName(name: string): string {
  const base = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'offer-letter';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** Saves the document through a temporary link (the text alternative of the PDF viewer). */
export async function downloadDocument(doc: Pick<OfferDocument, 'b64_string' | 'url' | 'name'>): Promise<void> {
  const blob = await documentBlob(doc);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = downloadFileName(doc.name);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
