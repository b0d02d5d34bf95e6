/** Offer document statuses (spec section 4). */
export const DOCUMENT_STATUSES = ['Pending', 'Signed', 'Unsigned', 'Read Only', 'Revision'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** How a document is signed: `type` on the API document (wet_signature or other, section 3). */
export const DOCUMENT_SIGNATURE_TYPES = ['wet_signature', 'e_signature', 'typed_signature', 'read_only'] as const;
export type DocumentSignatureType = (typeof DOCUMENT_SIGNATURE_TYPES)[number];

/** The fields of a document the rules read (an API document or a database row both fit). */
export interface DocumentFacts {
  status: string;
  under_revision?: boolean | null;
  /** Content: any of the three means there is something to show. */
  b64_string?: string | null;
  url?: string | null;
  s3_path?: string | null;
  updated_at?: string | Date | null;
}

/** True when the document has content to show (its bytes, a URL or a storage path). */
export function hasDocumentContent(doc: DocumentFacts): boolean {
  return Boolean(doc.b64_string || doc.url || doc.s3_path);
}

/** A document the candidate still has to sign before the offer counts as accepted: everything but Read Only. */
export function isSignatureRequired(doc: Pick<DocumentFacts, 'status'>): boolean {
  return doc.status !== 'Read Only';
}
