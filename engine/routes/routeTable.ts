import type { PageId } from '../pages/pageIds';

/**
 * Who may open a route:
 * - public: anyone;
 * - protected: logged-in candidates; a logged-out visitor gets the auth modal;
 * - applyAccess: protected only when logged-out apply is disabled by config;
 * - open: not protected (the forms route; /logout).
 */
export type RouteAccess = 'public' | 'protected' | 'applyAccess' | 'open';

export interface RouteDefinition {
  /** Stable name, used for the router and in tests. */
  name: string;
  /** TanStack Router path syntax: $param required, {-$param} optional. */
  path: string;
  pageId: PageId;
  access: RouteAccess;
  /** Pages that hide the footer (apply, onboarding). */
  hideFooter?: boolean;
  /** The v2 variant of a page (dashboardv2). */
  variant?: 'v2';
  /** Server-side route: the browser leaves the app (logout). */
  external?: boolean;
  /** The server renders the page's markup (with its first data) so it shows before the scripts run; the browser hydrates it. */
  serverRendered?: boolean;
}

/** Every route of the product (spec offers-shell-notifications.md, section 2). Order does not matter: static segments rank above params. */
export const routeTable: readonly RouteDefinition[] = [
  { name: 'profile', path: '/careers/profile', pageId: 'profile', access: 'protected', serverRendered: true },
  { name: 'dashboard', path: '/careers/dashboard', pageId: 'dashboard', access: 'protected', serverRendered: true },
  { name: 'dashboardV2', path: '/careers/dashboardv2', pageId: 'dashboard', access: 'protected', variant: 'v2', serverRendered: true },
  { name: 'settings', path: '/careers/settings', pageId: 'settings', access: 'protected', serverRendered: true },
  { name: 'exportResume', path: '/careers/export-resume', pageId: 'exportResume', access: 'protected' },
  { name: 'apply', path: '/careers/apply', pageId: 'applyPage', access: 'applyAccess', hideFooter: true },
  { name: 'applyPrivate', path: '/careers/apply/private', pageId: 'applyPage', access: 'applyAccess', hideFooter: true },
  { name: 'jobPrivate', path: '/careers/job/private', pageId: 'singlePosition', access: 'public', serverRendered: true },
  { name: 'job', path: '/careers/job/{-$pid}', pageId: 'singlePosition', access: 'public', serverRendered: true },
  { name: 'logout', path: '/logout', pageId: 'logout', access: 'open', external: true },
  { name: 'login', path: '/careers/login', pageId: 'login', access: 'public' },
  { name: 'formsCenter', path: '/careers/forms/center', pageId: 'documentCenter', access: 'protected', serverRendered: true },
  { name: 'forms', path: '/careers/forms', pageId: 'formView', access: 'open', serverRendered: true },
  { name: 'applications', path: '/careers/applications', pageId: 'applications', access: 'protected', serverRendered: true },
  { name: 'savedJobs', path: '/careers/saved-jobs', pageId: 'savedJobs', access: 'protected', serverRendered: true },
  { name: 'savedSearches', path: '/careers/saved-searches', pageId: 'savedSearches', access: 'protected', serverRendered: true },
  { name: 'interviews', path: '/careers/interviews', pageId: 'interviews', access: 'protected', serverRendered: true },
  { name: 'events', path: '/careers/events', pageId: 'events', access: 'protected', serverRendered: true },
  { name: 'onboarding', path: '/careers/onboarding', pageId: 'onboarding', access: 'protected', hideFooter: true, serverRendered: true },
  { name: 'offers', path: '/careers/offers', pageId: 'offers', access: 'protected', serverRendered: true },
  { name: 'offer', path: '/careers/offer/$id', pageId: 'offer', access: 'protected', serverRendered: true },
  { name: 'offerDocument', path: '/careers/offer/$id/offer-document/$documentId', pageId: 'offerLetter', access: 'protected', serverRendered: true },
  { name: 'offerLetter', path: '/careers/offer-letter/$id', pageId: 'offerLetter', access: 'protected', serverRendered: true },
  { name: 'careers', path: '/careers', pageId: 'jobs', access: 'public', serverRendered: true },
  { name: 'search', path: '/careers/search', pageId: 'jobs', access: 'public', serverRendered: true },
  { name: 'searchQuery', path: '/careers/{-$query}/{-$location}', pageId: 'jobs', access: 'public', serverRendered: true },
];

/** Whether a visitor in this state must log in before seeing the route. */
export function requiresLogin(route: Pick<RouteDefinition, 'access'>, options: { loggedOutApplyEnabled: boolean }): boolean {
  if (route.access === 'protected') return true;
  if (route.access === 'applyAccess') return !options.loggedOutApplyEnabled;
  return false;
}
