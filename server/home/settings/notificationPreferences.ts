import type { NotificationPreferences } from '../../../schemas/generated/api/home';
import type { Candidate } from '../../db/Database';

/** Everything is on until the candidate turns it off in settings. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { email: true, inApp: true, savedSearchAlerts: true, savedSearchDigest: false };

/** The candidate's notification preferences with the defaults filled in (saved-search alerts read savedSearchAlerts). */
export function notificationPreferences(candidate: Pick<Candidate, 'notification_preferences'>): NotificationPreferences {
  const saved = (candidate.notification_preferences ?? {}) as Partial<Record<keyof NotificationPreferences, unknown>>;
  const pick = (key: keyof NotificationPreferences) => (typeof saved[key] === 'boolean' ? (saved[key] as boolean) : DEFAULT_NOTIFICATION_PREFERENCES[key]);
  return { email: pick('email'), inApp: pick('inApp'), savedSearchAlerts: pick('savedSearchAlerts'), savedSearchDigest: pick('savedSearchDigest') };
}
