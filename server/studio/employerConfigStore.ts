import type { Kysely } from 'kysely';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import type { CheckedConfig } from './checkEmployerConfig';
import {
  createDocument,
  findDocument,
  publishDocument,
  publishedDocuments,
  type AuditAction,
  type DocumentRef,
  type PublishOutcome as DocumentPublishOutcome,
  type PublishSource,
  type NewDocument,
  type RawConfig,
} from './configStore';

export type { PublishSource, RawConfig } from './configStore';

/** The document kind of an employer config (key = its domain). */
export const EMPLOYER = 'employer';

const employerRef = (domain: string): DocumentRef => ({ kind: EMPLOYER, domain, key: domain });

export interface PublishedRow {
  domain: string;
  version: number;
  author: string;
  raw: RawConfig;
  fileName: string;
}

/** Every employer's published config as written, by domain. */
export async function publishedEmployerConfigs(db: Kysely<Database>, domains?: string[]): Promise<PublishedRow[]> {
  return (await publishedDocuments(db, EMPLOYER, domains)).map(({ key: _key, ...row }) => row);
}

/** An employer's document: always published (an employer is created with its version 1; only forms may be unpublished). */
export async function employerDocument(db: Kysely<Database>, domain: string) {
  const document = await findDocument(db, employerRef(domain));
  if (!document) return undefined;
  const { published_version: version } = document;
  if (version === null) throw new Error(`the employer document of ${domain} has no published version`);
  return { ...document, published_version: version };
}

/** A new employer's document: the new document's fields, its key the domain. */
export type NewEmployerDocument = Omit<NewDocument, 'document'> & { domain: string };

/** A new employer's document with its version 1; false (nothing written) when the domain already has one. */
export async function createEmployerDocument(db: Kysely<Database>, { domain, ...document }: NewEmployerDocument): Promise<boolean> {
  return createDocument(db, { document: employerRef(domain), ...document });
}

export interface PublishRequest {
  domain: string;
  /** The version the change was made on: publishing refuses when another has been published since. */
  baseVersion: number | null;
  source: PublishSource;
  actor: string;
  action: AuditAction;
  message: string;
  check: (raw: RawConfig) => CheckedConfig;
}

export type PublishOutcome = DocumentPublishOutcome<EmployerConfig>;

/** Publishes a new version of an employer's config (configStore's publishDocument: row lock, stale base, check, audit). */
export async function publishEmployerConfig(db: Kysely<Database>, { domain, ...request }: PublishRequest): Promise<PublishOutcome> {
  return publishDocument(db, { document: employerRef(domain), ...request, check: (raw) => request.check(raw) });
}
