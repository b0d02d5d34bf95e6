import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';
import { registerDashboardRoutes } from './dashboard/registerDashboardRoutes';
import { registerExportResumeRoute } from './exportResume/registerExportResumeRoute';
import { registerNotificationRoutes } from './notifications/registerNotificationRoutes';
import { registerOnboardingRoutes } from './registerOnboardingRoutes';
import { registerPageLogRoute } from './pageLog/registerPageLogRoute';
import { registerProfileRoutes } from './profile/registerProfileRoutes';
import { registerSettingsRoutes } from './settings/registerSettingsRoutes';

/**
 * The candidate home area: app-start gates (terms, onboarding, bootstrapping), dashboard tabs and
 * drafts, profile, notifications, settings and account, resume export, and page logging (/vslog).
 * Everything is logged-in only (401 + X-Login-Required) except the terms read, the notifications boot
 * data and /vslog.
 */
export function registerHomeArea(app: FastifyInstance, context: ServerContext): void {
  registerOnboardingRoutes(app, context);
  registerDashboardRoutes(app, context);
  registerProfileRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerExportResumeRoute(app, context);
  registerPageLogRoute(app, context);
}
