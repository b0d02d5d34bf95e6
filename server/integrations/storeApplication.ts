import { sql, type Kysely } from 'kysely';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { ApplicationInput, ApplicationStatus, EventResult } from '../../schemas/generated/api/integrations';
import type { Database } from '../db/Database';
import { notifyApplicationStatus } from '../home/notifications/eventNotifications';

/** The statuses that end an application: the dashboard lists it as no longer active. */
const ENDED: readonly ApplicationStatus[] = ['rejected', 'withdrawn', 'hired'];

export type StoreOutcome = { ok: true; result: EventResult } | { ok: false; errors: ConfigError[] };

/** What an interview or an offer refers to: one of the employer's applications by its ATS id (and its position's title). */
export function atsApplication(trx: Kysely<Database>, domain: string, applicationExternalId: string) {
  return trx
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select(['applications.id', 'applications.candidate_id', 'applications.position_id', 'positions.title'])
    .where('applications.domain', '=', domain)
    .where('applications.external_id', '=', applicationExternalId)
    .executeTakeFirst();
}

/** Why an interview or an offer was refused when its application is unknown (422 at /applicationExternalId). */
export const UNKNOWN_APPLICATION: ConfigError = {
  pointer: '/applicationExternalId',
  message: 'is the id of no application of this employer: send the application first',
};

/** The employer's candidate with this e-mail (any case), if it has one. */
async function candidateByEmail(db: Kysely<Database>, domain: string, email: string) {
  return db
    .selectFrom('candidates')
    .select('id')
    .where('domain', '=', domain)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * Creates or updates an application the employer's ATS sends, by its ATS id, for the employer of the
 * key (domain) only: the candidate must have an account on that employer's portal and the position
 * must be one of its own the ATS sent before, else it is refused (422, at the field's pointer). An
 * application the candidate made on the portal to that position is taken over rather than doubled.
 * Its candidate and position never change. A new application, and each change of status, tells the
 * candidate once (the dedupe key counts the changes): sending the same again writes nothing. Two
 * identical calls at once: the second finds the status already set (the UPDATE's WHERE is re-checked
 * after the first commits) and answers unchanged. notify: false is for the demo's history, whose
 * notifications the seed writes itself (seedHome).
 */
export async function storeApplication(
  db: Kysely<Database>,
  domain: string,
  externalId: string,
  input: ApplicationInput,
  now: Date,
  options: { notify?: boolean } = {},
): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
    const candidate = await candidateByEmail(trx, domain, input.candidateEmail);
    const position = await trx
      .selectFrom('positions')
      .select(['id', 'title'])
      .where('domain', '=', domain)
      .where('external_id', '=', input.positionExternalId)
      .executeTakeFirst();
    const errors: ConfigError[] = [];
    if (!candidate)
      errors.push({
        pointer: '/candidateEmail',
        message: 'is the e-mail of no candidate of this employer: applications attach to candidates with an account on the portal',
      });
    if (!position) errors.push({ pointer: '/positionExternalId', message: 'is the id of no position of this employer: send the position first' });
    if (!candidate || !position) return { ok: false, errors };

    const isActive = !ENDED.includes(input.status);
    const tell = async (applicationId: number, seq: number) => {
      if (options.notify !== false)
        await notifyApplicationStatus(trx, { candidateId: candidate.id, applicationId, seq, status: input.status, title: position.title, at: now });
    };

    let known = await trx
      .selectFrom('applications')
      .select(['id', 'candidate_id', 'position_id', 'status'])
      .where('domain', '=', domain)
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    if (!known) {
      // The candidate's own application to the position (made on the portal) becomes the ATS's.
      const own = await trx
        .selectFrom('applications')
        .select(['id', 'status'])
        .where('candidate_id', '=', candidate.id)
        .where('position_id', '=', position.id)
        .where('external_id', 'is', null)
        .orderBy('applied_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (own) {
        const adopted = await trx
          .updateTable('applications')
          .set({
            domain,
            external_id: externalId,
            ...(own.status === input.status ? {} : { status: input.status, is_active: isActive, updated_at: now, status_seq: sql<number>`status_seq + 1` }),
          })
          .where('id', '=', own.id)
          .where('external_id', 'is', null)
          .returning('status_seq')
          .executeTakeFirst();
        if (adopted) {
          if (own.status !== input.status) await tell(own.id, adopted.status_seq);
          return { ok: true, result: { externalId, status: 'created', id: own.id } };
        }
      } else {
        const inserted = await trx
          .insertInto('applications')
          .values({
            candidate_id: candidate.id,
            position_id: position.id,
            status: input.status,
            is_active: isActive,
            answers: JSON.stringify({}),
            applied_at: now,
            updated_at: now,
            domain,
            external_id: externalId,
          })
          .onConflict((conflict) => conflict.columns(['domain', 'external_id']).where('external_id', 'is not', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) {
          await tell(inserted.id, 0);
          return { ok: true, result: { externalId, status: 'created', id: inserted.id } };
        }
      }
      // Another call created it meanwhile: this one is an update of it.
      known = await trx
        .selectFrom('applications')
        .select(['id', 'candidate_id', 'position_id', 'status'])
        .where('domain', '=', domain)
        .where('external_id', '=', externalId)
        .executeTakeFirstOrThrow();
    }

    if (known.candidate_id !== candidate.id)
      errors.push({ pointer: '/candidateEmail', message: "is not this application's candidate: an application keeps its candidate" });
    if (known.position_id !== position.id)
      errors.push({ pointer: '/positionExternalId', message: "is not this application's position: an application keeps its position" });
    if (errors.length) return { ok: false, errors };

    const changed = await trx
      .updateTable('applications')
      .set({ status: input.status, is_active: isActive, updated_at: now, status_seq: sql<number>`status_seq + 1` })
      .where('id', '=', known.id)
      .where('status', '<>', input.status)
      .returning('status_seq')
      .executeTakeFirst();
    if (!changed) return { ok: true, result: { externalId, status: 'unchanged', id: known.id } };
    await tell(known.id, changed.status_seq);
    return { ok: true, result: { externalId, status: 'updated', id: known.id } };
  });
}
