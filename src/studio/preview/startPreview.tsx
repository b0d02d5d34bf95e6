import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageConfig, type PageBootData } from '../../../engine/i18n/localizedText';
import type { ConfigError } from '../../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import {
  isPreviewDraftMessage,
  PREVIEW_HEADER,
  previewPersonaOf,
  type PreviewPersona,
  type PreviewToStudioMessage,
} from '../../../engine/studio/previewProtocol';
import { App, createAppServices, createConfigServices, loadPageDirection, type AppServices } from '../../app/App';
import { applyTheme } from '../../app/applyTheme';
import { browserEnvironment } from '../../app/AppEnvironment';
import { stopServerLogs } from '../../shell/serverLogs';

/** A fetch that names the preview's persona on every request (the server answers as that persona, and reads only). */
export function previewFetch(persona: PreviewPersona, base: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(PREVIEW_HEADER, persona);
    return base(input, { ...init, headers });
  };
}

/** Calls `onPainted(id)` once draft `id` is committed and its frame is about to be painted. */
function Painted({ id, onPainted, children }: { id: number | undefined; onPainted: (id: number) => void; children: ReactNode }) {
  useEffect(() => {
    if (id === undefined) return;
    const frame = requestAnimationFrame(() => onPainted(id));
    return () => cancelAnimationFrame(frame);
  }, [id, onPainted]);
  return children;
}

/**
 * The studio's live preview in the framed page (engine/studio/previewProtocol.ts has the protocol):
 * renders the normal app, fresh (the server's markup is not hydrated), with every request naming the
 * persona and no logs sent; then renders each draft the studio posts once the engine accepts it (its
 * theme's custom properties written into the page, its settings built again, the address, the data
 * and the router kept), and tells the studio when it is on screen, or why the engine refused it (the last good draft stays). `win` is the page's
 * window: its address names the persona, its origin is the only one listened to. Returns what stops it.
 */
export function startPreview(boot: PageBootData, container: HTMLElement, win: Window = window): () => void {
  const persona = previewPersonaOf(win.location.search) ?? 'visitor';
  const origin = win.location.origin;
  const parent = win.parent;
  const post = (message: PreviewToStudioMessage) => parent.postMessage(message, origin);
  stopServerLogs();
  const base = createAppServices(boot, { ...browserEnvironment(win.document), fetch: previewFetch(persona) });
  let shown: { boot: PageBootData; services: AppServices } = { boot, services: base };
  const root = createRoot(container);
  const onPainted = (id: number) => post({ type: 'portico-studio-preview-rendered', id });
  const render = (id?: number) =>
    root.render(
      <StrictMode>
        <Painted id={id} onPainted={onPainted}>
          <App boot={shown.boot} services={shown.services} />
        </Painted>
      </StrictMode>,
    );

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== origin || !isPreviewDraftMessage(event.data)) return;
    const { id, config } = event.data;
    let errors: ConfigError[];
    try {
      const result = validateEmployerConfig(config);
      if (result.ok) {
        applyTheme(win.document, result.config.theme);
        // The draft's texts in the preview's language, as the server resolves a published config.
        const next = { ...shown.boot, config: pageConfig(result.config, base.portal.language) };
        shown = { boot: next, services: { ...shown.services, ...createConfigServices(next, base.portal.language) } };
        // A transition keeps the last draft on screen until the new one is ready (a lazy widget's code, say).
        startTransition(() => render(id));
        return;
      }
      errors = result.errors;
    } catch (error) {
      // The engine itself failed (it should not): the studio still hears of it.
      errors = [{ pointer: '', message: error instanceof Error ? error.message : String(error) }];
    }
    post({ type: 'portico-studio-preview-invalid', id, errors });
  };
  win.addEventListener('message', onMessage);
  // A right-to-left preview language's direction first (the next draft's render has it anyway).
  void loadPageDirection(base.portal.language).then(() => render());
  post({ type: 'portico-studio-preview-ready' });
  return () => {
    win.removeEventListener('message', onMessage);
    root.unmount();
  };
}
