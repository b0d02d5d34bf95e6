import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { Notification, NotificationIdParams, NotificationsQuery } from '../../../schemas/generated/api/notifications';
import type { NotificationsTable } from '../../db/Database';
import { apiRef, responses } from '../../http/apiSchemas';
import { notFound } from '../../http/HttpError';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { requestLanguage } from '../../i18n/requestLanguage';
import { serverTextIn, type ServerText } from '../../i18n/serverText';
import { inAppNotificationsEnabled } from './inAppNotificationsEnabled';
import { isSitePath } from './sitePath';
import { message } from '../../../engine/i18n/Message';

/** The panel shows the most recent ones; older notifications stay stored but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 100;

/** A text the server wrote by key, in the reader's language; the stored English for a row without a key. */
function textIn(language: string, key: string | null, params: Record<string, string | number> | null, stored: string): string {
  if (!key) return stored;
  try {
    return serverTextIn(language, { key, ...(params && { params }) } as ServerText);
  } catch {
    // A key a later version removed: the English written with the row still says it.
    return stored;
  }
}

function toNotification(row: Selectable<NotificationsTable>, language: string): Notification {
  return {
    id: row.id,
    categoryTitle: textIn(language, row.category_key, null, row.category_title),
    message: textIn(language, row.message_key, row.message_params, row.message),
    createdAt: new Date(row.created_at).toISOString(),
    isClicked: row.is_clicked,
    isViewed: row.is_viewed,
    // Belt and braces over the database constraint: never hand the page an address of another origin.
    redirectUrl: row.redirect_url && isSitePath(row.redirect_url) ? row.redirect_url : null,
    notificationType: row.notification_type,
  };
}

/**
 * In-app notifications (spec offers-shell-notifications.md §4, §7). Off for the employer (or turned off
 * by the candidate), the list is empty and the badge 0 rather than an error: the bell is simply not
 * shown. The body's domain is accepted for the request layer's sake; the employer comes from the
 * domain query parameter or the group id header like every call, and the session is of that employer.
 */
export function registerNotificationRoutes(app: FastifyInstance, { db }: ServerContext): void {
  const domainBody = apiRef('notifications', 'NotificationDomainBody');

  app.get<{ Querystring: NotificationsQuery }>(
    '/api/pcsx/notifications',
    { schema: { querystring: apiRef('notifications', 'NotificationsQuery'), response: responses(200, apiRef('notifications', 'NotificationsResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      if (!inAppNotificationsEnabled(request.portal.config, viewer)) return { data: { notifications: [] } };
      let query = db.selectFrom('notifications').selectAll().where('candidate_id', '=', viewer.id);
      if (request.query.type_filter === 'action_required') query = query.where('notification_type', '=', 'action_required');
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(NOTIFICATION_LIST_LIMIT).execute();
      const language = requestLanguage(request, request.portal.config.defaultLanguage);
      return { data: { notifications: rows.map((row) => toNotification(row, language)) } };
    },
  );

  app.get(
    '/api/pcsx/notification_badge',
    { schema: { querystring: apiRef('common', 'DomainQuery'), response: responses(200, apiRef('notifications', 'NotificationBadgeResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      if (!inAppNotificationsEnabled(request.portal.config, viewer)) return { data: { count: 0 } };
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('candidate_id', '=', viewer.id)
        .where('is_viewed', '=', false)
        .executeTakeFirstOrThrow();
      return { data: { count: Number(row.count) } };
    },
  );

  const updated = (rows: readonly { numUpdatedRows: bigint }[]) => ({ data: { updated: Number(rows[0]?.numUpdatedRows ?? 0n) } });

  app.post(
    '/api/pcsx/notifications/mark_all_viewed',
    { schema: { body: domainBody, response: responses(200, apiRef('notifications', 'NotificationsUpdatedResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      return updated(
        await db.updateTable('notifications').set({ is_viewed: true }).where('candidate_id', '=', viewer.id).where('is_viewed', '=', false).execute(),
      );
    },
  );

  // Opening a notification also counts as seeing it.
  app.post(
    '/api/pcsx/notifications/mark_all_clicked',
    { schema: { body: domainBody, response: responses(200, apiRef('notifications', 'NotificationsUpdatedResponse')) } },
    async (request) => {
      const viewer = requireViewer(request);
      return updated(
        await db
          .updateTable('notifications')
          .set({ is_clicked: true, is_viewed: true })
          .where('candidate_id', '=', viewer.id)
          .where((eb) => eb.or([eb('is_clicked', '=', false), eb('is_viewed', '=', false)]))
          .execute(),
      );
    },
  );

  app.post<{ Params: NotificationIdParams }>(
    '/api/pcsx/notifications/:id/mark_clicked',
    {
      schema: {
        params: apiRef('notifications', 'NotificationIdParams'),
        body: domainBody,
        response: responses(200, apiRef('notifications', 'NotificationResponse')),
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // Another candidate's id is a 404 like an unknown one, so ids cannot be probed.
      const row = await db
        .updateTable('notifications')
        .set({ is_clicked: true, is_viewed: true })
        .where('id', '=', request.params.id)
        .where('candidate_id', '=', viewer.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(message('home.refusal.notificationNotFound'));
      return { data: toNotification(row, requestLanguage(request, request.portal.config.defaultLanguage)) };
    },
  );

  app.get(
    '/api/pcsx/notifications_boot_data',
    { schema: { querystring: apiRef('common', 'DomainQuery'), response: responses(200, apiRef('notifications', 'NotificationsBootDataResponse')) } },
    async (request) => ({
      data: {
        groupId: request.portal.domain,
        isLoggedIn: request.viewer !== null,
        enableCandidateInappNotifications: inAppNotificationsEnabled(request.portal.config, request.viewer),
        hasActionRequiredNotificationsConfigured: request.portal.config.notificationsConfig?.hasActionRequiredNotificationsConfigured === true,
      },
    }),
  );
}
