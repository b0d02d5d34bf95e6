import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // The theme builder's uploaded images (the hero image), in the database so every server process
  // serves them. id is the content's hash: the same image uploaded twice is one row, and an address
  // never changes what it names (served with an immutable cache). Each image is at most 2 MB and an
  // employer keeps a bounded number (server/studio/themeAssets.ts).
  await db.schema
    .createTable('theme_assets')
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('theme_assets_pk', ['domain', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('theme_assets').ifExists().execute();
}
