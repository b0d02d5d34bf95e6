import { ChakraProvider } from '@chakra-ui/react';
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BootData } from '../../schemas/generated/boot-data';
import { createApiClient } from '../../engine/api/createApiClient';
import { createI18n } from '../../engine/i18n/createI18n';
import { resolveLanguage } from '../../engine/i18n/resolveLanguage';
import { textDirection } from '../../engine/i18n/languages';
import { resolvePortalSettings } from '../../engine/portal/PortalSettings';
import type { ServerRenderPayload } from '../../engine/ssr/serverRender';
import { ApiClientProvider } from '../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../widgets/shared/PortalContext';
import { toaster } from '../../widgets/shared/toaster';
import { createCsrfTokenStore } from '../boot/readBootData';
import type { RouterHistory } from '@tanstack/react-router';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { AuthModalProvider } from '../shell/authModalState';
import { ErrorScreen } from '../shell/ErrorScreen';
import { BootProvider } from './BootContext';
import { createAppRouter } from './createAppRouter';
import { createPorticoSystem } from './createPorticoSystem';

/** Where the app runs: the browser's page, or the server rendering a page for a request. */
export interface AppEnvironment {
  /** The page address's query string ('?a=b' or ''). */
  pageSearch: () => string;
  /** The visitor's preferred languages, most preferred first. */
  browserLanguages: readonly string[];
  csrf: { get: () => string | null; set: (token: string) => void };
  /** The language the server rendered the page in: the browser keeps it so the markup matches. */
  language?: string;
  /** Requests go here instead of the network (the server answers its own API while it renders). */
  fetch?: typeof fetch;
  /** The router's history (the server's memory history for one address). */
  history?: RouterHistory;
  /** Whether queries retry once (the browser) or not at all (the server, which renders what it has). */
  retry?: number;
  /** The data a server-rendered page was rendered with (TanStack Query's dehydrated state). */
  serverData?: unknown;
}

/** Data the server rendered the page with counts as fresh this long: hydrating does not ask for it again. */
const SERVER_DATA_FRESH_MS = 30_000;

function createQueryClient(env: AppEnvironment): QueryClient {
  const serverQueries = new Set(((env.serverData as DehydratedState | undefined)?.queries ?? []).map((query) => query.queryHash));
  const receivedAt = Date.now();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: env.retry ?? 1,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => !(serverQueries.has(query.queryHash) && Date.now() - receivedAt < SERVER_DATA_FRESH_MS),
      },
    },
  });
  if (env.serverData) hydrate(queryClient, env.serverData);
  return queryClient;
}

/** The browser's environment for the app; `rendered` when the server rendered the page. */
export function browserEnvironment(doc: Document = document, rendered?: ServerRenderPayload | null): AppEnvironment {
  return {
    pageSearch: () => doc.location.search,
    browserLanguages: navigator.languages,
    csrf: createCsrfTokenStore(doc),
    language: rendered?.language,
    serverData: rendered?.queries,
  };
}

/** Everything the app needs, built once from the boot data. */
export function createAppServices(boot: BootData, env: AppEnvironment = browserEnvironment()) {
  const language =
    env.language ??
    resolveLanguage({
      pageSetting: new URLSearchParams(env.pageSearch()).get('hl') ?? boot.language ?? boot.config.defaultLanguage,
      browserLanguages: env.browserLanguages,
    });
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = textDirection(language);
  }
  const api = createApiClient({
    fetch: env.fetch,
    getCsrfToken: env.csrf.get,
    setCsrfToken: env.csrf.set,
    getContext: () => ({ userId: boot.user.userId ?? null, groupId: boot.domain }),
    getPageSearch: env.pageSearch,
    onAlert: (alert) => toaster.create({ type: 'error', title: alert.message, closable: true }),
    onToast: (toast) => toaster.create({ type: toast.kind, title: toast.message }),
  });
  const portal: PortalInfo = {
    domain: boot.domain,
    employerName: boot.config.name,
    language,
    microsite: boot.microsite ?? null,
    user: boot.user,
    loginEnabled: boot.config.loginSignupConfig?.candidateLoginEnabled !== false,
    staticAssetHost: boot.staticAssetHost,
    settings: resolvePortalSettings(boot.config),
  };
  const supportHref = `mailto:careers@${boot.domain}`;
  const errorScreen = (error: unknown) => <ErrorScreen error={error} showDetails={boot.user.isAdmin} supportHref={supportHref} />;
  return {
    system: createPorticoSystem(boot.config.theme),
    i18n: createI18n(language),
    queryClient: createQueryClient(env),
    api,
    portal,
    errorScreen,
    router: createAppRouter({ errorComponent: ({ error }) => errorScreen(error), history: env.history }),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** The app; `services` built beforehand when the page was rendered on the server (the router and data must be ready before hydrating). */
export function App({ boot, services: given }: { boot: BootData; services?: AppServices }) {
  const services = useMemo(() => given ?? createAppServices(boot), [boot, given]);
  return (
    <ChakraProvider value={services.system}>
      <I18nextProvider i18n={services.i18n}>
        <AppErrorBoundary domain={boot.domain} fallback={services.errorScreen}>
          <BootProvider value={boot}>
            <PortalProvider value={services.portal}>
              <ApiClientProvider value={services.api}>
                <QueryClientProvider client={services.queryClient}>
                  <AuthModalProvider>
                    <RouterProvider router={services.router} />
                  </AuthModalProvider>
                </QueryClientProvider>
              </ApiClientProvider>
            </PortalProvider>
          </BootProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </ChakraProvider>
  );
}
