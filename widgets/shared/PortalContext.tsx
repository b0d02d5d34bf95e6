import { createContext, useContext } from 'react';

/** Resolved facts about the portal and the visitor that widgets may use (never the raw employer config). */
export interface PortalInfo {
  domain: string;
  employerName: string;
  language: string;
  microsite: string | null;
  user: { isLoggedIn: boolean; isAdmin: boolean; isThemeBuilderUser: boolean; userId?: string; fullName?: string };
  loginEnabled: boolean;
}

const PortalContext = createContext<PortalInfo | null>(null);

export const PortalProvider = PortalContext.Provider;

export function usePortal(): PortalInfo {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside <PortalProvider>.');
  return portal;
}
