import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // An employer's keys for its applicant tracking system (issue 21): only a hash of each key is kept
  // (the key is shown once), with its first characters so an admin can tell keys apart.
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_domain').on('api_keys').column('domain').execute();
  // A position the ATS sent is known by its own id there; the seed's positions have none.
  await db.schema.alterTable('positions').addColumn('external_id', 'text').execute();
  await db.schema.alterTable('positions').addColumn('currency', 'text').execute();
  await sql`create unique index positions_external_id on positions (domain, external_id) where external_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists positions_external_id`.execute(db);
  await db.schema.alterTable('positions').dropColumn('currency').execute();
  await db.schema.alterTable('positions').dropColumn('external_id').execute();
  await db.schema.dropTable('api_keys').ifExists().execute();
}
