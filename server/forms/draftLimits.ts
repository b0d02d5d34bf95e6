import { sql, type Kysely, type Transaction } from 'kysely';
import type { CompiledForm } from '../../engine/forms/CompiledForm';
import { DEFAULT_COUNTRY_CODE } from '../../engine/forms/formConstants';
import { validateDraft } from '../../engine/forms/validateDraft';
import type { Database } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { candidateDay, type CheckedSubmission, type CheckOptions } from './checkSubmission';
import { message } from '../../engine/i18n/Message';

/**
 * Drafts are stored for anyone, a visitor without an account included, so every one has a bound
 * (DESIGN.md: every stored value has a bound; anonymous storage expires): its answers fit the form
 * (validateDraft), a draft holds at most 256 KB, one person's drafts (a candidate's, or a visitor
 * browser's) at most 1 MB together, and a visitor's drafts go 30 days after their last save.
 */
export const DRAFT_MAX_BYTES = 256 * 1024;
export const DRAFTS_PER_OWNER_MAX_BYTES = 1024 * 1024;
export const ANONYMOUS_DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The first gate, before any parsing: the draft's answers plus the request's few other keys. */
export const DRAFT_BODY_LIMIT = DRAFT_MAX_BYTES + 4 * 1024;

export const DRAFT_TOO_LARGE = message('forms.refusal.draftTooLarge');
export const DRAFTS_QUOTA_EXCEEDED = message('forms.refusal.draftsQuotaExceeded');
export const INVALID_DRAFT_MESSAGE = message('forms.refusal.invalidDraft');

/** The 413 of a draft above its limit (also what a body above DRAFT_BODY_LIMIT answers). */
export const draftTooLarge = () => new HttpError(413, DRAFT_TOO_LARGE, 'draft_too_large');

/** Route config of the draft routes: the body limit's 413 says what the draft check says. */
export const DRAFT_PAYLOAD_TOO_LARGE = { message: DRAFT_TOO_LARGE, code: 'draft_too_large' };

/** The size a draft takes as stored (its JSON as PostgreSQL prints jsonb, which the quota sums). */
export const draftBytes = (data: Record<string, unknown>) => Buffer.byteLength(JSON.stringify(data));

/** The answers of a draft checked with the forms engine's draft mode; 413 above 256 KB. */
export function checkDraft(form: CompiledForm, values: unknown, options: CheckOptions): CheckedSubmission {
  const checked = validateDraft(form, values, {
    now: candidateDay(options.now, options.timeZone),
    defaultCountry: DEFAULT_COUNTRY_CODE,
    translate: options.translate,
  });
  if (checked.ok && draftBytes(checked.data) > DRAFT_MAX_BYTES) throw draftTooLarge();
  return checked;
}

/** Whose drafts count together: the form_drafts owner key, and for a candidate also their draft applications. */
export interface DraftOwner {
  ownerKey: string;
  candidateId?: string;
}

/** The draft being replaced, which does not count against the quota it replaces. */
export type ReplacedDraft = { table: 'form_drafts'; domain: string; formKey: string } | { table: 'draft_applications'; positionId: number };

/**
 * Writes a draft if the owner's drafts stay within 1 MB with it (else 413). Saves of one owner are
 * serialized by a lock on the owner, so two racing saves cannot both slip under the limit.
 */
export async function saveWithinQuota(
  db: Kysely<Database>,
  owner: DraftOwner,
  replaced: ReplacedDraft,
  bytes: number,
  write: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`drafts:${owner.ownerKey}`}, 0))`.execute(trx);
    const others = replaced.table === 'form_drafts' ? sql`not (domain = ${replaced.domain} and form_key = ${replaced.formKey})` : sql`true`;
    const { rows } = await sql<{ bytes: string | number | null }>`
      select coalesce(sum(octet_length(data::text)), 0) as bytes from form_drafts where owner_key = ${owner.ownerKey} and ${others}
    `.execute(trx);
    let used = Number(rows[0]?.bytes ?? 0);
    if (owner.candidateId !== undefined) {
      const positions = replaced.table === 'draft_applications' ? sql`position_id <> ${replaced.positionId}` : sql`true`;
      const applications = await sql<{ bytes: string | number | null }>`
        select coalesce(sum(octet_length(answers::text)), 0) as bytes from draft_applications where candidate_id = ${owner.candidateId} and ${positions}
      `.execute(trx);
      used += Number(applications.rows[0]?.bytes ?? 0);
    }
    if (used + bytes > DRAFTS_PER_OWNER_MAX_BYTES) throw new HttpError(413, DRAFTS_QUOTA_EXCEEDED, 'drafts_quota_exceeded');
    await write(trx);
  });
}

const isVisitorKey = (ownerKey: string) => ownerKey.startsWith('visitor:');

/** The oldest last save a visitor's draft may have and still be kept. */
export const anonymousDraftCutoff = (now: Date) => new Date(now.getTime() - ANONYMOUS_DRAFT_LIFETIME_MS);

/**
 * Deletes the expired drafts of visitors: all of them (the sweep at start and once a day), or one
 * visitor's before their drafts are read or saved, so an expired one is never shown again.
 */
export async function deleteExpiredDrafts(db: Kysely<Database>, now: Date, ownerKey?: string): Promise<number> {
  if (ownerKey !== undefined && !isVisitorKey(ownerKey)) return 0;
  let query = db.deleteFrom('form_drafts').where('updated_at', '<', anonymousDraftCutoff(now));
  query = ownerKey === undefined ? query.where('owner_key', 'like', 'visitor:%') : query.where('owner_key', '=', ownerKey);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
