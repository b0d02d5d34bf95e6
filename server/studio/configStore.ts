import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { Database } from '../db/Database';
import { notFound } from '../http/HttpError';
import { message } from '../../engine/i18n/Message';
import { noPortal } from './studioAccess';

/**
 * Versioned configuration documents of every kind: an employer config (kind 'employer', key = its
 * domain) and a form definition (kind 'form', domain = the employer it belongs to, key = the form id).
 * One published version per document, history only ever appended to, every change audited. A theme
 * (kind 'theme', key = the domain) is a document of drafts only: the theme builder's drafts are
 * based on employer config versions, and a theme is published as a new employer config version
 * (themeDrafts.ts).
 */
export type DocumentKind = 'employer' | 'form' | 'theme';

export interface DocumentRef {
  kind: DocumentKind;
  domain: string;
  key: string;
}

export type AuditAction = 'seed' | 'create' | 'publish' | 'rollback' | 'import';
export type RawConfig = Record<string, unknown>;

/** What a check of a document makes of it: the validated value, or what keeps it from being published. */
export type Checked<T> = { ok: true; config: T; errors: [] } | { ok: false; errors: ConfigError[] };

export interface PublishedDocument {
  domain: string;
  key: string;
  version: number;
  author: string;
  raw: RawConfig;
  fileName: string;
}

/**
 * The text a version is stored as. A json column keeps its text as written (key order, line breaks,
 * objects on one line), so an imported or seeded file is stored as its text and config:export gives
 * it back unchanged; a config typed in the studio is stored one key a line.
 */
const storedText = (raw: RawConfig, text: string | undefined) => text ?? JSON.stringify(raw, null, 2);

/** The published version of each document of a kind; the inner join skips a form never published (published_version null). */
const publishedRows = (db: Kysely<Database>, kind: DocumentKind) =>
  db
    .selectFrom('config_documents as d')
    .innerJoin('config_versions as v', (join) => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
    .select(['d.domain', 'd.key', 'v.version', 'v.author', 'v.config as raw', 'd.file_name as fileName'])
    .where('d.kind', '=', kind);

/** The published documents of a kind as written, by domain and key (of the given domains only, when given). */
export async function publishedDocuments(db: Kysely<Database>, kind: DocumentKind, domains?: string[]): Promise<PublishedDocument[]> {
  if (domains?.length === 0) return [];
  let query = publishedRows(db, kind).orderBy('d.domain').orderBy('d.key');
  if (domains) query = query.where('d.domain', 'in', domains);
  return query.execute();
}

/** The published text of each document of a kind, as stored (config:export formats it). */
export async function publishedTexts(db: Kysely<Database>, kind: DocumentKind): Promise<(Omit<PublishedDocument, 'raw'> & { text: string })[]> {
  return db
    .selectFrom('config_documents as d')
    .innerJoin('config_versions as v', (join) => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
    .select(['d.domain', 'd.key', 'v.version', 'v.author', 'd.file_name as fileName', sql<string>`v.config::text`.as('text')])
    .where('d.kind', '=', kind)
    .orderBy('d.domain')
    .orderBy('d.key')
    .execute();
}

/** The published version number of every document of every kind: what a server process compares with the versions it serves (one query). */
export async function publishedVersions(db: Kysely<Database>): Promise<(DocumentRef & { version: number })[]> {
  const rows = await db
    .selectFrom('config_documents')
    .select(['kind', 'domain', 'key', 'published_version as version'])
    .where('published_version', 'is not', null)
    .$narrowType<{ version: number }>()
    .execute();
  return rows.map((row) => ({ ...row, kind: row.kind as DocumentKind }));
}

export async function findDocument(db: Kysely<Database>, ref: DocumentRef) {
  return db
    .selectFrom('config_documents')
    .selectAll()
    .where('kind', '=', ref.kind)
    .where('domain', '=', ref.domain)
    .where('key', '=', ref.key)
    .executeTakeFirst();
}

/** Keeps an editor's draft of a document (one per document and editor), whatever it holds: a draft is saved even while invalid. */
export async function saveDraft(
  db: Kysely<Database>,
  draft: { documentId: number; editorId: string; baseVersion: number | null; text: string; at: Date },
): Promise<void> {
  const row = { base_version: draft.baseVersion, config: draft.text, updated_at: draft.at };
  await db
    .insertInto('config_drafts')
    .values({ document_id: draft.documentId, editor_id: draft.editorId, ...row })
    .onConflict((conflict) => conflict.columns(['document_id', 'editor_id']).doUpdateSet(row))
    .execute();
}

/** Whether any document of the kind exists (a fresh database has none and is seeded). */
export async function hasDocuments(db: Kysely<Database>, kind: DocumentKind): Promise<boolean> {
  return (await db.selectFrom('config_documents').select('id').where('kind', '=', kind).limit(1).executeTakeFirst()) !== undefined;
}

export interface NewDocument {
  document: DocumentRef;
  fileName: string;
  raw: RawConfig;
  /** The file's text as written, kept for export; the raw config one key a line without it. */
  text?: string;
  author: string;
  action: AuditAction;
  message: string;
}

/** A new document with its version 1; false (nothing written) when the document already exists. */
export async function createDocument(db: Kysely<Database>, created: NewDocument): Promise<boolean> {
  const { document } = created;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('config_documents')
      .values({ kind: document.kind, domain: document.domain, key: document.key, file_name: created.fileName, published_version: 1 })
      .onConflict((conflict) => conflict.columns(['kind', 'domain', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('config_versions')
      .values({ document_id: row.id, version: 1, author: created.author, message: created.message, config: storedText(created.raw, created.text) })
      .execute();
    await trx
      .insertInto('config_audit')
      .values({
        actor: created.author,
        action: created.action,
        document_id: row.id,
        domain: document.domain,
        from_version: null,
        to_version: 1,
        message: created.message,
      })
      .execute();
    return true;
  });
}

/**
 * A new document without a published version (the form builder's new form): it starts from
 * `initial` (every editor's draft does) and gets version 1 at its first publish. False when it exists.
 */
export async function createUnpublishedDocument(
  db: Kysely<Database>,
  created: { document: DocumentRef; fileName: string; initial: RawConfig; author: string; message: string },
): Promise<boolean> {
  const { document } = created;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('config_documents')
      .values({
        kind: document.kind,
        domain: document.domain,
        key: document.key,
        file_name: created.fileName,
        published_version: null,
        initial_config: storedText(created.initial, undefined),
      })
      .onConflict((conflict) => conflict.columns(['kind', 'domain', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('config_audit')
      .values({
        actor: created.author,
        action: 'create',
        document_id: row.id,
        domain: document.domain,
        from_version: null,
        // 0: created with no version (its first publish is audited from null to 1).
        to_version: 0,
        message: created.message,
      })
      .execute();
    return true;
  });
}

/** What is published: an editor's draft (of a document never published, its start when they have none), a past version, or a config. */
export type PublishSource = { draftOf: string } | { version: number } | { raw: RawConfig; text?: string };

export interface PublishDocumentRequest<T> {
  document: DocumentRef;
  /** The version the change was made on (null: never published): publishing refuses when another has been published since. */
  baseVersion: number | null;
  source: PublishSource;
  actor: string;
  action: AuditAction;
  message: string;
  /** The check a start would make; it runs inside the publish's transaction (and may read there). */
  check: (raw: RawConfig, trx: Transaction<Database>) => Checked<T> | Promise<Checked<T>>;
}

export type PublishOutcome<T> =
  | { ok: true; version: number; config: T }
  | { ok: false; reason: 'stale_base'; publishedVersion: number; publishedBy: string }
  | { ok: false; reason: 'invalid_config'; errors: ConfigError[] }
  | { ok: false; reason: 'no_draft' | 'no_version' };

/** The 404 of a document that does not exist. */
function missing(ref: DocumentRef) {
  return notFound(ref.kind === 'employer' ? noPortal(ref.domain) : message('studio.refusal.formNotFound', { form: ref.key, domain: ref.domain }));
}

/**
 * Publishes a new version of a document: the caller's draft, an earlier version (rollback) or a given
 * config (import). The document row is locked for the transaction, so two publishes from one base run
 * one after the other and the second finds its base stale; the (document, version) key refuses a
 * duplicate version all the same. History is only ever appended to.
 */
export async function publishDocument<T>(db: Kysely<Database>, request: PublishDocumentRequest<T>): Promise<PublishOutcome<T>> {
  const ref = request.document;
  return db.transaction().execute(async (trx): Promise<PublishOutcome<T>> => {
    const document = await trx
      .selectFrom('config_documents')
      .select(['id', 'published_version', 'initial_config'])
      .where('kind', '=', ref.kind)
      .where('domain', '=', ref.domain)
      .where('key', '=', ref.key)
      .forUpdate()
      .executeTakeFirst();
    if (!document) throw missing(ref);
    const current = document.published_version;
    if (request.baseVersion !== current) {
      // A base given for a document never published names a version that does not exist.
      if (current === null) return { ok: false, reason: 'no_version' };
      const { author } = await versionRow(trx, document.id, current);
      return { ok: false, reason: 'stale_base', publishedVersion: current, publishedBy: author };
    }
    // A document never published that this author has not changed yet (a form's copy, template or blank
    // start) publishes its start: what their editor shows them.
    const start = current === null && 'draftOf' in request.source ? (document.initial_config ?? undefined) : undefined;
    const raw = (await sourceConfig(trx, document.id, request.source)) ?? start;
    if (!raw) return { ok: false, reason: 'draftOf' in request.source ? 'no_draft' : 'no_version' };
    const checked = await request.check(raw, trx);
    if (!checked.ok) return { ok: false, reason: 'invalid_config', errors: checked.errors };
    const version = (current ?? 0) + 1;
    const text = storedText(raw, 'text' in request.source ? request.source.text : undefined);
    await trx
      .insertInto('config_versions')
      .values({ document_id: document.id, version, author: request.actor, message: request.message, config: text })
      .execute();
    await trx.updateTable('config_documents').set({ published_version: version }).where('id', '=', document.id).execute();
    await trx
      .insertInto('config_audit')
      .values({
        actor: request.actor,
        action: request.action,
        document_id: document.id,
        domain: ref.domain,
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
