import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createI18n } from '../../../engine/i18n/createI18n';
import { resolvePortalSettings } from '../../../engine/portal/PortalSettings';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { ApiClientProvider } from '../../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../../widgets/shared/PortalContext';
import { Toaster } from '../../../widgets/shared/toaster';
import { fakePortal } from '../renderWithProviders';

export interface JsonAnswer {
  status?: number;
  body: unknown;
}
export type Answer = JsonAnswer | Promise<JsonAnswer>;
/** Answers one request: method and path (with query) in, a JSON answer out. */
export type FakeServer = (method: string, url: URL, body: unknown) => Answer;

export const json = (body: unknown, status = 200) => ({ status, body });

/**
 * Renders a candidate-home widget logged in as a candidate, with the request layer talking to a fake
 * server the test describes, a query cache and a toaster, at the given address.
 */
export function renderHome(ui: ReactNode, server: FakeServer, options: { config?: Partial<EmployerConfig>; at?: string; loggedOut?: boolean } = {}) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portico.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const answer = await server(method, url, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  const portal: PortalInfo = {
    ...fakePortal,
    user: options.loggedOut
      ? { isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false }
      : { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false, userId: 'ada', fullName: 'Ada Lovelace' },
    settings: resolvePortalSettings({ domain: 'acme.com', name: 'Acme Corporation', pages: {}, ...options.config } as EmployerConfig),
  };
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [options.at ?? '/careers/dashboard?domain=acme.com'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
  return { calls, router, queryClient };
}

/** A promise the test resolves when it chooses, to hold a request mid-flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
