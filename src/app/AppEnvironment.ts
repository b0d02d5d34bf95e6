import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import type { ServerRenderPayload } from '../../engine/ssr/serverRender';
import { createCsrfTokenStore } from '../boot/readBootData';

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

/** The app's query client; with the data a server-rendered page was rendered with, already filled. */
export function createQueryClient(env: AppEnvironment): QueryClient {
  const serverQueries = new Set(((env.serverData as DehydratedState | undefined)?.queries ?? []).map((query) => query.queryHash));
  const receivedAt = Date.now();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: env.retry ?? 1,
        refetchOnWindowFocus: false,
        // Unless a change made it stale (a signed offer invalidates the offers list the page was rendered with).
        refetchOnMount: (query) => query.state.isInvalidated || !(serverQueries.has(query.queryHash) && Date.now() - receivedAt < SERVER_DATA_FRESH_MS),
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
