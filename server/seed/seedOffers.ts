import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { DocumentSignatureType, DocumentStatus } from '../../engine/offers/documentStatuses';
import type { Database } from '../db/Database';
import { PROJECT_ROOT } from '../projectRoot';
import { createOfferDocumentPdf, stampSignature } from '../offers/offerDocumentPdf';
import { extendOffer, type NewOffer } from '../offers/offerChanges';
import { createOfferDocumentTexts, type OfferDocumentKind } from '../offers/offerDocumentTexts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedDocument {
  name: string;
  documentType: string;
  kind: OfferDocumentKind;
  status: DocumentStatus;
  type: DocumentSignatureType;
  underRevision?: boolean;
  /** Signed, but the signed copy is still being generated (no content yet). */
  withoutContent?: boolean;
  updatedDaysAgo: number;
}

interface SeedOffer {
  status: string;
  isContract?: boolean;
  isAts?: boolean;
  hideStatus?: boolean;
  /** Days from now (negative: in the past); null: no expiry. */
  expiresInDays: number | null;
  updatedDaysAgo: number;
  documents: SeedDocument[];
}

const letter = (type: DocumentSignatureType, status: DocumentStatus, updatedDaysAgo: number, extra: Partial<SeedDocument> = {}): SeedDocument => ({
  name: 'Offer letter',
  documentType: 'Offer',
  kind: type === 'wet_signature' ? 'wetLetter' : type === 'e_signature' ? 'esignLetter' : 'typedLetter',
  status,
  type,
  updatedDaysAgo,
  ...extra,
});

/** A contract's agreement, signed by typing a name. */
const contractorAgreement = (updatedDaysAgo: number): SeedDocument => ({
  name: 'Contractor agreement',
  documentType: 'Contract',
  kind: 'contractAgreement',
  status: 'Unsigned',
  type: 'typed_signature',
  updatedDaysAgo,
});

/** A contract's policy to read, nothing to sign. */
const codeOfConduct = (updatedDaysAgo: number): SeedDocument => ({
  name: 'Code of conduct',
  documentType: 'Policy',
  kind: 'codeOfConduct',
  status: 'Read Only',
  type: 'read_only',
  updatedDaysAgo,
});

/**
 * Ada's offers: one per status of section 4, and each way of signing (e-signature through the hosted
 * widget, typed signature, wet signature), and two contracts (one signed document by document, one
 * with a single document to sign), in the order the offers list shows them (newest first).
 */
export const DEMO_OFFERS: readonly SeedOffer[] = [
  {
    status: 'Extended',
    expiresInDays: 14,
    updatedDaysAgo: 2,
    documents: [letter('e_signature', 'Unsigned', 2)],
  },
  {
    status: 'Extended',
    expiresInDays: 10,
    updatedDaysAgo: 3,
    documents: [
      letter('typed_signature', 'Unsigned', 3),
      {
        name: 'Benefits summary',
        documentType: 'Benefits',
        kind: 'benefits',
        status: 'Read Only',
        type: 'read_only',
        updatedDaysAgo: 3,
      },
    ],
  },
  {
    status: 'Extended',
    expiresInDays: 21,
    updatedDaysAgo: 4,
    documents: [letter('wet_signature', 'Unsigned', 4)],
  },
  {
    status: 'Contract Extended',
    isContract: true,
    expiresInDays: 12,
    updatedDaysAgo: 5,
    documents: [
      contractorAgreement(5),
      {
        name: 'Statement of work',
        documentType: 'Contract',
        kind: 'statementOfWork',
        status: 'Unsigned',
        type: 'e_signature',
        updatedDaysAgo: 5,
      },
      codeOfConduct(5),
    ],
  },
  {
    status: 'Extended',
    expiresInDays: 9,
    updatedDaysAgo: 6,
    documents: [
      letter('typed_signature', 'Unsigned', 1, { underRevision: true }),
      {
        name: 'Relocation addendum',
        documentType: 'Addendum',
        kind: 'relocation',
        status: 'Revision',
        type: 'typed_signature',
        updatedDaysAgo: 1,
      },
      {
        name: 'Background check consent',
        documentType: 'Consent',
        kind: 'backgroundCheck',
        status: 'Pending',
        type: 'typed_signature',
        updatedDaysAgo: 6,
      },
    ],
  },
  {
    // A second contract, with one document to sign: signing it moves the offer to Contract Accepted.
    status: 'Contract Extended',
    isContract: true,
    expiresInDays: 15,
    updatedDaysAgo: 7,
    documents: [contractorAgreement(7), codeOfConduct(7)],
  },
  {
    status: 'Extended',
    expiresInDays: -3,
    updatedDaysAgo: 17,
    documents: [letter('typed_signature', 'Unsigned', 17)],
  },
  {
    status: 'Accepted',
    expiresInDays: -15,
    updatedDaysAgo: 25,
    documents: [letter('typed_signature', 'Signed', 25)],
  },
  {
    status: 'Accepted',
    isAts: true,
    hideStatus: true,
    expiresInDays: null,
    updatedDaysAgo: 32,
    documents: [
      letter('typed_signature', 'Signed', 32),
      {
        name: 'Benefits summary',
        documentType: 'Benefits',
        kind: 'benefits',
        status: 'Read Only',
        type: 'read_only',
        updatedDaysAgo: 32,
      },
    ],
  },
  {
    status: 'Declined',
    expiresInDays: -30,
    updatedDaysAgo: 40,
    documents: [letter('e_signature', 'Unsigned', 45)],
  },
  {
    status: 'Canceled',
    expiresInDays: null,
    updatedDaysAgo: 50,
    documents: [letter('typed_signature', 'Unsigned', 55)],
  },
  {
    status: 'Contract Accepted',
    isContract: true,
    expiresInDays: -70,
    updatedDaysAgo: 60,
    documents: [
      {
        name: 'Contractor agreement',
        documentType: 'Contract',
        kind: 'contractAgreement',
        status: 'Signed',
        type: 'typed_signature',
        updatedDaysAgo: 60,
      },
      {
        name: 'Statement of work',
        documentType: 'Contract',
        kind: 'statementOfWork',
        status: 'Signed',
        type: 'e_signature',
        withoutContent: true,
        updatedDaysAgo: 60,
      },
    ],
  },
];

const FALLBACK_TITLES = ['Senior Software Engineer', 'Staff Engineer', 'Product Designer', 'Data Engineer', 'Engineering Manager', 'Site Reliability Engineer'];

/** The employer's display name from its config file (the letterhead), else the domain. */
function employerName(domain: string): string {
  const dir = path.join(PROJECT_ROOT, 'configs');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const config = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      domain?: string;
      name?: string;
    };
    if (config.domain === domain && config.name) return config.name;
  }
  return domain;
}

/** Ada's offers in every status, with real PDF letters (pdf-lib). The same data on every machine; tokens are random. */
export async function seedOffers(db: Kysely<Database>, candidateId: string, domain: string, now: Date): Promise<void> {
  const candidate = await db.selectFrom('candidates').select('full_name').where('id', '=', candidateId).executeTakeFirstOrThrow();
  const positions = await db
    .selectFrom('positions')
    .select(['id', 'title', 'department', 'location', 'salary_min', 'salary_max'])
    .where('domain', '=', domain)
    .where('closed_at', 'is', null)
    .orderBy('id')
    .offset(40)
    .limit(DEMO_OFFERS.length)
    .execute();
  const employer = employerName(domain);
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  for (const [index, seed] of DEMO_OFFERS.entries()) {
    const position = positions.length ? positions[index % positions.length]! : null;
    const title = position?.title ?? FALLBACK_TITLES[index % FALLBACK_TITLES.length]!;
    const expiresAt = seed.expiresInDays === null ? null : at(seed.expiresInDays);
    const documents: NewOffer['documents'] = [];
    for (const doc of seed.documents) {
      const sentAt = at(-seed.updatedDaysAgo - 1);
      const salary = position?.salary_max ?? position?.salary_min ?? 120_000 + index * 5_000;
      const texts = createOfferDocumentTexts(doc.kind, {
        employer,
        position: title,
        department: position?.department ?? 'Engineering',
        location: position?.location ?? 'Austin, TX, US',
        salary: `$${salary.toLocaleString('en-US')} per year`,
        startDate: dayjs(at(30 + index)).format('MMMM D, YYYY'),
        expires: expiresAt ? dayjs(expiresAt).format('MMMM D, YYYY') : 'no set date',
      });
      const content = await createOfferDocumentPdf({
        employerName: employer,
        domain,
        candidateName: candidate.full_name,
        title: texts.title,
        date: sentAt,
        facts: texts.facts,
        paragraphs: texts.paragraphs,
        signatureBlock: doc.type !== 'read_only',
      });
      const signedAt = at(-doc.updatedDaysAgo);
      const signed = doc.status === 'Signed';
      documents.push({
        name: doc.name,
        document_type: doc.documentType,
        status: doc.status,
        signed,
        signature_type: doc.type,
        under_revision: Boolean(doc.underRevision),
        content: doc.withoutContent ? null : content,
        signed_content: signed && !doc.withoutContent ? await stampSignature(content, candidate.full_name, signedAt) : null,
        signed_name: signed ? candidate.full_name : null,
        signed_at: signed ? signedAt : null,
        esign_wid: doc.type === 'e_signature' ? randomBytes(32).toString('base64url') : null,
        updated_at: signedAt,
      });
    }
    // The same path as any offer extended; the demo's notifications are its curated history (seedHome).
    await extendOffer(
      db,
      {
        candidate_id: candidateId,
        domain,
        position_id: position?.id ?? null,
        position_name: title,
        status: seed.status,
        is_contract: Boolean(seed.isContract),
        is_ats: Boolean(seed.isAts),
        hide_offer_status: Boolean(seed.hideStatus),
        esign_wid: null,
        expires_at: expiresAt,
        created_at: at(-seed.updatedDaysAgo - 1),
        updated_at: at(-seed.updatedDaysAgo),
        documents,
      },
      at(-seed.updatedDaysAgo),
      { notify: false },
    );
  }
}
