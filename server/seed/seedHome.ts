import type { Kysely } from 'kysely';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { ApplicationStatus, InterviewStatus } from '../../schemas/generated/api/integrations';
import type { Database } from '../db/Database';
import { checkApplicationInput, checkInterviewInput } from '../integrations/eventInput';
import { storeApplication, type StoreOutcome } from '../integrations/storeApplication';
import { storeInterview } from '../integrations/storeInterview';
import { createNotification, type NewNotification } from '../home/notifications/createNotification';
import { serverText } from '../i18n/serverText';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The seed writes the demo's notifications itself. */
const QUIET = { notify: false };

/** One of the demo's ATS calls, checked and stored as the integration API does: one refused is a bug in the seed. */
async function sendToPortico<Input>(
  checked: { ok: true; value: Input } | { ok: false; errors: ConfigError[] },
  store: (input: Input) => Promise<StoreOutcome>,
): Promise<void> {
  const outcome = checked.ok ? await store(checked.value) : checked;
  if (!outcome.ok) throw new Error(`The demo's ATS data was refused: ${JSON.stringify(outcome.errors)}`);
}

/** Ada's history: applications in several states, drafts, interviews, events, referrals, saved jobs, a job cart, notifications. */
export async function seedHome(db: Kysely<Database>, candidate: { id: string; email: string }, domain: string, now: Date): Promise<void> {
  const open = await db
    .selectFrom('positions')
    .select(['id', 'title', 'external_id'])
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
  const candidateId = candidate.id;

  // Her applications and interviews come from the employer's ATS, as the integration API takes them,
  // each at the time it happened; the demo's notifications are the hand-written ones below.
  const applications: { position: number; status: ApplicationStatus; appliedAt: Date }[] = [
    { position: 0, status: 'submitted', appliedAt: at(-3) },
    { position: 1, status: 'in_review', appliedAt: at(-10) },
    { position: 2, status: 'interviewing', appliedAt: at(-21) },
    { position: 3, status: 'offered', appliedAt: at(-40) },
    { position: 4, status: 'rejected', appliedAt: at(-60) },
    { position: 5, status: 'withdrawn', appliedAt: at(-75) },
  ];
  const applicationId = (position: number) => `application-${open[position]!.external_id!}`;
  for (const { position, status, appliedAt } of applications) {
    const input = { candidateEmail: candidate.email, positionExternalId: open[position]!.external_id!, status };
    await sendToPortico(checkApplicationInput(input), (checked) => storeApplication(db, domain, applicationId(position), checked, appliedAt, QUIET));
  }

  await db
    .insertInto('draft_applications')
    .values([
      { candidate_id: candidateId, position_id: pid(6), answers: JSON.stringify({ firstName: 'Ada' }), updated_at: at(-1) },
      { candidate_id: candidateId, position_id: pid(7), answers: JSON.stringify({ firstName: 'Ada', coverLetter: 'Dear team,' }), updated_at: at(-4) },
      ...closed.slice(0, 1).map((p) => ({ candidate_id: candidateId, position_id: p.id, answers: JSON.stringify({}), updated_at: at(-30) })),
    ])
    .execute();

  const interview = (position: number, title: string, location: string, starts: Date, ends: Date, status: InterviewStatus) => ({
    applicationExternalId: applicationId(position),
    title: `${title}: ${open[position]!.title}`,
    location,
    startsAt: starts.toISOString(),
    endsAt: ends.toISOString(),
    status,
  });
  const interviews = {
    technical: interview(2, 'Technical interview', 'https://meet.example.com/acme-tech', at(2, 1), at(2, 2), 'scheduled'),
    'hiring-manager': interview(2, 'Hiring manager chat', 'Acme HQ, Austin', at(5, 3), at(5, 4), 'scheduled'),
    screen: interview(1, 'Recruiter screen', 'https://meet.example.com/acme-screen', at(-6), at(-6, 1), 'completed'),
  };
  for (const [name, input] of Object.entries(interviews))
    await sendToPortico(checkInterviewInput(input), (checked) => storeInterview(db, domain, `${input.applicationExternalId}-${name}`, checked, now, QUIET));

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
