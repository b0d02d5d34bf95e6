import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { FormStatus, FormView } from '../../schemas/generated/api/forms';
import type { Candidate, Database } from '../db/Database';
import { HttpError, notFound, unauthorized } from '../http/HttpError';
import { parsePositionId, POSITION_NOT_FOUND } from '../search/findPosition';
import { draftValues } from './checkSubmission';
import { VISITOR_COOKIE_MISSING } from './candidateForms';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { applicationFormId, type CatalogForm, type FormCatalog } from './formCatalog';
import type { FormLanguage } from './formLanguage';
import { localizedForm, type LocalizedForm } from '../../engine/forms/localizedForm';
import { candidateOwnerKey, visitorOwnerKey } from './formOwner';
import { deleteExpiredDrafts, draftBytes, saveWithinQuota } from './draftLimits';
import { formView } from './formView';
import { message } from '../../engine/i18n/Message';

export const ALREADY_APPLIED = message('forms.refusal.alreadyApplied');
export const NO_APPLICATION_FORM = message('forms.refusal.noApplicationForm');
export const EMAIL_NEEDED = message('forms.refusal.emailNeeded');

export interface ApplyPosition {
  id: number;
  name: string;
  location: string;
}

/** Who is applying: the logged-in candidate, or a visitor (when logged-out apply is on), known by their browser. */
export type Applicant = { kind: 'candidate'; candidate: Candidate } | { kind: 'visitor'; ownerKey: string | undefined };

/**
 * The applicant of a request. Logged out, applying is allowed unless the employer turned it off
 * (loginSignupConfig.loggedOutApplyEnabled false): then 401 and the page asks to log in.
 */
export function applicantOf(request: FastifyRequest): Applicant {
  if (request.viewer) return { kind: 'candidate', candidate: request.viewer };
  if (request.portal.config.loginSignupConfig?.loggedOutApplyEnabled === false) throw unauthorized();
  return { kind: 'visitor', ownerKey: visitorOwnerKey(request) };
}

const applyDraftKey = (positionId: number) => `apply:${positionId}`;

/** A simple email check for an anonymous applicant's address (the form's own email rule has already run). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class PositionApplications {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: FormCatalog,
    private readonly configs: ReadonlyMap<string, EmployerConfig>,
    private readonly now: () => Date,
  ) {}

  /** The employer's application form (the one its config names, as published now), or 404 when it has none. */
  form(domain: string): CatalogForm {
    const id = applicationFormId(this.configs.get(domain));
    const form = id === undefined ? undefined : this.catalog.get(domain, id);
    if (!form) throw notFound(NO_APPLICATION_FORM);
    return form;
  }

  /** The application form in the request's language: its texts as the page shows them, compiled (once per language) to check answers with. */
  formIn(domain: string, texts: FormLanguage): LocalizedForm {
    return localizedForm(this.form(domain).definition, texts.language, texts.defaultLanguage);
  }

  /** An open position of this employer, or 404 (unknown, another employer's, or closed). */
  async openPosition(domain: string, pid: string | number): Promise<ApplyPosition> {
    const id = parsePositionId(pid);
    const row =
      id === null
        ? undefined
        : await this.db
            .selectFrom('positions')
            .select(['id', 'title', 'location', 'closed_at'])
            .where('id', '=', id)
            .where('domain', '=', domain)
            .executeTakeFirst();
    if (!row || row.closed_at !== null) throw notFound(POSITION_NOT_FOUND);
    return { id: row.id, name: row.title, location: row.location };
  }

  /**
   * The application form with the applicant's answers: a candidate's draft application (else what
   * their profile already says), a visitor's saved draft; read-only once the candidate applied.
   */
  async view(domain: string, position: ApplyPosition, applicant: Applicant, texts: FormLanguage): Promise<FormView> {
    const form = this.form(domain);
    const page = this.formIn(domain, texts).definition;
    let values: Record<string, unknown> = {};
    let status: FormStatus = 'pending';
    let updatedAt: Date | string | null = null;
    if (applicant.kind === 'candidate') {
      const candidate = applicant.candidate;
      const applied = await this.db
        .selectFrom('applications')
        .select(['answers', 'applied_at'])
        .where('candidate_id', '=', candidate.id)
        .where('position_id', '=', position.id)
        .orderBy('applied_at', 'desc')
        .executeTakeFirst();
      const draft = await this.db
        .selectFrom('draft_applications')
        .select(['answers', 'updated_at'])
        .where('candidate_id', '=', candidate.id)
        .where('position_id', '=', position.id)
        .executeTakeFirst();
      if (applied) {
        values = applied.answers;
        status = 'submitted';
        updatedAt = applied.applied_at;
      } else if (draft) {
        // Only the form's own questions; what the profile says fills what the draft does not have yet.
        values = { ...profileAnswers(form, candidate), ...draftValues(form.compiled, draft.answers) };
        status = 'draft';
        updatedAt = draft.updated_at;
      } else {
        values = profileAnswers(form, candidate);
      }
    } else if (applicant.ownerKey) {
      // A visitor's drafts expire: gone before they could be shown.
      await deleteExpiredDrafts(this.db, this.now(), applicant.ownerKey);
      const draft = await this.db
        .selectFrom('form_drafts')
        .select(['data', 'updated_at'])
        .where('owner_key', '=', applicant.ownerKey)
        .where('domain', '=', domain)
        .where('form_key', '=', applyDraftKey(position.id))
        .executeTakeFirst();
      if (draft) {
        values = draft.data;
        status = 'draft';
        updatedAt = draft.updated_at;
      }
    }
    return formView({
      id: form.key,
      title: page.title,
      definition: page,
      values,
      status,
      readonly: status === 'submitted',
      updatedAt,
    });
  }

  /**
   * Saves the answers typed so far, already checked (checkDraft): a candidate's draft application (the
   * dashboard's drafts tab), or a visitor's draft; within the person's 1 MB of drafts (else 413).
   */
  async saveDraft(domain: string, position: ApplyPosition, applicant: Applicant, values: Record<string, unknown>, now: Date): Promise<Date> {
    const answers = JSON.stringify(values);
    const bytes = draftBytes(values);
    if (applicant.kind === 'candidate') {
      const candidateId = applicant.candidate.id;
      if (await this.hasApplied(this.db, candidateId, position.id)) throw new HttpError(409, ALREADY_APPLIED, 'already_applied');
      const owner = { ownerKey: candidateOwnerKey(candidateId), candidateId };
      await saveWithinQuota(this.db, owner, { table: 'draft_applications', positionId: position.id }, bytes, async (trx) => {
        await trx
          .insertInto('draft_applications')
          .values({ candidate_id: candidateId, position_id: position.id, answers, updated_at: now })
          .onConflict((oc) => oc.columns(['candidate_id', 'position_id']).doUpdateSet({ answers, updated_at: now }))
          .execute();
      });
      return now;
    }
    const ownerKey = applicant.ownerKey;
    if (!ownerKey) throw new HttpError(400, VISITOR_COOKIE_MISSING, 'no_visitor_cookie');
    await deleteExpiredDrafts(this.db, now, ownerKey);
    const formKey = applyDraftKey(position.id);
    await saveWithinQuota(this.db, { ownerKey }, { table: 'form_drafts', domain, formKey }, bytes, async (trx) => {
      await trx
        .insertInto('form_drafts')
        .values({ owner_key: ownerKey, domain, form_key: formKey, data: answers, updated_at: now })
        .onConflict((oc) => oc.columns(['owner_key', 'domain', 'form_key']).doUpdateSet({ data: answers, updated_at: now }))
        .execute();
    });
    return now;
  }

  private async hasApplied(db: Kysely<Database>, candidateId: string, positionId: number): Promise<boolean> {
    const row = await db
      .selectFrom('applications')
      .select('id')
      .where('candidate_id', '=', candidateId)
      .where('position_id', '=', positionId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores checked answers as an application. A candidate's application shows on their dashboard and
   * replaces their draft application; two racing applications are serialized by a lock on (candidate,
   * position) and the second gets 409. A visitor's is kept with their email (one per email and
   * position, whatever its case: 409 again).
   */
  async apply(
    domain: string,
    position: ApplyPosition,
    applicant: Applicant,
    answers: Record<string, unknown>,
    email: string | undefined,
    now: Date,
  ): Promise<{ id: number; appliedAt: Date; anonymous: boolean }> {
    if (applicant.kind === 'candidate') {
      const candidateId = applicant.candidate.id;
      const id = await this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`apply:${candidateId}:${position.id}`}, 0))`.execute(trx);
        if (await this.hasApplied(trx, candidateId, position.id)) throw new HttpError(409, ALREADY_APPLIED, 'already_applied');
        const inserted = await trx
          .insertInto('applications')
          .values({
            candidate_id: candidateId,
            position_id: position.id,
            status: 'submitted',
            is_active: true,
            answers: JSON.stringify(answers),
            applied_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('draft_applications').where('candidate_id', '=', candidateId).where('position_id', '=', position.id).execute();
        return inserted.id;
      });
      return { id, appliedAt: now, anonymous: false };
    }
    const address = (email ?? (typeof answers.email === 'string' ? answers.email : '')).trim();
    if (!EMAIL.test(address) || address.length > 254) throw new HttpError(400, EMAIL_NEEDED, 'email_required');
    const inserted = await this.db
      .insertInto('anonymous_applications')
      .values({ domain, position_id: position.id, email: address, answers: JSON.stringify(answers), applied_at: now })
      .onConflict((oc) => oc.expression(sql`position_id, (lower(email))`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new HttpError(409, ALREADY_APPLIED, 'already_applied');
    if (applicant.ownerKey) {
      await this.db
        .deleteFrom('form_drafts')
        .where('owner_key', '=', applicant.ownerKey)
        .where('domain', '=', domain)
        .where('form_key', '=', applyDraftKey(position.id))
        .execute();
    }
    return { id: inserted.id, appliedAt: now, anonymous: true };
  }
}

/** A new application starts with what the profile already says: name and email, where the form asks for them as text. */
function profileAnswers(form: CatalogForm, candidate: Candidate): Record<string, unknown> {
  const known: Record<string, string> = { first_name: candidate.first_name, last_name: candidate.last_name, email: candidate.email };
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(known)) {
    const type = form.compiled.fields.get(name)?.definition.type;
    if (value && (type === 'text' || type === 'email')) values[name] = value;
  }
  return values;
}
