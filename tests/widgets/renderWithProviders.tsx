import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useLocation, type AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi, type Mock } from 'vitest';
import { createApiClient } from '../../engine/api/createApiClient';
import { createI18n } from '../../engine/i18n/createI18n';
import { resolvePortalSettings } from '../../engine/portal/PortalSettings';
import { createPorticoSystem } from '../../src/app/createPorticoSystem';
import { ApiClientProvider } from '../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../widgets/shared/PortalContext';
import { Toaster } from '../../widgets/shared/toaster';

/** jsdom lacks a few browser APIs that Chakra (Ark UI) and the router call; minimal stand-ins. */
export function installBrowserStubs(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
  }
  window.scrollTo = (() => {}) as typeof window.scrollTo;
}

export const fakePortal: PortalInfo = {
  domain: 'acme.com',
  employerName: 'Acme Corporation',
  language: 'en',
  microsite: null,
  user: { isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false },
  loginEnabled: true,
  staticAssetHost: 'https://static.portico.test',
  settings: resolvePortalSettings({ domain: 'acme.com', name: 'Acme Corporation', pages: {}, security: { frameOrigins: ['https://sign.acme-docs.example'] } }),
};

/** Answers one request of the request layer: the address it asked (path and query) and its init. */
export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export interface RenderOptions {
  /** The portal facts (domain, user, resolved settings); default a logged-out visitor of acme.com. */
  portal?: PortalInfo;
  /** Where the memory router starts (path and query); default /careers. */
  at?: string;
  /**
   * Route paths (for example /careers/offer/$id) the UI renders on, so it can read route params and
   * navigation between them works; without them the UI is the root route's component.
   */
  routes?: readonly string[];
  /** Answers the request layer's calls; default every call answers 200 with {}. */
  fetch?: FetchHandler;
  /** Show the current address in an output (data-testid "location"). */
  showLocation?: boolean;
  /** The page language (English strings stand in for a bundle not loaded); default en. */
  language?: string;
  /** Mount the toaster, for widgets that report through toasts. */
  toaster?: boolean;
  /** The page's i18n instance; default English (createI18n('en')). */
  i18n?: i18n;
}

export interface RenderedWithProviders {
  fetch: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  /** Errors the router's error boundary caught while rendering. */
  renderErrors: unknown[];
  router: AnyRouter;
  queryClient: QueryClient;
}

const emptyAnswer: FetchHandler = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.href}</output>;
}

/**
 * Renders UI the way the app does: Chakra with the Portico theme, i18n (English unless given), the portal facts,
 * the request layer (with a fake fetch), a fresh query cache without retries and a memory router,
 * optionally with the UI on given routes, the current address shown and the toaster.
 */
export function renderWithProviders(ui: () => ReactNode, options: RenderOptions = {}): RenderedWithProviders {
  const { portal = fakePortal, at = '/careers', routes, fetch: answer = emptyAnswer, showLocation = false, toaster = false, language = 'en' } = options;
  const translations = options.i18n ?? createI18n(language);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init ?? {}));
  const renderErrors: unknown[] = [];
  const where = showLocation ? <Where /> : null;
  const root = createRootRoute({
    component: () => (
      <>
        {routes ? <Outlet /> : ui()}
        {where}
      </>
    ),
  });
  const routeTree = routes ? root.addChildren(routes.map((path) => createRoute({ getParentRoute: () => root, path, component: () => <>{ui()}</> }))) : root;
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [at] }),
    defaultErrorComponent: ({ error }) => {
      renderErrors.push(error);
      return <p>render failed: {String(error)}</p>;
    },
  });
  // A fresh query cache per render, no retries: a failed fake answer shows its error state at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={translations}>
        <PortalProvider value={portal}>
          <ApiClientProvider value={createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              {toaster && <Toaster />}
            </QueryClientProvider>
          </ApiClientProvider>
        </PortalProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { fetch, renderErrors, router: router as unknown as AnyRouter, queryClient };
}
