import type { PageConfig } from '../../../engine/i18n/localizedText';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createApiClient } from '../../../engine/api/createApiClient';
import { createI18n } from '../../../engine/i18n/createI18n';
import { resolvePortalSettings } from '../../../engine/portal/PortalSettings';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { ApiClientProvider } from '../../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../../widgets/shared/PortalContext';
import { Toaster } from '../../../widgets/shared/toaster';

/** A search config like acme's: smart and other filters, labels, a map and current location. */
export const searchTestConfig: PageConfig = {
  domain: 'acme.com',
  name: 'Acme Corporation',
  pages: {},
  pcsxConfig: {
    searchConfig: {
      smartFilters: ['remote'],
      allFilters: [{ name: 'department' }, { name: 'employment_type' }, { name: 'remote', multiple: false }],
      sortOptions: ['relevance', 'date'],
      mapConfig: { enabled: true },
    },
    searchOptionsMap: {
      remote: { displayName: 'Remote' },
      department: { displayName: 'Department' },
      employment_type: { displayName: 'Job type', options: { labelMap: { full_time: 'Full time' } } },
    },
  },
  notificationsConfig: { savedSearchNotification: { enabled: false } },
};

export type FetchHandler = (url: URL, init: RequestInit) => unknown;

/** A JSON answer; a handler returning { status, body } answers that status instead. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface SearchRenderOptions {
  url?: string;
  config?: PageConfig;
  loggedIn?: boolean;
  /** Answers per API path (/api/pcsx/search …); unknown paths answer 404. */
  api?: Record<string, FetchHandler>;
  /** The page's i18n instance; default English. */
  i18n?: i18n;
}

export function renderSearchWidget(ui: () => ReactNode, options: SearchRenderOptions = {}) {
  const config = options.config ?? searchTestConfig;
  const portal: PortalInfo = {
    domain: config.domain,
    employerName: config.name,
    language: 'en',
    microsite: null,
    user: { isLoggedIn: options.loggedIn === true, isAdmin: false, isThemeBuilderUser: false },
    loginEnabled: true,
    staticAssetHost: 'https://static.portico.test',
    settings: resolvePortalSettings(config),
  };
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portico.test');
    calls.push({ url, init });
    const handler = options.api?.[url.pathname];
    if (!handler) return json({ message: 'not found' }, 404);
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : json(answer);
  });
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const history = createMemoryHistory({ initialEntries: [options.url ?? '/careers?domain=acme.com'] });
  const router = createRouter({ routeTree: rootRoute, history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={options.i18n ?? createI18n('en')}>
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
  return { ...view, fetch, calls, router, history, queryClient };
}

/** A search answer with the given positions and facets. */
export function searchAnswer(positions: ReturnType<typeof position>[], count = positions.length, allFilters: unknown[] = []) {
  return {
    data: {
      count,
      positions,
      filterDef: { allFilters },
      sortBy: 'relevance',
      appliedFilters: {},
      resultsMetaData: { start: 0, pageSize: 10 },
      savedSearchMetadata: { enabled: false, isSaved: false, savedSearchId: null },
    },
  };
}

export function position(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    position_id: id,
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    department: 'Engineering',
    location: 'Austin, TX, US',
    city: 'Austin',
    region: 'TX',
    country: 'US',
    is_remote: false,
    employment_type: 'full_time',
    skills: ['TypeScript'],
    posted_at: new Date().toISOString(),
    valid_through: null,
    archived_at: -1,
    snippet: '',
    salary_min: null,
    salary_max: null,
    lat: 30.27,
    lng: -97.74,
    positionUserActions: { isSaved: false },
    description: `${title} description.\n\nSecond paragraph.`,
    ...extra,
  };
}
