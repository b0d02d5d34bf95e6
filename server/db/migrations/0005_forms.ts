import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Forms: a form is either assigned to candidates (form_assignments) or open to every candidate of
  // the employer (the field gallery, so consultants can try each field); some may be sent again.
  await db.schema
    .alterTable('forms')
    .addColumn('open_to_all', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_resubmit', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table form_assignments add constraint form_assignments_status check (status in ('pending', 'draft', 'submitted'))`.execute(db);
  await db.schema.createIndex('form_submissions_candidate_form').on('form_submissions').columns(['candidate_id', 'form_id', 'submitted_at']).execute();

  // Applying without an account (loginSignupConfig.loggedOutApplyEnabled): the application is kept
  // with the applicant's email; one per email and position, whatever the email's case.
  await db.schema
    .createTable('anonymous_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index anonymous_applications_position_email on anonymous_applications (position_id, lower(email))`.execute(db);

  // Applying checks for an earlier application of the candidate to the position.
  await db.schema.createIndex('applications_candidate_position').on('applications').columns(['candidate_id', 'position_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_candidate_position').ifExists().execute();
  await db.schema.dropTable('anonymous_applications').ifExists().execute();
  await db.schema.dropIndex('form_submissions_candidate_form').ifExists().execute();
  await sql`alter table form_assignments drop constraint if exists form_assignments_status`.execute(db);
  await db.schema.alterTable('forms').dropColumn('allow_resubmit').dropColumn('open_to_all').execute();
}
