import { sql, type Expression, type Kysely } from 'kysely';
import { OPEN_OFFER_STATUSES } from '../../../engine/offers/offerStatuses';
import type { Database } from '../../db/Database';
import { serverText } from '../../i18n/serverText';
import { createNotification } from './createNotification';
import { offerPath } from './eventNotifications';

/** How far ahead a deadline is reminded of: an offer expiring or a form due within 48 hours. */
export const REMINDER_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The deadline as the dedupe key writes it (milliseconds since 1970): a deadline moved later is reminded of again. */
const deadlineKey = (at: Date | string) => String(new Date(at).getTime());
const sqlDeadlineKey = (column: Expression<unknown>) => sql<string>`floor(extract(epoch from ${column}) * 1000)::bigint::text`;

export interface DueRemindersSent {
  offersExpiring: number;
  formsDue: number;
}

/**
 * Reminds candidates of what is due soon: an open offer expiring within 48 hours (offerExpiring) and
 * an assigned form not yet submitted due within 48 hours (formDue). Idempotent, so it can run as
 * often as wanted, from several processes, and be retried: each deadline is told once (the dedupe key
 * names the offer or form and the deadline), and deadlines already told are not even read again.
 * Returns how many reminders it sent now. The job queue runs it on a schedule.
 */
export async function sendDueReminders(db: Kysely<Database>, now: Date): Promise<DueRemindersSent> {
  const until = new Date(now.getTime() + REMINDER_WINDOW_MS);
  const notTold = (candidate: Expression<string>, key: Expression<string>) =>
    sql<boolean>`not exists (select 1 from notifications n where n.candidate_id = ${candidate} and n.dedupe_key = ${key})`;

  const offers = await db
    .selectFrom('offers')
    .select(['offers.id', 'offers.candidate_id', 'offers.position_name', 'offers.expires_at'])
    .where('offers.status', 'in', [...OPEN_OFFER_STATUSES])
    .where('offers.expires_at', '>', now)
    .where('offers.expires_at', '<=', until)
    .where(({ ref }) => notTold(ref('offers.candidate_id'), sql<string>`'offer-expiring:' || offers.id || ':' || ${sqlDeadlineKey(ref('offers.expires_at'))}`))
    .orderBy('offers.id')
    .execute();
  let offersExpiring = 0;
  for (const offer of offers) {
    const id = await createNotification(db, {
      candidateId: offer.candidate_id,
      category: serverText('alerts.category.offers'),
      message: serverText('alerts.notification.offerExpiring', { title: offer.position_name, expiresDateTime: new Date(offer.expires_at!).toISOString() }),
      notificationType: 'action_required',
      redirectUrl: offerPath(offer.id),
      dedupeKey: `offer-expiring:${offer.id}:${deadlineKey(offer.expires_at!)}`,
      createdAt: now,
    });
    if (id !== null) offersExpiring += 1;
  }

  const forms = await db
    .selectFrom('form_assignments')
    .innerJoin('forms', 'forms.id', 'form_assignments.form_id')
    .select(['form_assignments.candidate_id', 'form_assignments.due_at', 'forms.id', 'forms.form_key', 'forms.title'])
    .where('form_assignments.status', '<>', 'submitted')
    .where('form_assignments.due_at', '>', now)
    .where('form_assignments.due_at', '<=', until)
    .where(({ ref }) =>
      notTold(ref('form_assignments.candidate_id'), sql<string>`'form-due:' || forms.id || ':' || ${sqlDeadlineKey(ref('form_assignments.due_at'))}`),
    )
    .orderBy('forms.id')
    .orderBy('form_assignments.candidate_id')
    .execute();
  let formsDue = 0;
  for (const form of forms) {
    const id = await createNotification(db, {
      candidateId: form.candidate_id,
      category: serverText('alerts.category.forms'),
      message: serverText('alerts.notification.formDue', { title: form.title, dueDate: new Date(form.due_at!).toISOString() }),
      notificationType: 'action_required',
      redirectUrl: `/careers/forms?id=${encodeURIComponent(form.form_key)}`,
      dedupeKey: `form-due:${form.id}:${deadlineKey(form.due_at!)}`,
      createdAt: now,
    });
    if (id !== null) formsDue += 1;
  }
  return { offersExpiring, formsDue };
}
