import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, useLocation } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createI18n } from '../../../engine/i18n/createI18n';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { ApiClientProvider } from '../../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../../widgets/shared/PortalContext';
import { Toaster } from '../../../widgets/shared/toaster';
import { fakePortal } from '../renderWithProviders';

type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.href}</output>;
}

/**
 * Renders an offers widget on the app's offer routes (so it reads the route's id), with the request
 * layer answering through `handler`, a fresh query cache, the toaster and the current location shown.
 */
export function renderOfferRoute(ui: () => ReactNode, { path, handler, portal = fakePortal }: { path: string; handler: FetchHandler; portal?: PortalInfo }) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Where />
      </>
    ),
  });
  const page = (routePath: string) => createRoute({ getParentRoute: () => root, path: routePath, component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/careers/offers'),
      page('/careers/offer/$id'),
      page('/careers/offer/$id/offer-document/$documentId'),
      page('/careers/offer-letter/$id'),
      page('/careers/offer-letter'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={createPorticoSystem(undefined)}>
      <I18nextProvider i18n={createI18n('en')}>
        <PortalProvider value={portal}>
          <ApiClientProvider value={createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
              <Toaster />
            </QueryClientProvider>
          </ApiClientProvider>
        </PortalProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { fetch, router, queryClient };
}
