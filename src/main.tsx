import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadAllRecipes, preloadChunks } from '../widgets/shared/lazyWidget';
import { App, browserEnvironment, createAppServices } from './app/App';
import { readBootData, readServerRenderPayload } from './boot/readBootData';

/**
 * Marks #root once the server's markup is hydrated (its controls answer from then on; tests wait for
 * it), then loads the rest of Chakra's recipes for what the visitor opens next (dialogs, menus).
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = 'true';
    const later = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    later(() => void loadAllRecipes().catch(() => undefined));
  }, []);
  return children;
}

const boot = readBootData(document);
const rendered = readServerRenderPayload(document);
const container = document.getElementById('root')!;

if (rendered) {
  // The server rendered this page: load the widget chunks it used and resolve the route, then
  // hydrate the markup with the data it was rendered with (nothing is fetched twice, nothing moves).
  const chunks = preloadChunks(rendered.chunks).catch(() => undefined);
  const services = createAppServices(boot, browserEnvironment(document, rendered));
  // The router renders server-rendered markup without its root Suspense boundary, as on the server.
  services.router.ssr = { manifest: undefined };
  void Promise.all([services.router.load(), chunks]).then(() =>
    // A transition lets React hydrate in slices, yielding to the browser (total blocking time on slow phones).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <Hydrated>
            <App boot={boot} services={services} />
          </Hydrated>
        </StrictMode>,
      );
    }),
  );
} else {
  const root = createRoot(container);
  // A transition lets React yield to the browser while it builds the first page, instead of one long
  // task that blocks input (total blocking time on slow phones).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App boot={boot} services={createAppServices(boot)} />
      </StrictMode>,
    );
  });
}
