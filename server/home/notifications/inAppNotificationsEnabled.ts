import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import type { Candidate } from '../../db/Database';
import { notificationPreferences } from '../settings/notificationPreferences';

/** The employer enables in-app candidate notifications and (when known) the candidate has not turned them off. */
export function inAppNotificationsEnabled(config: EmployerConfig, viewer: Candidate | null): boolean {
  if (config.notificationsConfig?.enableCandidateInappNotifications !== true) return false;
  return viewer ? notificationPreferences(viewer).inApp : true;
}
