import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { pageConfig } from '../../engine/i18n/localizedText';
import { assistantProviderOrigin } from '../../engine/assistant/assistantProvider';
import { resolveSearchSettings } from '../../engine/portal/searchSettings';

/** A policy as directive → sources, in the order they are written. */
export type CspDirectives = Record<string, string[]>;

export interface ContentSecurityPolicyInput {
  /** The employer whose page this is: its config names the outside providers the page loads. */
  config?: EmployerConfig;
  /** The response's nonce: the page's own inline scripts carry it. */
  nonce?: string;
  /** Origins of the sign widgets the forms frame (form definitions' options.widgetUrl). */
  embeddedFormOrigins?: Iterable<string>;
  /** Origins images come from besides this site and https: (the static asset host, the public origin). */
  imageOrigins?: Iterable<string>;
  /** Who may frame the response; nobody when not given. */
  frameAncestors?: readonly string[];
  /**
   * Scripts may compile code ('unsafe-eval'): only the studio's preview, which checks each draft with
   * the engine, whose Ajv compiles the config schemas to functions. Editors alone get such a page.
   */
  scriptEval?: boolean;
  /** Vite's dev server: hot reload talks over its own WebSocket. */
  dev?: boolean;
  /** The portal is served over https: requests for http: addresses are upgraded. */
  https?: boolean;
}

/**
 * What the Google Maps JavaScript API loads, from Google's CSP guide
 * (developers.google.com/maps/documentation/javascript/content-security-policy), on https only.
 * Google's guide also lists 'unsafe-eval'; it is left out (the search map works without it here).
 */
const GOOGLE_MAPS: CspDirectives = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['https://*.google.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'worker-src': ['blob:'],
};

/**
 * The sources an employer's pages need beyond Portico's own, derived from its config: the map's
 * provider when the map is on (mapConfig.enabled with an apiKey), the sign widgets its forms embed,
 * the assistant's provider when it is another site. A provider a config names in future (page head
 * scripts) adds its origins here.
 */
export function employerSources(config: EmployerConfig | undefined, embeddedFormOrigins: Iterable<string> = []): CspDirectives {
  const sources: CspDirectives = { 'frame-src': [...embeddedFormOrigins] };
  if (config) {
    const search = resolveSearchSettings(pageConfig(config, DEFAULT_LANGUAGE));
    if (search.mapEnabled && search.mapApiKey) mergeInto(sources, GOOGLE_MAPS);
    // The assistant's sidebar frames its provider (this site's own assistant needs nothing more).
    const assistantOrigin = config.chatbotxConfig?.enabled ? assistantProviderOrigin(config) : undefined;
    if (assistantOrigin) sources['frame-src']!.push(assistantOrigin);
  }
  return sources;
}

/**
 * Portico's Content-Security-Policy. Scripts: this site's files and, on a page, the inline scripts
 * that carry the response's nonce (no 'unsafe-inline', no eval). Styles may be inline (Emotion and
 * Chakra write <style> elements as they render). Images from this site, data:/blob: and any https
 * address (employers' logos, hero images and HTML name their own). Nothing may frame the response
 * unless frameAncestors says who.
 */
export function contentSecurityDirectives(input: ContentSecurityPolicyInput = {}): CspDirectives {
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(input.nonce ? [`'nonce-${input.nonce}'`] : []), ...(input.scriptEval ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(input.imageOrigins ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(input.dev ? ['ws:', 'wss:'] : [])],
    // pdf.js runs its worker from this site's /gen/assets/.
    'worker-src': ["'self'"],
    // The offer letter's e-sign widget is this site's own page.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': input.frameAncestors?.length ? [...input.frameAncestors] : ["'none'"],
  };
  mergeInto(directives, employerSources(input.config, input.embeddedFormOrigins));
  if (input.https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header value: directives separated by semicolons, each source once. */
export function formatContentSecurityPolicy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

export function contentSecurityPolicy(input: ContentSecurityPolicyInput = {}): string {
  return formatContentSecurityPolicy(contentSecurityDirectives(input));
}

function mergeInto(target: CspDirectives, extra: CspDirectives): void {
  for (const [name, sources] of Object.entries(extra)) {
    if (sources.length) target[name] = [...new Set([...(target[name] ?? ["'self'"]), ...sources])];
  }
}
