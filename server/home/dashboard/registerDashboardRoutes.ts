import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeleteDraftApplicationsRequest } from '../../../schemas/generated/api/dashboard';
import { profileCompleteness } from '../../../engine/home/profileCompleteness';
import { apiRef, responses } from '../../http/apiSchemas';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { loadProfile } from '../profile/loadProfile';
import { knownTimeZone } from './calendarDaysUntil';
import { computeNudges } from './computeNudges';
import { listApplications, listDraftApplications, listEvents, listInterviews, listReferrals } from './dashboardQueries';

/** The dashboard tabs' data; each tab is its own call so one slow or failing tab does not hold the others. */
export function registerDashboardRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  const domainQuery = apiRef('common', 'DomainQuery');
  const get = (path: string, definition: string, handler: (request: FastifyRequest) => Promise<unknown>) =>
    app.get(path, { schema: { querystring: domainQuery, response: responses(200, apiRef('dashboard', definition)) } }, handler);

  get('/api/pcsx/dashboard/applications', 'ApplicationsResponse', async (request) => {
    const applications = await listApplications(db, requireViewer(request).id, request.portal.domain);
    return { data: { applications: applications.filter((a) => a.is_active), inactiveApplications: applications.filter((a) => !a.is_active) } };
  });

  get('/api/pcsx/dashboard/nudges', 'NudgesResponse', async (request) => {
    const viewer = requireViewer(request);
    const [profile, drafts, interviews] = await Promise.all([
      loadProfile(db, viewer),
      listDraftApplications(db, viewer.id, request.portal.domain),
      listInterviews(db, viewer.id, request.portal.domain, now()),
    ]);
    const timeZone = knownTimeZone(request.headers['x-portico-timezone']);
    return {
      data: { nudges: computeNudges({ analysis: profileCompleteness(profile), drafts, upcomingInterviews: interviews.upcoming, now: now(), timeZone }) },
    };
  });

  get('/api/pcsx/dashboard/events', 'EventsResponse', async (request) => ({
    data: { events: await listEvents(db, requireViewer(request).id, request.portal.domain, now()) },
  }));

  get('/api/pcsx/dashboard/interviews', 'InterviewsResponse', async (request) => ({
    data: await listInterviews(db, requireViewer(request).id, request.portal.domain, now()),
  }));

  // gates.referralWithCandidateApplicationGate: a referral shows only once the candidate applied to the
  // referred position (a referral counts with an application; before that it is the referrer's, not the
  // candidate's, business). Off: every referral shows, with the application status when there is one.
  get('/api/pcsx/dashboard/referrals', 'ReferralsResponse', async (request) => {
    const gated = request.portal.config.gates?.referralWithCandidateApplicationGate === true;
    return { data: { referrals: await listReferrals(db, requireViewer(request).id, request.portal.domain, gated), gated } };
  });

  get('/api/pcsx/draft_applications', 'DraftApplicationsResponse', async (request) => ({
    data: { draft_applications: await listDraftApplications(db, requireViewer(request).id, request.portal.domain) },
  }));

  app.delete<{ Body: DeleteDraftApplicationsRequest }>(
    '/api/pcsx/draft_applications',
    {
      schema: { body: apiRef('dashboard', 'DeleteDraftApplicationsRequest'), response: responses(200, apiRef('dashboard', 'DeleteDraftApplicationsResponse')) },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // Only the candidate's own drafts: another candidate's or an unknown position id deletes nothing.
      const result = await db
        .deleteFrom('draft_applications')
        .where('candidate_id', '=', viewer.id)
        .where('position_id', 'in', [...new Set(request.body.position_ids)])
        .executeTakeFirst();
      return { data: { deleted: Number(result.numDeletedRows) } };
    },
  );
}
