import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ServerRenderPayload } from '../engine/ssr/serverRender';
import { PREVIEW_QUERY_PARAM } from '../engine/studio/previewMarkers';
import { loadWidgetNeeds, preloadChunks } from '../widgets/shared/lazyWidget';
import { loadSanitizer } from '../widgets/shared/SafeHtml';
import { whenIdle } from '../widgets/shared/whenIdle';
import { addLanguageStrings } from '../engine/i18n/createI18n';
import { addLanguageNames } from '../engine/i18n/languages';
import { enFirstPage } from '../engine/i18n/locales/enFirstPage';
import { unpackStrings } from '../engine/i18n/packedStrings';
import { App, createAppServices, loadPageDirection } from './app/App';
import { browserEnvironment } from './app/AppEnvironment';
import { createPorticoSystemInSteps } from './app/createPorticoSystem';
import { takeGlobalStylesFromPage } from './app/serverGlobalStyles';
import { serverStyleCache } from './app/serverStyleCache';
import { readBootData, readPageStrings, readServerRenderPayload } from './boot/readBootData';

const boot = readBootData(document);
addLanguageNames(boot.languageNames);
const rendered = readServerRenderPayload(document);
const container = document.getElementById('root')!;
const pageStrings = readPageStrings(document);
// The page language's first strings, sent inline by the server (English is built in), packed against English's keys.
// (Strings that do not fit, from another build's page, are left out: English shows.)
const firstStrings = pageStrings && unpackStrings(enFirstPage, pageStrings.strings);
if (firstStrings) addLanguageStrings(pageStrings!.language, 'firstPage', firstStrings);

/** Lets the browser paint and answer input before the next piece of start-up work (each piece its own short task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks #root once the server's markup is hydrated (its controls answer from then on; tests wait for
 * it), then loads the rest of Chakra's recipes and of the strings for what the visitor opens next
 * (dialogs, menus, other areas), and the HTML sanitizer (the page's employer HTML hydrates once it is here).
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = 'true';
    void whenIdle().then(() => {
      loadWidgetNeeds().catch(() => undefined);
      loadSanitizer().catch(() => undefined);
    });
  }, []);
  return children;
}

/**
 * The server rendered this page: load the widget chunks it used and resolve the route, then hydrate
 * the markup with the data it was rendered with (nothing is fetched twice, nothing moves). Start-up
 * work comes in separate tasks (the themed style system alone takes tens of milliseconds, and comes in three), and
 * hydrating in a transition lets React do it in slices, so no long task blocks a slow phone.
 */
async function hydrate(payload: ServerRenderPayload): Promise<void> {
  const chunks = Promise.all([preloadChunks(payload.chunks), payload.beyondFirstPage && loadWidgetNeeds()]).catch(() => undefined);
  await nextTask();
  takeGlobalStylesFromPage(await createPorticoSystemInSteps(nextTask), payload.chakraGlobal, document);
  const styles = serverStyleCache(document);
  await nextTask();
  const services = createAppServices(boot, browserEnvironment(document, payload));
  // The router renders server-rendered markup without its root Suspense boundary, as on the server.
  services.router.ssr = { manifest: undefined };
  await nextTask();
  await Promise.all([services.router.load(), chunks, loadPageDirection(services.portal.language)]);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={styles}>
          <Hydrated>
            <App boot={boot} services={services} />
          </Hydrated>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

if (window.parent !== window && new URLSearchParams(location.search).has(PREVIEW_QUERY_PARAM)) {
  // The studio's live preview, framed by the studio: its own chunk renders the app from each draft.
  void import('./studio/preview/startPreview').then((preview) => preview.startPreview(boot, container));
} else if (rendered) {
  void hydrate(rendered);
} else {
  const root = createRoot(container);
  const services = createAppServices(boot);
  // A transition lets React yield to the browser while it builds the first page, instead of one long
  // task that blocks input (total blocking time on slow phones).
  void loadPageDirection(services.portal.language).then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App boot={boot} services={services} />
        </StrictMode>,
      );
    }),
  );
}
