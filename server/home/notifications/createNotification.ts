import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/languages';
import { serverTextIn, type ServerText } from '../../i18n/serverText';
import { isSitePath } from './sitePath';

export interface NewNotification {
  candidateId: string;
  /** Texts by key (locales/<language>/alerts.json): each reader gets them in their language. */
  category: ServerText;
  message: ServerText;
  /** action_required shows under the Action required tab; anything else (info) only under All. */
  notificationType: 'action_required' | 'info';
  redirectUrl: string | null;
  /**
   * The event it tells of (`offer-extended:42`): a candidate is told of an event once, whichever
   * process or retry writes it. Without one, every call adds a notification.
   */
  dedupeKey?: string;
  createdAt?: Date;
}

/**
 * Stores a notification for a candidate (offers, forms, applications, interviews and saved-search
 * alerts call it); the id, or null when the event was already told. The redirect must be a path of
 * this site: an address of another origin is refused here, and the database refuses it too
 * (constraint notifications_redirect_url_site_path) whoever writes the row.
 */
export async function createNotification(db: Kysely<Database>, notification: NewNotification): Promise<number | null> {
  if (notification.redirectUrl !== null && !isSitePath(notification.redirectUrl)) {
    throw new Error(`A notification may only link to a path of this site, not ${JSON.stringify(notification.redirectUrl)}`);
  }
  const row = await db
    .insertInto('notifications')
    .values({
      candidate_id: notification.candidateId,
      // The English stays in the row for anyone reading the table (and rows from before the keys).
      category_title: serverTextIn(DEFAULT_LANGUAGE, notification.category),
      message: serverTextIn(DEFAULT_LANGUAGE, notification.message),
      category_key: notification.category.key,
      message_key: notification.message.key,
      message_params: notification.message.params ? JSON.stringify(notification.message.params) : null,
      notification_type: notification.notificationType,
      redirect_url: notification.redirectUrl,
      dedupe_key: notification.dedupeKey ?? null,
      ...(notification.createdAt ? { created_at: notification.createdAt } : {}),
    })
    .onConflict((conflict) => conflict.columns(['candidate_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
