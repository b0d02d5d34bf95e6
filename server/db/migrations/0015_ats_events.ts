import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Applications and interviews the employer's ATS sends (issue 21) are known by its ids, unique per
  // employer (domain); the portal's own and the seed's have none. status_seq counts status changes so
  // each change is told once (the notification's dedupe key), even a status the application had before.
  await db.schema.alterTable('applications').addColumn('domain', 'text').execute();
  await db.schema.alterTable('applications').addColumn('external_id', 'text').execute();
  await db.schema
    .alterTable('applications')
    .addColumn('status_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table applications add constraint applications_external_id_domain check (external_id is null or domain is not null)`.execute(db);
  await sql`create unique index applications_external_id on applications (domain, external_id) where external_id is not null`.execute(db);

  // An interview the ATS sends belongs to one of its applications; change_seq counts the changes the
  // candidate is told of (moved, cancelled, scheduled again).
  await db.schema.alterTable('interviews').addColumn('domain', 'text').execute();
  await db.schema.alterTable('interviews').addColumn('external_id', 'text').execute();
  await db.schema
    .alterTable('interviews')
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('interviews')
    .addColumn('change_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table interviews add constraint interviews_external_id_domain check (external_id is null or domain is not null)`.execute(db);
  await sql`create unique index interviews_external_id on interviews (domain, external_id) where external_id is not null`.execute(db);
  await db.schema.createIndex('interviews_application').on('interviews').column('application_id').execute();

  // The reminder sweep looks for offers expiring and forms due soon.
  await db.schema.createIndex('offers_expires_at').on('offers').column('expires_at').execute();
  await db.schema.createIndex('form_assignments_due_at').on('form_assignments').column('due_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('form_assignments_due_at').ifExists().execute();
  await db.schema.dropIndex('offers_expires_at').ifExists().execute();
  await db.schema.dropIndex('interviews_application').ifExists().execute();
  await sql`drop index if exists interviews_external_id`.execute(db);
  await sql`alter table interviews drop constraint if exists interviews_external_id_domain`.execute(db);
  for (const column of ['change_seq', 'application_id', 'external_id', 'domain']) await db.schema.alterTable('interviews').dropColumn(column).execute();
  await sql`drop index if exists applications_external_id`.execute(db);
  await sql`alter table applications drop constraint if exists applications_external_id_domain`.execute(db);
  for (const column of ['status_seq', 'external_id', 'domain']) await db.schema.alterTable('applications').dropColumn(column).execute();
}
