import type { Kysely } from 'kysely';
import type { InterviewInput } from '../../schemas/generated/api/integrations';
import type { Database } from '../db/Database';
import { notifyInterview, type InterviewEvent } from '../home/notifications/eventNotifications';
import { atsApplication, UNKNOWN_APPLICATION, type StoreOutcome } from './storeApplication';

/** An https address as the location is the link to join (the dashboard shows it as one); anything else is a place. */
const isMeetingUrl = (location: string) => /^https:\/\/[^\s]+$/i.test(location) && URL.canParse(location);

const sameInstant = (a: Date | string, b: Date | string) => new Date(a).getTime() === new Date(b).getTime();

/**
 * Creates or updates an interview the employer's ATS sends, by its ATS id, on one of the employer's
 * applications the ATS sent before (else 422 at /applicationExternalId). The dashboard stores it as
 * scheduled, canceled or completed (its statuses): moved is scheduled at another time. The candidate is told of
 * a new interview (unless it comes cancelled), of a new start time, of a cancellation and of an
 * interview scheduled again, each once; a change of its end, place or title is stored quietly. The
 * row is locked while it is compared, so the same call twice at once tells nothing twice. A completed
 * one (it took place) is stored quietly. notify: false is for the demo's history, whose notifications
 * the seed writes itself (seedHome).
 */
export async function storeInterview(
  db: Kysely<Database>,
  domain: string,
  externalId: string,
  input: InterviewInput,
  now: Date,
  options: { notify?: boolean } = {},
): Promise<StoreOutcome> {
  return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
    const application = await atsApplication(trx, domain, input.applicationExternalId);
    if (!application) return { ok: false, errors: [UNKNOWN_APPLICATION] };

    const location = input.location?.trim() || null;
    const row = {
      title: input.title?.trim() || application.title,
      starts_at: new Date(input.startsAt),
      ends_at: new Date(input.endsAt),
      location: location && !isMeetingUrl(location) ? location : null,
      meeting_url: location && isMeetingUrl(location) ? location : null,
      status: input.status === 'cancelled' ? 'canceled' : input.status === 'completed' ? 'completed' : 'scheduled',
    };
    const tell = async (interviewId: number, seq: number, kind: InterviewEvent, startsAt: Date | string) => {
      if (options.notify !== false)
        await notifyInterview(trx, { candidateId: application.candidate_id, interviewId, seq, kind, title: application.title, startsAt, at: now });
    };

    let known = await trx
      .selectFrom('interviews')
      .selectAll()
      .where('domain', '=', domain)
      .where('external_id', '=', externalId)
      .forUpdate()
      .executeTakeFirst();
    if (!known) {
      const inserted = await trx
        .insertInto('interviews')
        .values({
          ...row,
          candidate_id: application.candidate_id,
          position_id: application.position_id,
          application_id: application.id,
          domain,
          external_id: externalId,
        })
        .onConflict((conflict) => conflict.columns(['domain', 'external_id']).where('external_id', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        // An interview cancelled before the candidate heard of it is nothing to tell.
        if (row.status === 'scheduled') await tell(inserted.id, 0, 'scheduled', row.starts_at);
        return { ok: true, result: { externalId, status: 'created', id: inserted.id } };
      }
      // Another call created it meanwhile: this one is an update of it.
      known = await trx
        .selectFrom('interviews')
        .selectAll()
        .where('domain', '=', domain)
        .where('external_id', '=', externalId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    }
    if (known.application_id !== application.id)
      return { ok: false, errors: [{ pointer: '/applicationExternalId', message: "is not this interview's application: an interview keeps its application" }] };

    const unchanged =
      sameInstant(known.starts_at, row.starts_at) &&
      sameInstant(known.ends_at, row.ends_at) &&
      known.location === row.location &&
      known.meeting_url === row.meeting_url &&
      known.title === row.title &&
      known.status === row.status;
    if (unchanged) return { ok: true, result: { externalId, status: 'unchanged', id: known.id } };

    let kind: InterviewEvent | null = null;
    if (row.status === 'canceled') kind = known.status === 'canceled' ? null : 'cancelled';
    else if (row.status === 'completed') kind = null;
    else if (known.status === 'canceled') kind = 'scheduled';
    else if (!sameInstant(known.starts_at, row.starts_at)) kind = 'moved';
    const seq = known.change_seq + (kind ? 1 : 0);
    await trx
      .updateTable('interviews')
      .set({ ...row, change_seq: seq })
      .where('id', '=', known.id)
      .execute();
    // A cancellation names the time the candidate knew.
    if (kind) await tell(known.id, seq, kind, kind === 'cancelled' ? known.starts_at : row.starts_at);
    return { ok: true, result: { externalId, status: 'updated', id: known.id } };
  });
}
