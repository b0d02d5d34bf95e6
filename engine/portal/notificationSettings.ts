import type { PageConfig } from '../i18n/localizedText';

/**
 * The notifications slice: whether the bell shows and whether 'Action required' is usable; saved-search
 * alerts (notificationsConfig.savedSearchNotification) and what a logged-out visitor's bell says
 * (pcsxConfig.loggedOutNotificationConfig).
 */
export function resolveNotificationSettings(config: PageConfig) {
  const notifications = config.notificationsConfig ?? {};
  const loggedOut = config.pcsxConfig?.loggedOutNotificationConfig;
  return {
    inAppEnabled: notifications.enableCandidateInappNotifications === true,
    actionRequiredEnabled: notifications.hasActionRequiredNotificationsConfigured === true,
    savedSearchEnabled: notifications.savedSearchNotification?.enabled === true,
    loggedOut: { enabled: loggedOut?.enabled === true, message: loggedOut?.message?.trim() || null },
  };
}
