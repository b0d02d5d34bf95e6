import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // A versioned configuration document: an employer config (kind 'employer', key = its domain); form
  // definitions can join as another kind (key = the form key), each belonging to one employer.
  await db.schema
    .createTable('config_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // The file it is exported to (acme.json): imported and seeded files keep their name.
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('published_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('config_documents_kind_domain_key', ['kind', 'domain', 'key'])
    .execute();

  // Every published version, never rewritten. json (not jsonb): the text is kept as written, key order
  // included, so an export gives back the file that was imported.
  const documentRef = (c: any) => c.notNull().references('config_documents.id').onDelete('cascade');
  await db.schema
    .createTable('config_versions')
    .addColumn('document_id', 'integer', documentRef)
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('config', 'json', (c) => c.notNull())
    // Two publishes from one base cannot both write version n + 1.
    .addPrimaryKeyConstraint('config_versions_pk', ['document_id', 'version'])
    .execute();

  // One draft per document and editor, saved even while invalid.
  await db.schema
    .createTable('config_drafts')
    .addColumn('document_id', 'integer', documentRef)
    .addColumn('editor_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('config', 'json', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('config_drafts_pk', ['document_id', 'editor_id'])
    .execute();

  // Who published what and when (publish, rollback, create, import, seed). The actor is kept as text:
  // the trail outlives a deleted account.
  await db.schema
    .createTable('config_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer', documentRef)
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('from_version', 'integer')
    .addColumn('to_version', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('config_audit_document_at').on('config_audit').columns(['document_id', 'id']).execute();

  // Consultants edit every employer's config and log in on every portal (their row's domain is '*').
  await db.schema
    .alterTable('candidates')
    .addColumn('is_consultant', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('candidates').dropColumn('is_consultant').execute();
  await db.schema.dropTable('config_audit').ifExists().execute();
  await db.schema.dropTable('config_drafts').ifExists().execute();
  await db.schema.dropTable('config_versions').ifExists().execute();
  await db.schema.dropTable('config_documents').ifExists().execute();
}
