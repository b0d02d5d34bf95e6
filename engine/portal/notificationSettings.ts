import type { EmployerConfig } from '../../schemas/generated/employer-config';

/** The notifications slice: whether the bell shows and whether 'Action required' is usable. */
export function resolveNotificationSettings(config: EmployerConfig) {
  const notifications = config.notificationsConfig ?? {};
  return {
    inAppEnabled: notifications.enableCandidateInappNotifications === true,
    actionRequiredEnabled: notifications.hasActionRequiredNotificationsConfigured === true,
  };
}
