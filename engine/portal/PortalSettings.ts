import type { PageConfig } from '../i18n/localizedText';
import { resolveDashboardSettings } from './dashboardSettings';
import { resolveFormSettings } from './formSettings';
import { resolveNotificationSettings } from './notificationSettings';
import { resolveOfferSettings } from './offerSettings';
import { resolveSearchSettings } from './searchSettings';

/**
 * What widgets may know of the employer config, resolved once at start with defaults applied, its
 * texts in the page language (pageConfig). Widgets
 * never read the raw config (ARCHITECTURE.md rule 3); each area owns one slice in its own file here.
 */
export interface PortalSettings {
  search: ReturnType<typeof resolveSearchSettings>;
  dashboard: ReturnType<typeof resolveDashboardSettings>;
  notifications: ReturnType<typeof resolveNotificationSettings>;
  offers: ReturnType<typeof resolveOfferSettings>;
  forms: ReturnType<typeof resolveFormSettings>;
}

export function resolvePortalSettings(config: PageConfig): PortalSettings {
  return {
    search: resolveSearchSettings(config),
    dashboard: resolveDashboardSettings(config),
    notifications: resolveNotificationSettings(config),
    offers: resolveOfferSettings(config),
    forms: resolveFormSettings(config),
  };
}
