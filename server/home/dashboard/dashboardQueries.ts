import { sql, type Kysely } from 'kysely';
import type { Application, DashboardEvent, DraftApplication, Interview, Referral } from '../../../schemas/generated/api/dashboard';
import type { Database } from '../../db/Database';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The candidate's applications with their positions, most recently updated first. */
export async function listApplications(db: Kysely<Database>, candidateId: string, domain: string): Promise<Application[]> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select([
      'applications.id',
      'applications.position_id',
      'positions.title',
      'positions.department',
      'positions.location',
      'positions.closed_at',
      'applications.status',
      'applications.is_active',
      'applications.applied_at',
      'applications.updated_at',
    ])
    .where('applications.candidate_id', '=', candidateId)
    .where('positions.domain', '=', domain)
    .orderBy('applications.updated_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position_id: row.position_id,
    position_title: row.title,
    department: row.department,
    location: row.location,
    status: row.status,
    is_active: row.is_active,
    position_closed: row.closed_at !== null,
    applied_at: iso(row.applied_at),
    updated_at: iso(row.updated_at),
  }));
}

/**
 * The candidate's drafts: open ones first, then those whose position closed (a closed position takes
 * no applications, so such a draft can only be deleted); the most recent first within each.
 */
export async function listDraftApplications(db: Kysely<Database>, candidateId: string, domain: string): Promise<DraftApplication[]> {
  const rows = await db
    .selectFrom('draft_applications')
    .innerJoin('positions', 'positions.id', 'draft_applications.position_id')
    .select([
      'draft_applications.id',
      'draft_applications.position_id',
      'positions.title',
      'positions.location',
      'positions.closed_at',
      'draft_applications.updated_at',
    ])
    .where('draft_applications.candidate_id', '=', candidateId)
    .where('positions.domain', '=', domain)
    .orderBy(sql`positions.closed_at is not null`)
    .orderBy('draft_applications.updated_at', 'desc')
    .orderBy('draft_applications.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position_id: row.position_id,
    position_title: row.title,
    location: row.location,
    is_closed: row.closed_at !== null,
    updated_at: iso(row.updated_at),
  }));
}

/** The employer's events with the candidate's registration: upcoming soonest first, then past ones most recent first. */
export async function listEvents(db: Kysely<Database>, candidateId: string, domain: string, now: Date): Promise<DashboardEvent[]> {
  const rows = await db
    .selectFrom('events')
    .leftJoin('event_registrations', (join) =>
      join.onRef('event_registrations.event_id', '=', 'events.id').on('event_registrations.candidate_id', '=', candidateId),
    )
    .select([
      'events.id',
      'events.title',
      'events.description',
      'events.starts_at',
      'events.ends_at',
      'events.location',
      'event_registrations.candidate_id as registered',
      'event_registrations.application_status',
    ])
    .where('events.domain', '=', domain)
    .execute();
  const events = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    location: row.location,
    is_past: new Date(row.ends_at).getTime() < now.getTime(),
    is_registered: row.registered !== null,
    application_status: row.application_status ?? null,
  }));
  const upcoming = events.filter((event) => !event.is_past).sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);
  const past = events.filter((event) => event.is_past).sort((a, b) => b.starts_at.localeCompare(a.starts_at) || b.id - a.id);
  return [...upcoming, ...past];
}

/** The candidate's interviews: not yet ended (soonest first) and ended (most recent first). */
export async function listInterviews(
  db: Kysely<Database>,
  candidateId: string,
  domain: string,
  now: Date,
): Promise<{ upcoming: Interview[]; past: Interview[] }> {
  const rows = await db
    .selectFrom('interviews')
    .innerJoin('positions', 'positions.id', 'interviews.position_id')
    .select([
      'interviews.id',
      'interviews.position_id',
      'positions.title as position_title',
      'interviews.title',
      'interviews.starts_at',
      'interviews.ends_at',
      'interviews.location',
      'interviews.meeting_url',
      'interviews.status',
    ])
    .where('interviews.candidate_id', '=', candidateId)
    .where('positions.domain', '=', domain)
    .orderBy('interviews.starts_at')
    .orderBy('interviews.id')
    .execute();
  const interviews = rows.map((row) => ({ ...row, starts_at: iso(row.starts_at), ends_at: iso(row.ends_at) }));
  const ended = (interview: Interview) => new Date(interview.ends_at).getTime() <= now.getTime();
  return { upcoming: interviews.filter((interview) => !ended(interview)), past: interviews.filter(ended).reverse() };
}

/**
 * The candidate's referrals with their own application to the referred position. With
 * onlyAppliedPositions (gates.referralWithCandidateApplicationGate) a referral is listed only once the
 * candidate has applied to that position.
 */
export async function listReferrals(db: Kysely<Database>, candidateId: string, domain: string, onlyAppliedPositions: boolean): Promise<Referral[]> {
  let query = db
    .selectFrom('referrals')
    .innerJoin('positions', 'positions.id', 'referrals.position_id')
    .select((eb) => [
      'referrals.id',
      'referrals.position_id',
      'positions.title as position_title',
      'positions.location',
      'referrals.referrer_name',
      'referrals.status',
      'referrals.created_at',
      eb
        .selectFrom('applications')
        .select('applications.status')
        .whereRef('applications.position_id', '=', 'referrals.position_id')
        .whereRef('applications.candidate_id', '=', 'referrals.candidate_id')
        .orderBy('applications.applied_at', 'desc')
        .limit(1)
        .as('application_status'),
    ])
    .where('referrals.candidate_id', '=', candidateId)
    .where('positions.domain', '=', domain);
  if (onlyAppliedPositions) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('applications')
          .select('applications.id')
          .whereRef('applications.position_id', '=', 'referrals.position_id')
          .whereRef('applications.candidate_id', '=', 'referrals.candidate_id'),
      ),
    );
  }
  const rows = await query.orderBy('referrals.created_at', 'desc').orderBy('referrals.id', 'desc').execute();
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), application_status: row.application_status ?? null }));
}
