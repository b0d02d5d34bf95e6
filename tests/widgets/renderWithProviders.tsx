import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient } from '../../engine/api/createApiClient';
import { createI18n } from '../../engine/i18n/createI18n';
import { resolvePortalSettings } from '../../engine/portal/PortalSettings';
import { createPorticoSystem } from '../../src/app/createPorticoSystem';
import { ApiClientProvider } from '../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../widgets/shared/PortalContext';

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
  settings: resolvePortalSettings({ domain: 'acme.com', name: 'Acme Corporation', pages: {} }),
};

export interface RenderedWithProviders {
  fetch: ReturnType<typeof vi.fn>;
  /** Errors the router's error boundary caught while rendering. */
  renderErrors: unknown[];
}

/**
 * Renders UI the way the app does: Chakra with the Portico theme, i18n (English), the portal facts,
 * the request layer (with a fake fetch) and a memory router at /careers.
 */
export function renderWithProviders(ui: () => ReactNode, portal: PortalInfo = fakePortal): RenderedWithProviders {
  const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const renderErrors: unknown[] = [];
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/careers'] }),
    defaultErrorComponent: ({ error }) => {
      renderErrors.push(error);
      return <p>render failed: {String(error)}</p>;
    },
  });
  render(
    <ChakraProvider value={createPorticoSystem(undefined)}>
      <I18nextProvider i18n={createI18n('en')}>
        <PortalProvider value={portal}>
          <ApiClientProvider value={createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })}>
            {/* A fresh query cache per render, no retries: a failed fake answer shows its error state at once. */}
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </ApiClientProvider>
        </PortalProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { fetch, renderErrors };
}
