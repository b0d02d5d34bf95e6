import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { isSitePath } from './sitePath';

export interface NewNotification {
  candidateId: string;
  categoryTitle: string;
  message: string;
  /** action_required shows under the Action required tab; anything else (info) only under All. */
  notificationType: 'action_required' | 'info';
  redirectUrl: string | null;
  createdAt?: Date;
}

/**
 * Stores a notification for a candidate (offers, forms and saved-search alerts call it). The redirect
 * must be a path of this site: an address of another origin is refused here, and the database
 * refuses it too (constraint notifications_redirect_url_site_path) whoever writes the row.
 */
export async function createNotification(db: Kysely<Database>, notification: NewNotification): Promise<number> {
  if (notification.redirectUrl !== null && !isSitePath(notification.redirectUrl)) {
    throw new Error(`A notification may only link to a path of this site, not ${JSON.stringify(notification.redirectUrl)}`);
  }
  const row = await db
    .insertInto('notifications')
    .values({
      candidate_id: notification.candidateId,
      category_title: notification.categoryTitle,
      message: notification.message,
      notification_type: notification.notificationType,
      redirect_url: notification.redirectUrl,
      ...(notification.createdAt ? { created_at: notification.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
