import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { BootData } from '../../schemas/generated/boot-data';
import { createApiClient } from '../../engine/api/createApiClient';
import { createI18n } from '../../engine/i18n/createI18n';
import { resolveLanguage } from '../../engine/i18n/resolveLanguage';
import { textDirection } from '../../engine/i18n/languages';
import { resolvePortalSettings } from '../../engine/portal/PortalSettings';
import { ApiClientProvider } from '../../widgets/shared/ApiClientContext';
import { PortalProvider, type PortalInfo } from '../../widgets/shared/PortalContext';
import { toaster } from '../../widgets/shared/toaster';
import { createCsrfTokenStore } from '../boot/readBootData';
import { AppErrorBoundary } from '../shell/AppErrorBoundary';
import { AuthModalProvider } from '../shell/authModalState';
import { ErrorScreen } from '../shell/ErrorScreen';
import { BootProvider } from './BootContext';
import { createAppRouter } from './createAppRouter';
import { createPorticoSystem } from './createPorticoSystem';

/** Everything the app needs, built once from the boot data. */
export function createAppServices(boot: BootData, doc: Document = document) {
  const language = resolveLanguage({
    pageSetting: new URLSearchParams(doc.location.search).get('hl') ?? boot.language ?? boot.config.defaultLanguage,
    browserLanguages: navigator.languages,
  });
  doc.documentElement.lang = language;
  doc.documentElement.dir = textDirection(language);
  const csrf = createCsrfTokenStore(doc);
  const api = createApiClient({
    getCsrfToken: csrf.get,
    setCsrfToken: csrf.set,
    getContext: () => ({ userId: boot.user.userId ?? null, groupId: boot.domain }),
    getPageSearch: () => doc.location.search,
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
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
    api,
    portal,
    errorScreen,
    router: createAppRouter({ errorComponent: ({ error }) => errorScreen(error) }),
  };
}

export function App({ boot }: { boot: BootData }) {
  const services = useMemo(() => createAppServices(boot), [boot]);
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
