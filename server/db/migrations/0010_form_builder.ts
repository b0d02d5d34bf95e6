import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // A form created in the builder exists before its first publish: no published version yet (null),
  // and its editors' drafts are made on no version. Every reader of published rows skips it (the
  // inner join on the published version, and an explicit filter where no version is joined).
  await sql`alter table config_documents alter column published_version drop not null`.execute(db);
  await sql`alter table config_drafts alter column base_version drop not null`.execute(db);
  // What an unpublished form starts from (the blank skeleton or a template's copy, with its id and
  // title): every editor's draft starts from it, and the builder's list names the form by it. json, as
  // config_versions: the text as written.
  await db.schema.alterTable('config_documents').addColumn('initial_config', 'json').execute();

  // The version of the form an assignment was made with (null: the version served at the time, as
  // for the seeded assignments).
  await db.schema.alterTable('form_assignments').addColumn('form_version', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_assignments').dropColumn('form_version').execute();
  await db.schema.alterTable('config_documents').dropColumn('initial_config').execute();
  // Unpublished forms cannot be kept without a version.
  await db.deleteFrom('config_documents').where('published_version', 'is', null).execute();
  await db.deleteFrom('config_drafts').where('base_version', 'is', null).execute();
  await sql`alter table config_drafts alter column base_version set not null`.execute(db);
  await sql`alter table config_documents alter column published_version set not null`.execute(db);
}
