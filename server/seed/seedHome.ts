import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { createNotification, type NewNotification } from '../home/notifications/createNotification';
import { serverText } from '../i18n/serverText';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Ada's history: applications in several states, drafts, interviews, events, referrals, saved jobs, a job cart, notifications. */
export async function seedHome(db: Kysely<Database>, candidateId: string, domain: string, now: Date): Promise<void> {
  const open = await db
    .selectFrom('positions')
    .select(['id', 'title'])
    .where('domain', '=', domain)
    .where('closed_at', 'is', null)
    .orderBy('id')
    .limit(40)
    .execute();
  const closed = await db
    .selectFrom('positions')
    .select(['id', 'title'])
    .where('domain', '=', domain)
    .where('closed_at', 'is not', null)
    .orderBy('id')
    .limit(3)
    .execute();
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY_MS + hours * HOUR_MS);
  const pid = (i: number) => open[i]!.id;

  const applications = [
    { position_id: pid(0), status: 'submitted', is_active: true, applied_at: at(-3) },
    { position_id: pid(1), status: 'in_review', is_active: true, applied_at: at(-10) },
    { position_id: pid(2), status: 'interviewing', is_active: true, applied_at: at(-21) },
    { position_id: pid(3), status: 'offered', is_active: true, applied_at: at(-40) },
    { position_id: pid(4), status: 'rejected', is_active: false, applied_at: at(-60) },
    { position_id: pid(5), status: 'withdrawn', is_active: false, applied_at: at(-75) },
  ];
  await db
    .insertInto('applications')
    .values(applications.map((a) => ({ ...a, candidate_id: candidateId, answers: JSON.stringify({}), updated_at: a.applied_at })))
    .execute();

  await db
    .insertInto('draft_applications')
    .values([
      { candidate_id: candidateId, position_id: pid(6), answers: JSON.stringify({ firstName: 'Ada' }), updated_at: at(-1) },
      { candidate_id: candidateId, position_id: pid(7), answers: JSON.stringify({ firstName: 'Ada', coverLetter: 'Dear team,' }), updated_at: at(-4) },
      ...closed.slice(0, 1).map((p) => ({ candidate_id: candidateId, position_id: p.id, answers: JSON.stringify({}), updated_at: at(-30) })),
    ])
    .execute();

  await db
    .insertInto('interviews')
    .values([
      {
        candidate_id: candidateId,
        position_id: pid(2),
        title: `Technical interview: ${open[2]!.title}`,
        starts_at: at(2, 1),
        ends_at: at(2, 2),
        location: null,
        meeting_url: 'https://meet.example.com/acme-tech',
        status: 'scheduled',
      },
      {
        candidate_id: candidateId,
        position_id: pid(2),
        title: `Hiring manager chat: ${open[2]!.title}`,
        starts_at: at(5, 3),
        ends_at: at(5, 4),
        location: 'Acme HQ, Austin',
        meeting_url: null,
        status: 'scheduled',
      },
      {
        candidate_id: candidateId,
        position_id: pid(1),
        title: `Recruiter screen: ${open[1]!.title}`,
        starts_at: at(-6),
        ends_at: at(-6, 1),
        location: null,
        meeting_url: 'https://meet.example.com/acme-screen',
        status: 'completed',
      },
    ])
    .execute();

  const events = await db
    .insertInto('events')
    .values([
      {
        domain,
        title: 'Engineering open house',
        description: 'Meet the platform team, see demos and ask anything.',
        starts_at: at(7, 17),
        ends_at: at(7, 19),
        location: 'Acme HQ, Austin',
      },
      {
        domain,
        title: 'Women in Tech breakfast',
        description: 'A morning of talks and mentoring.',
        starts_at: at(14, 8),
        ends_at: at(14, 10),
        location: 'Online',
      },
      {
        domain,
        title: 'Graduate hiring day',
        description: 'Interviews and tours for graduates.',
        starts_at: at(-12, 9),
        ends_at: at(-12, 16),
        location: 'Acme London',
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('event_registrations')
    .values([
      { candidate_id: candidateId, event_id: events[0]!.id, application_status: 'in_review' },
      { candidate_id: candidateId, event_id: events[2]!.id, application_status: 'submitted' },
    ])
    .execute();

  await db
    .insertInto('referrals')
    .values([
      { candidate_id: candidateId, position_id: pid(8), referrer_name: 'Charles Babbage', status: 'submitted', created_at: at(-8) },
      { candidate_id: candidateId, position_id: pid(9), referrer_name: 'Mary Somerville', status: 'viewed', created_at: at(-15) },
    ])
    .execute();

  await db
    .insertInto('saved_positions')
    .values([10, 11, 12, 13].map((i) => ({ candidate_id: candidateId, position_id: pid(i), created_at: at(-i) })))
    .execute();
  await db
    .insertInto('job_cart_items')
    .values([
      { candidate_id: candidateId, position_id: pid(14) },
      { candidate_id: candidateId, position_id: pid(15) },
      ...closed.slice(1, 2).map((p) => ({ candidate_id: candidateId, position_id: p.id })),
    ])
    .execute();

  // Through createNotification, as every notification is written: by key, so each reader gets them in their language.
  const notifications: (NewNotification & { seen?: { is_clicked?: true; is_viewed: true } })[] = [
    {
      candidateId,
      category: serverText('alerts.category.offers'),
      message: serverText('alerts.notification.offerExtended', { title: open[3]!.title }),
      notificationType: 'action_required',
      redirectUrl: '/careers/offers',
      createdAt: at(0, -2),
    },
    {
      candidateId,
      category: serverText('alerts.category.forms'),
      // The onboarding form's title (configs/forms/<domain>/onboarding.json), due as seedForms assigns it.
      message: serverText('alerts.notification.formAssigned', { title: 'Welcome aboard', dueDate: at(7).toISOString() }),
      notificationType: 'action_required',
      redirectUrl: '/careers/forms/center',
      createdAt: at(-1),
    },
    {
      candidateId,
      category: serverText('alerts.category.interviews'),
      message: serverText('alerts.notification.interviewScheduled', { title: open[2]!.title, startsDateTime: at(2, 1).toISOString() }),
      notificationType: 'info',
      redirectUrl: '/careers/interviews',
      createdAt: at(-1, -3),
    },
    {
      candidateId,
      category: serverText('alerts.category.applications'),
      message: serverText('alerts.notification.applicationStatus.in_review', { title: open[1]!.title }),
      notificationType: 'info',
      redirectUrl: '/careers/applications',
      createdAt: at(-5),
      seen: { is_clicked: true, is_viewed: true },
    },
    {
      candidateId,
      category: serverText('alerts.category.jobAlerts'),
      message: serverText('alerts.notification.savedSearchMatches', { title: open[0]!.title, count: 11, search: 'engineer' }),
      notificationType: 'info',
      redirectUrl: '/careers/search?query=engineer&location=Austin',
      createdAt: at(-7),
      seen: { is_viewed: true },
    },
  ];
  for (const { seen, ...notification } of notifications) {
    const id = await createNotification(db, notification);
    if (seen && id !== null) await db.updateTable('notifications').set(seen).where('id', '=', id).execute();
  }

  await db
    .insertInto('saved_searches')
    .values({ candidate_id: candidateId, domain, query: 'engineer', location: 'Austin', filters: JSON.stringify({ department: ['Engineering'] }) })
    .execute();
}
