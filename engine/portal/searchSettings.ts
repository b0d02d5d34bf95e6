import type { EmployerConfig } from '../../schemas/generated/employer-config';

/** The search area's slice of the employer config (search, filters, map, position details, flags). */
export function resolveSearchSettings(config: EmployerConfig) {
  const pcsx = config.pcsxConfig ?? {};
  return {
    searchConfig: pcsx.searchConfig ?? {},
    searchOptionsMap: pcsx.searchOptionsMap ?? {},
    positionDetailsConfig: pcsx.positionDetailsConfig ?? {},
    enableCommaInFilterValues: config.behaviourFlags?.enableCommaInFilterValues === true,
    savedSearchNotificationsEnabled: config.notificationsConfig?.savedSearchNotification?.enabled === true,
    loggedOutNotificationConfig: pcsx.loggedOutNotificationConfig ?? {},
  };
}
