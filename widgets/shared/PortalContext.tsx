import { createContext, useContext } from 'react';
import type { PortalSettings } from '../../engine/portal/PortalSettings';

/** Resolved facts about the portal and the visitor that widgets may use (never the raw employer config). */
export interface PortalInfo {
  domain: string;
  employerName: string;
  language: string;
  microsite: string | null;
  user: { isLoggedIn: boolean; isAdmin: boolean; isThemeBuilderUser: boolean; userId?: string; fullName?: string };
  loginEnabled: boolean;
  /** Origin relative asset paths (the profile avatar) are made absolute with (boot data staticAssetHost). */
  staticAssetHost: string;
  /** The employer config as widgets may see it: one resolved slice per area (engine/portal/). */
  settings: PortalSettings;
}

const PortalContext = createContext<PortalInfo | null>(null);

export const PortalProvider = PortalContext.Provider;

export function usePortal(): PortalInfo {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside <PortalProvider>.');
  return portal;
}

/** The resolved settings of the employer config (search, dashboard, notifications, offers). */
export function usePortalSettings(): PortalSettings {
  return usePortal().settings;
}
