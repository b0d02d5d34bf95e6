import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../../../engine/pages/pageIds';
import { requiresLogin, routeTable, type RouteAccess, type RouteDefinition } from '../../../engine/routes/routeTable';

/**
 * The route table of spec offers-shell-notifications.md section 2, in router path syntax:
 * {pid} (optional) is {-$pid}, a required {id} is $id. pageId is left out where the spec names none.
 */
const specRoutes: { path: string; pageId?: RouteDefinition['pageId']; access: RouteAccess; hideFooter?: boolean }[] = [
  { path: '/careers/profile', pageId: 'profile', access: 'protected' },
  { path: '/careers/dashboard', pageId: 'dashboard', access: 'protected' },
  { path: '/careers/dashboardv2', pageId: 'dashboard', access: 'protected' },
  { path: '/careers/settings', pageId: 'settings', access: 'protected' },
  { path: '/careers/export-resume', pageId: 'exportResume', access: 'protected' },
  { path: '/careers/apply', pageId: 'applyPage', access: 'applyAccess', hideFooter: true },
  { path: '/careers/job/private', pageId: 'singlePosition', access: 'public' },
  { path: '/careers/job/{-$pid}', pageId: 'singlePosition', access: 'public' },
  { path: '/logout', pageId: 'logout', access: 'open' },
  { path: '/careers/login', pageId: 'login', access: 'public' },
  { path: '/careers/forms/center', pageId: 'documentCenter', access: 'protected' },
  { path: '/careers/forms', pageId: 'formView', access: 'open' },
  { path: '/careers/applications', pageId: 'applications', access: 'protected' },
  { path: '/careers/saved-jobs', pageId: 'savedJobs', access: 'protected' },
  { path: '/careers/interviews', pageId: 'interviews', access: 'protected' },
  { path: '/careers/events', pageId: 'events', access: 'protected' },
  { path: '/careers/onboarding', pageId: 'onboarding', access: 'protected', hideFooter: true },
  { path: '/careers/offers', pageId: 'offers', access: 'protected' },
  { path: '/careers/offer/$id', pageId: 'offer', access: 'protected' },
  { path: '/careers/offer/$id/offer-document/$documentId', access: 'protected' },
  { path: '/careers/offer-letter/$id', pageId: 'offerLetter', access: 'protected' },
  { path: '/careers/search', pageId: 'jobs', access: 'public' },
  { path: '/careers/{-$query}/{-$location}', pageId: 'jobs', access: 'public' },
];

const byPath = new Map(routeTable.map((route) => [route.path, route]));

describe('routeTable', () => {
  it.each(specRoutes)('has $path for page $pageId with access $access', ({ path, pageId, access, hideFooter }) => {
    const route = byPath.get(path);
    expect(route, `no route for ${path}`).toBeDefined();
    if (pageId) expect(route?.pageId).toBe(pageId);
    expect(route?.access).toBe(access);
    expect(route?.hideFooter === true).toBe(hideFooter === true);
  });

  it('hides the footer only on apply and onboarding pages', () => {
    const hiding = routeTable.filter((route) => route.hideFooter).map((route) => route.pageId);
    expect(new Set(hiding)).toEqual(new Set(['applyPage', 'onboarding']));
  });

  it('serves the v2 dashboard on /careers/dashboardv2 only', () => {
    expect(routeTable.filter((route) => route.variant === 'v2').map((route) => route.path)).toEqual(['/careers/dashboardv2']);
  });

  it('marks /logout as a server route the browser leaves the app for', () => {
    expect(byPath.get('/logout')?.external).toBe(true);
    expect(routeTable.filter((route) => route.external).map((route) => route.path)).toEqual(['/logout']);
  });

  it('gives each route a unique name and a unique path', () => {
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
    expect(byPath.size).toBe(routeTable.length);
  });

  it('only names known page ids', () => {
    for (const route of routeTable) expect(PAGE_IDS).toContain(route.pageId);
  });

  it('keeps the private apply link of the spec (/careers/apply/private) as an apply page', () => {
    expect(byPath.get('/careers/apply/private')).toMatchObject({ pageId: 'applyPage', access: 'applyAccess', hideFooter: true });
  });

  it('uses only the four kinds of access', () => {
    for (const route of routeTable) expect(['public', 'protected', 'applyAccess', 'open']).toContain(route.access);
  });
});

describe('requiresLogin', () => {
  it('requires login for every protected route whatever the apply setting', () => {
    for (const loggedOutApplyEnabled of [true, false]) {
      for (const route of routeTable.filter((r) => r.access === 'protected')) {
        expect(requiresLogin(route, { loggedOutApplyEnabled })).toBe(true);
      }
    }
  });

  it('requires login for apply only when logged-out apply is disabled', () => {
    const apply = byPath.get('/careers/apply')!;
    expect(requiresLogin(apply, { loggedOutApplyEnabled: true })).toBe(false);
    expect(requiresLogin(apply, { loggedOutApplyEnabled: false })).toBe(true);
  });

  it.each(['/careers/search', '/careers/job/{-$pid}', '/careers/login', '/careers/forms', '/logout'])('never requires login for %s', (path) => {
    const route = byPath.get(path)!;
    expect(requiresLogin(route, { loggedOutApplyEnabled: false })).toBe(false);
    expect(requiresLogin(route, { loggedOutApplyEnabled: true })).toBe(false);
  });
});
