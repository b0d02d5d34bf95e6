import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';
import { registerDashboardRoutes } from '../candidateHome/dashboard/registerDashboardRoutes';
import { registerExportResumeRoute } from '../candidateHome/exportResume/registerExportResumeRoute';
import { registerNotificationRoutes } from '../candidateHome/notifications/registerNotificationRoutes';
import { registerOnboardingRoutes } from '../candidateHome/registerOnboardingRoutes';
import { registerPageLogRoute } from '../candidateHome/pageLog/registerPageLogRoute';
import { registerProfileRoutes } from '../candidateHome/profile/registerProfileRoutes';
import { registerSettingsRoutes } from '../candidateHome/settings/registerSettingsRoutes';

/**
 * The candidate home area: app-start gates (terms, onboarding, bootstrapping), dashboard tabs and
 * drafts, profile, notifications, settings and account, resume export, and page logging (/vslog).
 * Everything is logged-in only (401 + X-Login-Required) except the terms read, the notifications boot
 * data and /vslog.
 */
export function registerCandidateHomeRoutes(app: FastifyInstance, context: ServerContext): void {
  registerOnboardingRoutes(app, context);
  registerDashboardRoutes(app, context);
  registerProfileRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerExportResumeRoute(app, context);
  registerPageLogRoute(app, context);
}
