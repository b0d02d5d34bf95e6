/**
 * The server's renderer (built by `vite build --ssr` into dist/server/, loaded by the Fastify server):
 * the page's markup with its first data, for the routes marked `serverRendered`, so a visitor and a
 * search engine see the jobs before any script runs. The browser hydrates it (src/main.tsx).
 */
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { addLanguageStrings, loadAllStrings } from '../../engine/i18n/createI18n';
import type { BundleStage } from '../../engine/i18n/stageBundle';
import type { RouteDefinition } from '../../engine/routes/routeTable';
import { acceptedLanguages, type ServerRenderer } from '../../engine/ssr/serverRender';
import { RenderedChunksContext } from '../../widgets/shared/lazyWidget';
import { setServerSanitizer } from '../../widgets/shared/SafeHtml';
import { App, createAppServices, loadPageDirection } from '../app/App';
import { globalStylesName } from '../app/serverGlobalStyles';
import { SERVER_STYLES_ATTRIBUTE } from '../app/serverStyleCache';
import { createThreadSanitizer } from './threadSanitizer';

/** Renders until every query the page starts has its data: a page asks for more once it has some (the selected job's details). */
const MAX_DATA_ROUNDS = 4;

// Employer HTML is sanitized in a thread of its own, started with the renderer (its jsdom loads on another core).
setServerSanitizer(createThreadSanitizer());

/** What the renderer needs before its first page, loaded with it rather than on the server's first visit: every area's strings. */
const rendererReady: Promise<unknown> = loadAllStrings().then(
  () => undefined,
  (error: unknown) => error,
);

export const renderPage: ServerRenderer = async ({ url, boot, acceptLanguage, fetch, strings = {} }) => {
  const failed = await rendererReady;
  if (failed) throw failed;
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  // The page language the server negotiated (boot.language), with its strings of every stage the page may show.
  for (const [stage, bundle] of Object.entries(strings)) if (boot.language) addLanguageStrings(boot.language, stage as BundleStage, bundle);
  const services = createAppServices(boot, {
    pageSearch: () => search,
    browserLanguages: acceptedLanguages(acceptLanguage),
    csrf: { get: () => null, set: () => undefined },
    fetch,
    history: createMemoryHistory({ initialEntries: [url] }),
    retry: 0,
  });
  await Promise.all([services.router.load(), loadPageDirection(services.portal.language)]);
  const route = services.router.state.matches.at(-1)?.staticData?.route as RouteDefinition | undefined;
  if (!route?.serverRendered) return null;
  // A visitor on a candidate's page is asked to log in: the browser does that.
  if (route.access !== 'public' && !boot.user.isLoggedIn) return null;

  const chunks = new Set<string>();
  for (let round = 1; ; round++) {
    // One style cache per render: each rule is written once, before the first element that uses it
    // (without one, Emotion writes every element's rules beside it). The browser moves them to <head>.
    const styles = createCache({ key: 'css' });
    const html = await renderToHtml(
      <StrictMode>
        <CacheProvider value={styles}>
          <RenderedChunksContext.Provider value={chunks}>
            <App boot={boot} services={services} />
          </RenderedChunksContext.Provider>
        </CacheProvider>
      </StrictMode>,
    );
    const waiting = queriesToFetch(services.queryClient);
    if (waiting.length === 0 || round === MAX_DATA_ROUNDS) {
      // React writes the resources it wants early (image preloads) first; they belong in <head>, not in #root.
      const [, preloads = '', rest = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
      const { styles, markup } = hoistStyles(rest);
      return {
        head: preloads + styles,
        html: markup,
        payload: {
          language: services.portal.language,
          chunks: [...chunks],
          chakraGlobal: chakraGlobalName(services.system),
          queries: dehydrate(services.queryClient),
          // The search and job pages keep to the first page's strings and recipes (their budget); a candidate's own pages do not.
          ...(route.access !== 'public' && { beyondFirstPage: true }),
        },
      };
    }
    // A failed query renders as it would in the browser; the browser asks again (failed queries are not sent).
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
};

const globalNames = new WeakMap<object, string>();

/** The name Emotion gives Chakra's global styles (one system serves every page: worked out once). */
function chakraGlobalName(system: Parameters<typeof globalStylesName>[0]): string {
  let name = globalNames.get(system);
  if (name === undefined) globalNames.set(system, (name = globalStylesName(system, (styles) => css(styles as never).name)));
  return name;
}

const EMOTION_STYLE = /<style data-emotion="(css(?:-global)? [^"]*)">([\s\S]*?)<\/style>/g;

/**
 * Emotion writes each rule in a <style> beside the first element that uses it (about a hundred on
 * the search page): the browser would parse and then move every one. They go to <head> instead, the
 * global ones as they are (Emotion's <Global> looks each up by name) and the rest as one element
 * that names every rule it holds, which the browser's style cache takes over without inserting them
 * again (src/app/serverStyleCache.ts). All are marked `data-s`, as Emotion marks the elements it has
 * moved, so that it leaves them where they are.
 */
function hoistStyles(html: string): { styles: string; markup: string } {
  const globals: string[] = [];
  const names: string[] = [];
  let rules = '';
  const markup = html.replace(EMOTION_STYLE, (_, key: string, css: string) => {
    if (key.startsWith('css-global ')) globals.push(`<style data-emotion="${key}" data-s="">${css}</style>`);
    else {
      names.push(key.slice('css '.length));
      rules += css;
    }
    return '';
  });
  const styles = globals.join('') + (names.length > 0 ? `<style ${SERVER_STYLES_ATTRIBUTE}="${names.join(' ')}" data-s="">${rules}</style>` : '');
  return { styles, markup };
}

async function renderToHtml(app: ReactNode): Promise<string> {
  // The whole page inline, in order: no boundary is sent apart to be moved into place by a script.
  const { prelude } = await prerenderToNodeStream(app, { onError: () => undefined, progressiveChunkSize: Number.POSITIVE_INFINITY });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/** Queries a render started and nobody fetched (on the server, useQuery only registers them). */
function queriesToFetch(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled && queryFn && queryFn !== skipToken;
    });
}
