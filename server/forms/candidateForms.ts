import { sql, type Kysely, type Selectable } from 'kysely';
import type { CompiledForm } from '../../engine/forms/CompiledForm';
import { localizedForm } from '../../engine/forms/localizedForm';
import { withholdConfidential } from '../../engine/forms/withholdConfidential';
import type { PageFormDefinition } from '../../engine/forms/PageFormDefinition';
import { validateFormDefinition } from '../../engine/forms/validateFormDefinition';
import { localizedText } from '../../engine/i18n/localizedText';
import type { FormStatus, FormSummary, FormTab, FormView } from '../../schemas/generated/api/forms';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { Database, FormAssignmentsTable, FormsTable } from '../db/Database';
import { HttpError, notFound, unauthorized } from '../http/HttpError';
import { deleteExpiredDrafts, draftBytes, saveWithinQuota } from './draftLimits';
import type { CatalogForm, FormCatalog } from './formCatalog';
import type { FormLanguage } from './formLanguage';
import type { FormOwner } from './formOwner';
import { FormVersions } from './formVersions';
import { formView, layoutOf } from './formView';
import { message } from '../../engine/i18n/Message';

export const FORM_NOT_FOUND = message('forms.refusal.formNotFound');
export const FORM_ALREADY_SUBMITTED = message('forms.refusal.alreadySubmitted');
export const VISITOR_COOKIE_MISSING = message('forms.refusal.visitorCookieMissing');

export const FORM_TABS: readonly FormTab[] = [
  { id: 'todo', title: 'To do' },
  { id: 'completed', title: 'Completed' },
];

/** A form the candidate may see: assigned to them, or open to every candidate of the employer. */
export interface CandidateForm {
  formId: number;
  key: string;
  /** The title in the request's language. */
  title: string;
  /** The definition as written: each text a string or a map by language (the preboarding editor edits it). */
  definition: FormDefinition;
  /** The definition in the request's language, as the page shows it. */
  page: PageFormDefinition;
  /** The page's definition compiled: what answers are checked with, with messages in that language. */
  compiled: CompiledForm;
  /**
   * The published version shown and checked: the one the candidate started (their assignment's), else
   * the one served; null for a form without published versions (its stored definition).
   */
  version: number | null;
  allowResubmit: boolean;
  dueAt: Date | string | null;
  draft: { data: Record<string, unknown>; updated_at: Date | string } | undefined;
  submission: { data: Record<string, unknown>; submitted_at: Date | string } | undefined;
  status: FormStatus;
  /** Shown only because the viewer is an admin (not assigned to them, not open to all): a preview, read-only. */
  previewOnly: boolean;
}

/** A form as visibleForms reads it: the form's columns and the viewer's due date (null when the form is not assigned to them). */
type FormRow = Pick<Selectable<FormsTable>, 'id' | 'form_key' | 'title' | 'definition' | 'allow_resubmit'> & {
  due_at: Selectable<FormAssignmentsTable>['due_at'] | null;
  form_version: Selectable<FormAssignmentsTable>['form_version'] | null;
};

/**
 * The status a candidate sees: a form sent for good is submitted; answers saved since the last
 * submission make a draft; else submitted once sent; else pending.
 */
function statusOf(draft: unknown, submission: unknown, allowResubmit: boolean): FormStatus {
  if (submission && !allowResubmit) return 'submitted';
  if (draft) return 'draft';
  return submission ? 'submitted' : 'pending';
}

const time = (value: Date | string) => new Date(value).getTime();

export class CandidateForms {
  private readonly versions: FormVersions;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: FormCatalog,
    private readonly now: () => Date,
  ) {
    this.versions = new FormVersions(db);
  }

  /**
   * The definition of a form row: the employer's published form of that key when there is one (the
   * reviewed source), else the stored one. A preboarding form (layout adminPreboarding) is the
   * exception: the employer's admins edit it in the portal, so its published version only seeds it and
   * the stored definition is the source.
   */
  private compile(
    domain: string,
    row: Pick<FormRow, 'form_key' | 'definition'>,
    pinned: { version: number; form: CatalogForm } | undefined,
    texts: FormLanguage,
  ): { definition: FormDefinition; page: PageFormDefinition; compiled: CompiledForm; version: number | null } {
    const fromCatalog = pinned?.form ?? this.catalog.get(domain, row.form_key);
    if (fromCatalog && fromCatalog.definition.layout !== 'adminPreboarding') {
      // Compiled once per language (localizedForm caches it with the published definition).
      const { definition: page, compiled } = localizedForm(fromCatalog.definition, texts.language, texts.defaultLanguage);
      return { definition: fromCatalog.definition, page, compiled, version: pinned?.version ?? this.catalog.versionOf(domain, row.form_key) };
    }
    const result = validateFormDefinition(row.definition);
    if (!result.ok)
      throw new Error(`the stored definition of form ${row.form_key} is invalid: ${result.errors.map((e) => `${e.pointer} ${e.message}`).join('; ')}`);
    const definition = row.definition as unknown as FormDefinition;
    const { definition: page, compiled } = localizedForm(definition, texts.language, texts.defaultLanguage);
    return { definition, page, compiled, version: null };
  }

  /** The earlier published version a candidate's assignment holds them to (the one they started, or were assigned), when it is not the one served. */
  private async pinned(domain: string, row: FormRow): Promise<{ version: number; form: CatalogForm } | undefined> {
    const version = row.form_version;
    if (version === null || version === this.catalog.versionOf(domain, row.form_key)) return undefined;
    const form = await this.versions.get(domain, row.form_key, version);
    return form && { version, form };
  }

  /**
   * The forms of the employer the owner may see: assigned to the candidate, or open to all (the only ones
   * a visitor sees). An admin of the employer sees every one of its forms (to preview and edit them).
   */
  private visibleForms(owner: FormOwner, domain: string, asAdmin = false) {
    const candidateId = owner.kind === 'candidate' ? owner.candidateId : '';
    const query = this.db
      .selectFrom('forms')
      .leftJoin('form_assignments', (join) => join.onRef('form_assignments.form_id', '=', 'forms.id').on('form_assignments.candidate_id', '=', candidateId))
      .select([
        'forms.id',
        'forms.form_key',
        'forms.title',
        'forms.definition',
        'forms.allow_resubmit',
        'form_assignments.due_at',
        'form_assignments.form_version',
      ])
      .where('forms.domain', '=', domain);
    if (asAdmin && owner.kind === 'candidate') return query;
    return query.where((eb) => eb.or([eb('forms.open_to_all', '=', true), eb('form_assignments.candidate_id', 'is not', null)]));
  }

  private async drafts(ownerKey: string | undefined, domain: string, keys: string[]) {
    if (keys.length === 0 || !ownerKey) return new Map<string, { data: Record<string, unknown>; updated_at: Date | string }>();
    // A visitor's drafts expire: gone before they could be shown.
    await deleteExpiredDrafts(this.db, this.now(), ownerKey);
    const rows = await this.db
      .selectFrom('form_drafts')
      .select(['form_key', 'data', 'updated_at'])
      .where('owner_key', '=', ownerKey)
      .where('domain', '=', domain)
      .where('form_key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.form_key, { data: row.data, updated_at: row.updated_at }]));
  }

  /** A visitor's submissions are kept (without a candidate) but not shown back: the status is theirs only while logged in. */
  private async latestSubmissions(owner: FormOwner, formIds: number[]) {
    if (formIds.length === 0 || owner.kind !== 'candidate') return new Map<number, { data: Record<string, unknown>; submitted_at: Date | string }>();
    const rows = await this.db
      .selectFrom('form_submissions')
      .select(['form_id', 'data', 'submitted_at', 'id'])
      .where('candidate_id', '=', owner.candidateId)
      .where('form_id', 'in', formIds)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const latest = new Map<number, { data: Record<string, unknown>; submitted_at: Date | string }>();
    for (const row of rows) if (!latest.has(row.form_id)) latest.set(row.form_id, { data: row.data, submitted_at: row.submitted_at });
    return latest;
  }

  private async load(owner: FormOwner, domain: string, rows: FormRow[], texts: FormLanguage): Promise<CandidateForm[]> {
    const [drafts, submissions, pinned] = await Promise.all([
      this.drafts(
        owner.ownerKey,
        domain,
        rows.map((row) => row.form_key),
      ),
      this.latestSubmissions(
        owner,
        rows.map((row) => row.id),
      ),
      Promise.all(rows.map((row) => this.pinned(domain, row))),
    ]);
    return rows.map((row, index) => {
      const draft = drafts.get(row.form_key);
      const submission = submissions.get(row.id);
      const compiled = this.compile(domain, row, pinned[index], texts);
      return {
        formId: row.id,
        key: row.form_key,
        title: compiled.page.title,
        ...compiled,
        allowResubmit: row.allow_resubmit,
        dueAt: row.due_at,
        draft,
        submission,
        status: statusOf(draft, submission, row.allow_resubmit),
        previewOnly: false,
      };
    });
  }

  /** The candidate's forms (assigned ones and those open to everyone): with a due date first, soonest first, then by title. */
  async list(candidateId: string, ownerKey: string, domain: string, tabId: string | undefined, texts: FormLanguage): Promise<FormSummary[]> {
    const owner: FormOwner = { kind: 'candidate', candidateId, ownerKey };
    const rows = await this.visibleForms(owner, domain).execute();
    const forms = await this.load(owner, domain, rows, texts);
    const summaries = forms.map((form): FormSummary => {
      const updated = [form.draft?.updated_at, form.submission?.submitted_at].filter((v): v is Date | string => Boolean(v));
      const updatedAt = updated.length ? new Date(Math.max(...updated.map(time))).toISOString() : undefined;
      const description = form.page.description;
      return {
        id: form.key,
        title: form.title,
        ...(description ? { description } : {}),
        status: form.status,
        layout: layoutOf(form.definition),
        tab_id: form.status === 'submitted' ? 'completed' : 'todo',
        ...(updatedAt ? { updated_at: updatedAt } : {}),
        ...(form.dueAt ? { due_date: new Date(form.dueAt).toISOString() } : {}),
      };
    });
    summaries.sort(
      (a, b) =>
        (a.due_date ? 0 : 1) - (b.due_date ? 0 : 1) ||
        (a.due_date ?? '').localeCompare(b.due_date ?? '') ||
        a.title.localeCompare(b.title, 'en') ||
        a.id.localeCompare(b.id),
    );
    return tabId === undefined ? summaries : summaries.filter((form) => form.tab_id === tabId);
  }

  /**
   * One form the owner may see, or 404 (unknown, another employer's, or neither assigned to the
   * candidate nor open to all). A visitor asking for a form that is not open to all is asked to log in (401).
   */
  async find(owner: FormOwner, domain: string, formKey: string, texts: FormLanguage, asAdmin = false): Promise<CandidateForm> {
    const rows = await this.visibleForms(owner, domain, asAdmin).where('forms.form_key', '=', formKey).execute();
    const [form] = await this.load(owner, domain, rows, texts);
    if (!form) throw owner.kind === 'visitor' ? unauthorized() : notFound(FORM_NOT_FOUND);
    if (asAdmin) {
      const own = await this.visibleForms(owner, domain).where('forms.form_key', '=', formKey).select('forms.id').executeTakeFirst();
      form.previewOnly = own === undefined;
    }
    return form;
  }

  /**
   * The form to show: the submitted answers once submitted (read-only unless it may be sent again), else
   * the draft's. Its texts are in the request's language; an admin of a preboarding form also gets the
   * definition as written (`editTexts`: the employer's default language, whose texts the editor edits).
   */
  view(form: CandidateForm, editTexts?: string, { withholdConfidential: withhold = false }: { withholdConfidential?: boolean } = {}): FormView {
    const readonly = form.previewOnly || (form.status === 'submitted' && !form.allowResubmit);
    const answers = (readonly ? form.submission?.data : (form.draft?.data ?? form.submission?.data)) ?? {};
    // For the page renderer: its data is written into the page's HTML, which never carries a confidential answer.
    const { values, withheld } = withhold ? withholdConfidential(form.page, answers) : { values: answers, withheld: [] };
    return formView({
      id: form.key,
      title: form.title,
      definition: form.page,
      ...(editTexts !== undefined && form.definition.layout === 'adminPreboarding' ? { source: { definition: form.definition, textLanguage: editTexts } } : {}),
      values,
      withheld,
      status: form.status,
      readonly,
      updatedAt: (readonly ? form.submission?.submitted_at : (form.draft?.updated_at ?? form.submission?.submitted_at)) ?? null,
      dueAt: form.dueAt,
    });
  }

  /** Stores an admin's edit of a preboarding form (checked by the caller); drafts and submissions keep their answers. */
  async saveDefinition(domain: string, form: CandidateForm, definition: FormDefinition, defaultLanguage: string): Promise<void> {
    await this.db
      .updateTable('forms')
      // The title column (admin lists) holds the title in the employer's default language.
      .set({ definition: JSON.stringify(definition), title: localizedText(definition.title, defaultLanguage, defaultLanguage) })
      .where('id', '=', form.formId)
      .where('domain', '=', domain)
      .execute();
  }

  /**
   * Saves the answers typed so far, already checked (checkDraft: the form's own questions, each fitting
   * it, at most 256 KB), within the owner's 1 MB of drafts (else 413). A form already submitted for good
   * takes no draft: 409.
   */
  async saveDraft(owner: FormOwner, domain: string, form: CandidateForm, values: Record<string, unknown>, now: Date): Promise<Date> {
    if (form.submission && !form.allowResubmit) throw new HttpError(409, FORM_ALREADY_SUBMITTED, 'already_submitted');
    const ownerKey = owner.ownerKey;
    if (!ownerKey) throw new HttpError(400, VISITOR_COOKIE_MISSING, 'no_visitor_cookie');
    await deleteExpiredDrafts(this.db, now, ownerKey);
    const data = JSON.stringify(values);
    const quotaOwner = { ownerKey, candidateId: owner.kind === 'candidate' ? owner.candidateId : undefined };
    await saveWithinQuota(this.db, quotaOwner, { table: 'form_drafts', domain, formKey: form.key }, draftBytes(values), async (trx) => {
      await trx
        .insertInto('form_drafts')
        .values({ owner_key: ownerKey, domain, form_key: form.key, data, updated_at: now })
        .onConflict((oc) => oc.columns(['owner_key', 'domain', 'form_key']).doUpdateSet({ data, updated_at: now }))
        .execute();
    });
    if (owner.kind === 'candidate') {
      await this.db
        .updateTable('form_assignments')
        // The version they start is theirs until they submit (a later publish does not move them).
        .set({ status: 'draft', updated_at: now, form_version: form.version })
        .where('candidate_id', '=', owner.candidateId)
        .where('form_id', '=', form.formId)
        .where('status', '=', 'pending')
        .execute();
    }
    return now;
  }

  /**
   * Stores checked answers, clears the draft and marks the assignment submitted, in one transaction.
   * Two submissions racing each other are serialized by a lock on (candidate, form): the second one
   * finds the first and gets 409 (unless the form may be submitted again). A visitor may only send
   * forms that may be sent again (the field gallery): anything else needs a login.
   */
  async submit(owner: FormOwner, domain: string, form: CandidateForm, data: Record<string, unknown>, now: Date): Promise<Date> {
    if (owner.kind === 'visitor' && !form.allowResubmit) throw unauthorized();
    const candidateId = owner.kind === 'candidate' ? owner.candidateId : null;
    await this.db.transaction().execute(async (trx) => {
      if (candidateId !== null && !form.allowResubmit) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`form:${candidateId}:${form.formId}`}, 0))`.execute(trx);
        const earlier = await trx
          .selectFrom('form_submissions')
          .select('id')
          .where('candidate_id', '=', candidateId)
          .where('form_id', '=', form.formId)
          .executeTakeFirst();
        if (earlier) throw new HttpError(409, FORM_ALREADY_SUBMITTED, 'already_submitted');
      }
      await trx
        .insertInto('form_submissions')
        .values({ form_id: form.formId, candidate_id: candidateId, data: JSON.stringify(data), submitted_at: now })
        .execute();
      if (owner.ownerKey) {
        await trx.deleteFrom('form_drafts').where('owner_key', '=', owner.ownerKey).where('domain', '=', domain).where('form_key', '=', form.key).execute();
      }
      if (candidateId !== null) {
        await trx
          .updateTable('form_assignments')
          .set({ status: 'submitted', updated_at: now })
          .where('candidate_id', '=', candidateId)
          .where('form_id', '=', form.formId)
          .execute();
      }
    });
    return now;
  }
}
