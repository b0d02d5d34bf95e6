import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageBootData } from '../../engine/i18n/localizedText';
import { createApiClient } from '../../engine/api/createApiClient';
import { createI18n } from '../../engine/i18n/createI18n';
import { resolveLanguage } from '../../engine/i18n/resolveLanguage';
import { LANGUAGE_QUERY_PARAM, textDirection } from '../../engine/i18n/languages';
import { resolvePortalSettings } from '../../engine/portal/PortalSettings';
import { ApiClientProvider } from '../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../widgets/shared/PortalContext';
import { toaster } from '../../widgets/shared/toaster';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { AuthModalProvider } from '../shell/authModalState';
import { ErrorScreen } from '../shell/ErrorScreen';
import { browserEnvironment, createQueryClient, type AppEnvironment } from './AppEnvironment';
import { BootProvider } from './BootContext';
import { createAppRouter } from './createAppRouter';
import { createPorticoSystem } from './createPorticoSystem';
import type * as RightToLeftModule from './RightToLeft';

/** The page's language: the server's choice (boot.language) unless the address's hl names another. */
function pageLanguage(boot: PageBootData, env: Pick<AppEnvironment, 'language' | 'pageSearch' | 'browserLanguages'>) {
  return (
    env.language ??
    resolveLanguage({
      pageSetting: new URLSearchParams(env.pageSearch()).get(LANGUAGE_QUERY_PARAM),
      // The server's choice (hl, the saved language, Accept-Language, the employer's default).
      saved: boot.language,
      browserLanguages: env.browserLanguages,
      fallback: boot.config.defaultLanguage,
    })
  );
}

/** Everything the app needs, built once from the boot data (the page language's first strings loaded beforehand: loadLanguageStrings). */
export function createAppServices(boot: PageBootData, env: AppEnvironment = browserEnvironment()) {
  const language = pageLanguage(boot, env);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = textDirection(language);
  }
  const i18n = createI18n(language);
  const api = createApiClient({
    fetch: env.fetch,
    getCsrfToken: env.csrf.get,
    setCsrfToken: env.csrf.set,
    getContext: () => ({ userId: boot.user.userId ?? null, groupId: boot.domain, language }),
    getPageSearch: env.pageSearch,
    onAlert: (alert) => toaster.create({ type: 'error', title: i18n.t(alert.message.key, alert.message.params), closable: true }),
    onToast: (toast) => toaster.create({ type: toast.kind, title: i18n.t(toast.message.key, toast.message.params) }),
  });
  const supportHref = `mailto:careers@${boot.domain}`;
  const errorScreen = (error: unknown) => <ErrorScreen error={error} showDetails={boot.user.isAdmin} supportHref={supportHref} />;
  return {
    ...createConfigServices(boot, language),
    i18n,
    queryClient: createQueryClient(env),
    api,
    errorScreen,
    router: createAppRouter({ errorComponent: ({ error }) => errorScreen(error), history: env.history }),
  };
}

/** What the app derives from the employer's config: the studio's preview builds it again for each draft (the rest stays). */
export function createConfigServices(boot: PageBootData, language: string) {
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
  return { system: createPorticoSystem(), portal };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** Chakra's right-to-left locale context (RightToLeft.tsx), once a right-to-left page has loaded it. */
let RightToLeft: typeof RightToLeftModule.RightToLeft | undefined;

/**
 * Loads what a right-to-left page language needs before the app first renders (nothing for a
 * left-to-right one). It never fails: without its chunk the page still renders, its Chakra
 * components left to right.
 */
export async function loadPageDirection(language: string): Promise<void> {
  if (textDirection(language) !== 'rtl' || RightToLeft) return;
  RightToLeft = await import('./RightToLeft').then(
    (module) => module.RightToLeft,
    () => undefined,
  );
}

/** The app; `services` built beforehand when the page was rendered on the server (the router and data must be ready before hydrating). */
export function App({ boot, services: given }: { boot: PageBootData; services?: AppServices }) {
  const services = useMemo(() => given ?? createAppServices(boot), [boot, given]);
  const { language } = services.portal;
  const app = (
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
  );
  return (
    <ChakraProvider value={services.system}>
      {RightToLeft && textDirection(language) === 'rtl' ? <RightToLeft language={language}>{app}</RightToLeft> : app}
    </ChakraProvider>
  );
}
