import type { Kysely, Transaction } from 'kysely';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { notFound } from '../http/HttpError';
import type { CheckedConfig } from './checkEmployerConfig';

/** The document kind of an employer config (form definitions can join as another kind). */
export const EMPLOYER = 'employer';

type AuditAction = 'seed' | 'create' | 'publish' | 'rollback' | 'import';
export type RawConfig = Record<string, unknown>;

export interface PublishedRow {
  domain: string;
  version: number;
  author: string;
  raw: RawConfig;
  fileName: string;
}

const publishedRows = (db: Kysely<Database>) =>
  db
    .selectFrom('config_documents as d')
    .innerJoin('config_versions as v', (join) => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
    .select(['d.domain', 'd.published_version as version', 'v.author', 'v.config as raw', 'd.file_name as fileName'])
    .where('d.kind', '=', EMPLOYER);

/** Every employer's published config as written, by domain. */
export async function publishedEmployerConfigs(db: Kysely<Database>, domains?: string[]): Promise<PublishedRow[]> {
  if (domains?.length === 0) return [];
  let query = publishedRows(db).orderBy('d.domain');
  if (domains) query = query.where('d.domain', 'in', domains);
  return query.execute();
}

/** The published version number of every employer: what a server process compares with the versions it serves. */
export async function publishedEmployerVersions(db: Kysely<Database>): Promise<{ domain: string; version: number }[]> {
  return db.selectFrom('config_documents').select(['domain', 'published_version as version']).where('kind', '=', EMPLOYER).execute();
}

export async function employerDocument(db: Kysely<Database>, domain: string) {
  return db.selectFrom('config_documents').selectAll().where('kind', '=', EMPLOYER).where('domain', '=', domain).where('key', '=', domain).executeTakeFirst();
}

export interface NewEmployerDocument {
  domain: string;
  fileName: string;
  raw: RawConfig;
  author: string;
  action: AuditAction;
  message: string;
}

/** A new employer's document with its version 1; false (nothing written) when the domain already has one. */
export async function createEmployerDocument(db: Kysely<Database>, document: NewEmployerDocument): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('config_documents')
      .values({ kind: EMPLOYER, domain: document.domain, key: document.domain, file_name: document.fileName, published_version: 1 })
      .onConflict((conflict) => conflict.columns(['kind', 'domain', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) return false;
    await trx
      .insertInto('config_versions')
      .values({ document_id: created.id, version: 1, author: document.author, message: document.message, config: JSON.stringify(document.raw) })
      .execute();
    await trx
      .insertInto('config_audit')
      .values({
        actor: document.author,
        action: document.action,
        document_id: created.id,
        domain: document.domain,
        from_version: null,
        to_version: 1,
        message: document.message,
      })
      .execute();
    return true;
  });
}

export type PublishSource = { draftOf: string } | { version: number } | { raw: RawConfig };

export interface PublishRequest {
  domain: string;
  /** The version the change was made on: publishing refuses when another has been published since. */
  baseVersion: number;
  source: PublishSource;
  actor: string;
  action: AuditAction;
  message: string;
  check: (raw: RawConfig) => CheckedConfig;
}

export type PublishOutcome =
  | { ok: true; version: number; config: EmployerConfig }
  | { ok: false; reason: 'stale_base'; publishedVersion: number; publishedBy: string }
  | { ok: false; reason: 'invalid_config'; errors: ConfigError[] }
  | { ok: false; reason: 'no_draft' | 'no_version' };

/**
 * Publishes a new version of an employer's config: the caller's draft, an earlier version (rollback)
 * or a given config (import). The document row is locked for the transaction, so two publishes from
 * one base run one after the other and the second finds its base stale; the (document, version) key
 * refuses a duplicate version all the same. History is only ever appended to.
 */
export async function publishEmployerConfig(db: Kysely<Database>, request: PublishRequest): Promise<PublishOutcome> {
  return db.transaction().execute(async (trx): Promise<PublishOutcome> => {
    const document = await trx
      .selectFrom('config_documents')
      .select(['id', 'published_version'])
      .where('kind', '=', EMPLOYER)
      .where('domain', '=', request.domain)
      .where('key', '=', request.domain)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw notFound(`No careers portal for ${request.domain}`);
    const current = document.published_version;
    if (request.baseVersion !== current) {
      const { author } = await versionRow(trx, document.id, current);
      return { ok: false, reason: 'stale_base', publishedVersion: current, publishedBy: author };
    }
    const raw = await sourceConfig(trx, document.id, request.source);
    if (!raw) return { ok: false, reason: 'draftOf' in request.source ? 'no_draft' : 'no_version' };
    const checked = request.check(raw);
    if (!checked.ok) return { ok: false, reason: 'invalid_config', errors: checked.errors };
    const version = current + 1;
    await trx
      .insertInto('config_versions')
      .values({ document_id: document.id, version, author: request.actor, message: request.message, config: JSON.stringify(raw) })
      .execute();
    await trx.updateTable('config_documents').set({ published_version: version }).where('id', '=', document.id).execute();
    await trx
      .insertInto('config_audit')
      .values({
        actor: request.actor,
        action: request.action,
        document_id: document.id,
        domain: request.domain,
        from_version: current,
        to_version: version,
        message: request.message,
      })
      .execute();
    if ('draftOf' in request.source)
      await trx.deleteFrom('config_drafts').where('document_id', '=', document.id).where('editor_id', '=', request.source.draftOf).execute();
    return { ok: true, version, config: checked.config };
  });
}

async function versionRow(trx: Transaction<Database>, documentId: number, version: number) {
  return trx.selectFrom('config_versions').selectAll().where('document_id', '=', documentId).where('version', '=', version).executeTakeFirstOrThrow();
}

async function sourceConfig(trx: Transaction<Database>, documentId: number, source: PublishSource): Promise<RawConfig | undefined> {
  if ('raw' in source) return source.raw;
  if ('version' in source) {
    const row = await trx
      .selectFrom('config_versions')
      .select('config')
      .where('document_id', '=', documentId)
      .where('version', '=', source.version)
      .executeTakeFirst();
    return row?.config;
  }
  const draft = await trx
    .selectFrom('config_drafts')
    .select('config')
    .where('document_id', '=', documentId)
    .where('editor_id', '=', source.draftOf)
    .executeTakeFirst();
  return draft?.config;
}
