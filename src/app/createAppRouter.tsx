import { createRootRoute, createRoute, createRouter, retainSearchParams, type RouterHistory } from '@tanstack/react-router';
import { lazy, type ReactNode } from 'react';
import { routeTable, type RouteDefinition } from '../../engine/routes/routeTable';
import { loadWidgetNeeds } from '../../widgets/shared/lazyWidget';
import { RETAINED_SEARCH_PARAMS } from '../../widgets/shared/PorticoLink';
import { ConfigPage } from '../pages/ConfigPage';
import { NotFound } from '../shell/NotFound';
import { ShellLayout } from '../shell/ShellLayout';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    route?: RouteDefinition;
  }
}

// /logout is the one page that is not a config page; few visitors open it, so its code loads when they do
// (React's lazy: the router's own lazyRouteComponent would add its code to every page).
const LogoutPage = lazy(() => import('../shell/LogoutPage').then((module) => ({ default: module.LogoutPage })));

/**
 * The tools for consultants and admins, outside the product's route table (they are no employer's
 * configured pages): each its own chunk, with the Chakra recipes and strings beyond the first page.
 */
const StudioPage = lazy(() => Promise.all([loadWidgetNeeds(), import('../studio/StudioPage')]).then(([, module]) => ({ default: module.StudioPage })));
const builderChunk = () => Promise.all([loadWidgetNeeds(), import('../formBuilder/FormBuilderPage')]).then(([, module]) => module);
const FormBuilderList = lazy(() => builderChunk().then((module) => ({ default: module.FormBuilderListPage })));
const FormBuilderEditor = lazy(() => builderChunk().then((module) => ({ default: module.FormBuilderEditorPage })));
const ThemeBuilder = lazy(() =>
  Promise.all([loadWidgetNeeds(), import('../themeBuilder/ThemeBuilderPage')]).then(([, module]) => ({ default: module.ThemeBuilderPage })),
);
const toolRoutes = [
  { path: '/careers/studio', component: StudioPage },
  { path: '/careers/forms/builder', component: FormBuilderList },
  { path: '/careers/forms/builder/$formId', component: FormBuilderEditor },
  { path: '/careers/theme-builder', component: ThemeBuilder },
] as const;

/** The router, built from the engine's route table: one route per entry, each rendering its configured page. */
export function createAppRouter({ errorComponent, history }: { errorComponent: (props: { error: unknown }) => ReactNode; history?: RouterHistory }) {
  const rootRoute = createRootRoute({
    component: ShellLayout,
    notFoundComponent: NotFound,
    search: { middlewares: [retainSearchParams<Record<string, unknown>>([...RETAINED_SEARCH_PARAMS])] },
  });
  const routes = routeTable.map((definition) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: definition.path,
      staticData: { route: definition },
      component: definition.external ? LogoutPage : () => <ConfigPage route={definition} />,
    }),
  );
  let shownPathname: string | undefined;
  const tools = toolRoutes.map(({ path, component: Tool }) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <Tool /> }));
  return createRouter({
    routeTree: rootRoute.addChildren([...routes, ...tools]),
    history,
    defaultPreload: 'intent',
    defaultErrorComponent: ({ error }) => errorComponent({ error }),
    // A new page starts at the top (back and forward return to where it was). A change of the same
    // page's query (a filter, a results page, a chosen job, a tab) keeps the scroll position, so the
    // control that made it stays where the visitor is: the widget moves the focus if it should.
    // The server has no scroll to restore, and the router's inline restoring script would need the page's CSP nonce.
    scrollRestoration: ({ location }) => {
      if (typeof document === 'undefined') return false;
      const samePage = location.pathname === shownPathname;
      shownPathname = location.pathname;
      return !samePage;
    },
  });
}
