import type { PageContext } from '../../../engine/pages/PageContext';

/** A page's context for resolving layouts in tests: a logged-out visitor on the jobs page unless told otherwise. */
export function pageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    user: { isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false },
    flags: {},
    gates: {},
    query: {},
    page: { id: 'jobs', variant: 'v1' },
    locale: 'en',
    ...overrides,
  };
}

/** A logged-in candidate on the dashboard. */
export const candidateOnDashboard = (overrides: Partial<PageContext> = {}): PageContext =>
  pageContext({ user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false }, page: { id: 'dashboard', variant: 'v1' }, ...overrides });
