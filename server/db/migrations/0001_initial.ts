import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('candidates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('location', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('headline', 'text')
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('profile', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_theme_builder', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tos_attested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_onboarded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_bootstrapped', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('language', 'text')
    .addColumn('notification_preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('candidates_domain_email', ['domain', 'email'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', (c) => c.notNull().references('candidates.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('positions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('region', 'text')
    .addColumn('country', 'text')
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('is_remote', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('salary_min', 'integer')
    .addColumn('salary_max', 'integer')
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_through', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  // Ranked full-text search: title weighs most, then department and skills, then the description.
  await sql`alter table positions add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(department, '') || ' ' || coalesce(skills::text, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'C')
    ) stored`.execute(db);
  await sql`create index positions_search on positions using gin (search_vector)`.execute(db);
  await db.schema.createIndex('positions_domain_posted').on('positions').columns(['domain', 'posted_at']).execute();

  const candidateRef = (c: any) => c.notNull().references('candidates.id').onDelete('cascade');
  const positionRef = (c: any) => c.notNull().references('positions.id').onDelete('cascade');

  await db.schema
    .createTable('saved_positions')
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('position_id', 'integer', positionRef)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('saved_positions_pk', ['candidate_id', 'position_id'])
    .execute();
  await db.schema
    .createTable('job_cart_items')
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('position_id', 'integer', positionRef)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('job_cart_items_pk', ['candidate_id', 'position_id'])
    .execute();
  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('position_id', 'integer', positionRef)
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('draft_applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('position_id', 'integer', positionRef)
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('draft_applications_candidate_position', ['candidate_id', 'position_id'])
    .execute();
  await db.schema
    .createTable('interviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('position_id', 'integer', positionRef)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('meeting_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('event_registrations')
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('application_status', 'text')
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_registrations_pk', ['candidate_id', 'event_id'])
    .execute();
  await db.schema
    .createTable('referrals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('position_id', 'integer', positionRef)
    .addColumn('referrer_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('category_title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('notification_type', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('is_clicked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_viewed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notifications_candidate').on('notifications').columns(['candidate_id', 'created_at']).execute();
  await db.schema
    .createTable('offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('enc_id', 'text', (c) => c.notNull().unique())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.references('positions.id').onDelete('set null'))
    .addColumn('position_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_contract', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_ats', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hide_offer_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('esign_wid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('offer_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('signed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('signature_type', 'text', (c) => c.notNull())
    .addColumn('under_revision', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('content', 'bytea')
    .addColumn('signed_content', 'bytea')
    .addColumn('signed_name', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('resumes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('is_primary', 'boolean', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('form_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tab_id', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('forms_domain_key', ['domain', 'form_key'])
    .execute();
  await db.schema
    .createTable('form_assignments')
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_assignments_pk', ['candidate_id', 'form_id'])
    .execute();
  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('candidate_id', 'text', (c) => c.references('candidates.id').onDelete('set null'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('form_drafts')
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('form_key', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_drafts_pk', ['owner_key', 'domain', 'form_key'])
    .execute();
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('candidate_id', 'text', candidateRef)
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('page_logs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'page_logs',
    'saved_searches',
    'form_drafts',
    'form_submissions',
    'form_assignments',
    'forms',
    'resumes',
    'offer_documents',
    'offers',
    'notifications',
    'referrals',
    'event_registrations',
    'events',
    'interviews',
    'draft_applications',
    'applications',
    'job_cart_items',
    'saved_positions',
    'positions',
    'sessions',
    'candidates',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
