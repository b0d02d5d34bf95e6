import type { PageBootData } from '../i18n/localizedText';
import type { TranslationBundle } from '../i18n/createI18n';
import type { BundleStage } from '../i18n/stageBundle';
import type { PackedStrings } from '../i18n/packedStrings';

/** The element the server puts its render's payload in, beside the boot data. */
export const SSR_PAYLOAD_ELEMENT_ID = 'portico-ssr';

/** The element the server puts the page language's first strings in (not for English, which is built in). */
export const PAGE_STRINGS_ELEMENT_ID = 'portico-strings';

/** The page language's first strings, as the server sends them: packed against English's first page (packedStrings.ts). */
export interface PageStrings {
  language: string;
  strings: PackedStrings;
}

/** What the browser needs to hydrate a server-rendered page into the same markup. */
export interface ServerRenderPayload {
  /** The language the page was rendered in (the browser keeps it). */
  language: string;
  /** The lazy widget chunks the page used: loaded before hydrating. */
  chunks: string[];
  /**
   * The page uses strings and Chakra recipes beyond the first page's (a logged-in candidate's pages:
   * home, offers, forms areas): they are loaded before hydrating, as a lazy widget's are.
   */
  beyondFirstPage?: boolean;
  /** Emotion's name of Chakra's global styles in the page's <head> (the browser uses them as they are: src/app/serverGlobalStyles.ts). */
  chakraGlobal?: string;
  /** The data the page was rendered with (TanStack Query's dehydrated state). */
  queries: unknown;
}

export interface ServerRenderInput {
  /** The request's path and query string. */
  url: string;
  boot: PageBootData;
  /** The request's Accept-Language header. */
  acceptLanguage?: string;
  /** Answers the portal's API in-process, as the visitor (their session cookie). */
  fetch: typeof fetch;
  /** The page language's strings (boot.language), stage by stage; none for English. */
  strings?: Partial<Record<BundleStage, TranslationBundle>>;
}

export interface ServerRenderResult {
  /** The markup of #root. */
  html: string;
  /** Markup for <head>: the page's styles, preloads of the images it shows first. */
  head: string;
  payload: ServerRenderPayload;
}

/**
 * Renders a page's markup on the server; null when the route is not rendered on the server (the
 * browser then renders it alone).
 */
export type ServerRenderer = (input: ServerRenderInput) => Promise<ServerRenderResult | null>;

/** The languages of an Accept-Language header, most preferred first ('fr-CA,fr;q=0.8,en;q=0.5'). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
