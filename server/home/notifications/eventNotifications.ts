import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../schemas/generated/api/integrations';
import type { Database } from '../../db/Database';
import { serverText } from '../../i18n/serverText';
import { createNotification } from './createNotification';

/** The pages the notifications of this file open (engine/routes/routeTable.ts). */
export const APPLICATIONS_PATH = '/careers/applications';
export const INTERVIEWS_PATH = '/careers/interviews';
export const offerPath = (offerId: number) => `/careers/offer/${offerId}`;

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An application's status as it now is (a new one's too), told once per change: seq counts the
 * application's changes of status, so the same status reached again later is told again, and a retry
 * of one change is not.
 */
export function notifyApplicationStatus(
  db: Kysely<Database>,
  event: { candidateId: string; applicationId: number; seq: number; status: ApplicationStatus; title: string; at: Date },
): Promise<number | null> {
  return createNotification(db, {
    candidateId: event.candidateId,
    category: serverText('alerts.category.applications'),
    message: serverText(`alerts.notification.applicationStatus.${event.status}`, { title: event.title }),
    notificationType: 'info',
    redirectUrl: APPLICATIONS_PATH,
    dedupeKey: `application-status:${event.applicationId}:${event.seq}:${event.status}`,
    createdAt: event.at,
  });
}

export type InterviewEvent = 'scheduled' | 'moved' | 'cancelled';

const INTERVIEW_MESSAGES = {
  scheduled: 'alerts.notification.interviewScheduled',
  moved: 'alerts.notification.interviewMoved',
  cancelled: 'alerts.notification.interviewCancelled',
} as const;

/** An interview scheduled, moved or cancelled, told once per change (seq counts the interview's told changes). */
export function notifyInterview(
  db: Kysely<Database>,
  event: { candidateId: string; interviewId: number; seq: number; kind: InterviewEvent; title: string; startsAt: Date | string; at: Date },
): Promise<number | null> {
  return createNotification(db, {
    candidateId: event.candidateId,
    category: serverText('alerts.category.interviews'),
    message: serverText(INTERVIEW_MESSAGES[event.kind], { title: event.title, startsDateTime: iso(event.startsAt) }),
    notificationType: 'info',
    redirectUrl: INTERVIEWS_PATH,
    dedupeKey: `interview:${event.interviewId}:${event.seq}:${event.kind}`,
    createdAt: event.at,
  });
}

export type OfferEvent = 'extended' | 'revised' | 'canceled';

const OFFER_MESSAGES = {
  extended: 'alerts.notification.offerExtended',
  revised: 'alerts.notification.offerRevised',
  canceled: 'alerts.notification.offerCanceled',
} as const;

/**
 * An offer extended to the candidate, revised (a document changed for them to review again) or
 * canceled by the employer, told once per offer and version (revision: what changed, such as the
 * revised document's update time or the offer's count of revisions).
 */
export function notifyOffer(
  db: Kysely<Database>,
  event: { candidateId: string; offerId: number; title: string; kind: OfferEvent; revision?: string; at: Date },
): Promise<number | null> {
  return createNotification(db, {
    candidateId: event.candidateId,
    category: serverText('alerts.category.offers'),
    message: serverText(OFFER_MESSAGES[event.kind], { title: event.title }),
    // A canceled offer asks nothing of the candidate any more.
    notificationType: event.kind === 'canceled' ? 'info' : 'action_required',
    redirectUrl: offerPath(event.offerId),
    dedupeKey: event.kind === 'revised' ? `offer-revised:${event.offerId}:${event.revision ?? iso(event.at)}` : `offer-${event.kind}:${event.offerId}`,
    createdAt: event.at,
  });
}
