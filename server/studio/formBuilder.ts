import { sql, type Kysely } from 'kysely';
import { localizedText } from '../../engine/i18n/localizedText';
import type { LocalizedText } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { createNotification } from '../home/notifications/createNotification';
import { serverText } from '../i18n/serverText';
import { createUnpublishedDocument, findDocument, type RawConfig } from './configStore';
import { FORM } from './formDocuments';

/** A form id: the candidate routes' id, a lowercase slug. */
export const FORM_ID = /^[a-z][a-z0-9_-]{0,63}$/;
const MAX_ID_LENGTH = 64;
/** A form file's $schema, relative to configs/forms/<domain>/<id>.json (where config:export writes it). */
const FORM_SCHEMA_REF = '../../../schemas/forms/form-definition.schema.json';

/** The slug of a title: lowercase letters and digits joined by '-', accents dropped, starting with a letter. */
export function formSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = /^[a-z]/.test(words) ? words : `form${words ? `-${words}` : ''}`;
  return slug.slice(0, MAX_ID_LENGTH).replace(/-+$/, '');
}

/** The slug, or the first of slug-2, slug-3, … that is not taken (shortened so the suffix fits in 64 characters). */
export function uniqueFormId(title: string, taken: ReadonlySet<string>): string {
  const slug = formSlug(title);
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${slug.slice(0, MAX_ID_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(id)) return id;
  }
}

/** What a blank form starts from: one section and no question yet (invalid until one is added, as a draft may be). */
export function blankForm(id: string, title: string): RawConfig {
  return { $schema: FORM_SCHEMA_REF, id, title, layout: 'simple', sections: [{ id: 'section-1', title: 'Section 1', items: [] }] };
}

/** The ids the employer's forms use: its form documents and the forms candidates have (the two share the candidate routes' ids). */
async function takenFormIds(db: Kysely<Database>, domain: string): Promise<Set<string>> {
  const [documents, forms] = await Promise.all([
    db.selectFrom('config_documents').select('key').where('kind', '=', FORM).where('domain', '=', domain).execute(),
    db.selectFrom('forms').select('form_key as key').where('domain', '=', domain).execute(),
  ]);
  return new Set([...documents, ...forms].map((row) => row.key));
}

/**
 * A new unpublished form of the employer, starting from `start(id)` (a blank form, or a template's
 * copy with the new id and title). Two creations racing for one id: the second takes the next free one.
 */
export async function createForm(db: Kysely<Database>, domain: string, title: string, start: (id: string) => RawConfig, author: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = uniqueFormId(title, await takenFormIds(db, domain));
    const created = await createUnpublishedDocument(db, {
      document: { kind: FORM, domain, key: id },
      fileName: `${id}.json`,
      initial: start(id),
      author,
      message: `Created "${title}"`,
    });
    if (created) return id;
  }
  throw new Error(`no free form id for "${title}" of ${domain}`);
}

export async function formDocument(db: Kysely<Database>, domain: string, id: string) {
  return findDocument(db, { kind: FORM, domain, key: id });
}

/** A form's published definition at a version. */
export async function formVersion(db: Kysely<Database>, documentId: number, version: number): Promise<RawConfig | undefined> {
  const row = await db.selectFrom('config_versions').select('config').where('document_id', '=', documentId).where('version', '=', version).executeTakeFirst();
  return row?.config;
}

/** A form's title in the employer's default language (a title may be a map by language), or undefined when it has none. */
export function formTitle(config: Readonly<{ title?: unknown }> | null | undefined, defaultLanguage: string): string | undefined {
  const title = config?.title;
  if (typeof title === 'string') return title;
  if (typeof title !== 'object' || title === null || Array.isArray(title)) return undefined;
  return localizedText(title as LocalizedText, defaultLanguage, defaultLanguage);
}

/** The employer's forms as the builder lists them: the title published, else of the caller's draft, else of what the form starts from. */
export async function builderForms(db: Kysely<Database>, domain: string, editorId: string, defaultLanguage: string) {
  const rows = await db
    .selectFrom('config_documents as d')
    .leftJoin('config_versions as v', (join) => join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'))
    .leftJoin('config_drafts as draft', (join) => join.onRef('draft.document_id', '=', 'd.id').on('draft.editor_id', '=', editorId))
    .select(['d.key', 'd.published_version', 'd.initial_config', 'v.config as published', 'draft.config as draft'])
    .where('d.kind', '=', FORM)
    .where('d.domain', '=', domain)
    .orderBy('d.key')
    .execute();
  // How many candidates have each form open (pending or started) and done (submitted).
  const counts = await db
    .selectFrom('form_assignments as a')
    .innerJoin('forms as f', 'f.id', 'a.form_id')
    .select([
      'f.form_key',
      sql<number>`count(*) filter (where a.status <> 'submitted')`.as('open'),
      sql<number>`count(*) filter (where a.status = 'submitted')`.as('done'),
    ])
    .where('f.domain', '=', domain)
    .groupBy('f.form_key')
    .execute();
  const countOf = new Map(counts.map((row) => [row.form_key, { openCount: Number(row.open), doneCount: Number(row.done) }]));
  return rows.map((row) => {
    const title = [row.published, row.draft, row.initial_config].map((config) => formTitle(config, defaultLanguage)).find((each) => each !== undefined);
    return {
      id: row.key,
      title: title ?? row.key,
      publishedVersion: row.published_version,
      hasDraft: row.draft !== null,
      ...(countOf.get(row.key) ?? { openCount: 0, doneCount: 0 }),
    };
  });
}

export interface Assignment {
  domain: string;
  formId: string;
  title: string;
  /** The version they are held to (null: the one served, until they start: candidateForms.ts pins it then). */
  version: number | null;
  /** The published definition (the candidate-facing forms row is made from it when the form has none). */
  definition: RawConfig;
  candidateIds: string[];
  /** YYYY-MM-DD. */
  dueDate: string;
  now: Date;
}

/**
 * Assigns the form to the candidates, in one transaction: a new assignment is pending; one not yet
 * submitted keeps its row and status and takes the new due date (and, while still pending, the
 * version: a started one keeps the version started); a submitted one is left alone. Each candidate
 * assigned gets a notification. Returns how many were assigned.
 */
export async function assignForm(db: Kysely<Database>, assignment: Assignment): Promise<number> {
  if (assignment.candidateIds.length === 0) return 0;
  // The candidate's calendar day whatever their time zone (UTC-11 to UTC+11): the forms center shows
  // the date in the browser's zone.
  const dueAt = new Date(`${assignment.dueDate}T12:00:00Z`);
  return db.transaction().execute(async (trx) => {
    // The forms center lists forms rows; a form made in the builder gets one at its first assignment
    // (its definition is served from the published versions, formCatalog.ts).
    await trx
      .insertInto('forms')
      .values({
        domain: assignment.domain,
        form_key: assignment.formId,
        title: assignment.title,
        tab_id: 'assigned',
        definition: JSON.stringify(assignment.definition),
      })
      .onConflict((conflict) => conflict.columns(['domain', 'form_key']).doNothing())
      .execute();
    const form = await trx
      .selectFrom('forms')
      .select('id')
      .where('domain', '=', assignment.domain)
      .where('form_key', '=', assignment.formId)
      .executeTakeFirstOrThrow();
    const assigned = await trx
      .insertInto('form_assignments')
      .values(
        assignment.candidateIds.map((candidateId) => ({
          candidate_id: candidateId,
          form_id: form.id,
          status: 'pending',
          due_at: dueAt,
          form_version: assignment.version,
          updated_at: assignment.now,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['candidate_id', 'form_id'])
          .doUpdateSet({
            due_at: dueAt,
            updated_at: assignment.now,
            // A candidate who has started keeps the version they started with.
            form_version: sql<number | null>`case when form_assignments.status = 'pending' then excluded.form_version else form_assignments.form_version end`,
          })
          .where('form_assignments.status', '<>', 'submitted'),
      )
      .returning('candidate_id')
      .execute();
    for (const { candidate_id: candidateId } of assigned) {
      await createNotification(trx, {
        candidateId,
        category: serverText('alerts.category.forms'),
        message: serverText('alerts.notification.formAssigned', { title: assignment.title, dueDate: dueAt.toISOString() }),
        notificationType: 'action_required',
        redirectUrl: `/careers/forms?id=${encodeURIComponent(assignment.formId)}`,
        createdAt: assignment.now,
      });
    }
    return assigned.length;
  });
}

/** The employer's candidates with these e-mails (any case), and the e-mails of none of them. */
export async function candidatesByEmail(db: Kysely<Database>, domain: string, emails: string[]) {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const rows = await db
    .selectFrom('candidates')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where('domain', '=', domain)
    .where(sql<string>`lower(email)`, 'in', wanted)
    .execute();
  const found = new Set(rows.map((row) => row.email));
  return { ids: rows.map((row) => row.id), unknown: wanted.filter((email) => !found.has(email)) };
}

/** The employer's candidates with an application to one of its positions in the status. */
export async function candidatesByApplicationStatus(db: Kysely<Database>, domain: string, status: string): Promise<string[]> {
  const rows = await db
    .selectFrom('candidates as c')
    .innerJoin('applications as a', 'a.candidate_id', 'c.id')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select('c.id')
    .distinct()
    .where('c.domain', '=', domain)
    .where('p.domain', '=', domain)
    .where('a.status', '=', status)
    .execute();
  return rows.map((row) => row.id);
}
