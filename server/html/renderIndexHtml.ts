import type { PageBootData } from '../../engine/i18n/localizedText';
import { textDirection } from '../../engine/i18n/languages';
import { PAGE_STRINGS_ELEMENT_ID, SSR_PAYLOAD_ELEMENT_ID, type PageStrings, type ServerRenderResult } from '../../engine/ssr/serverRender';
import { THEME_STYLE_ID } from '../../engine/theme/themeVar';
import { themeStyleText } from '../../engine/theme/themeCss';

export interface IndexHtmlInput {
  template: string;
  csrfToken: string;
  boot: PageBootData;
  title: string;
  /** Extra head markup (JSON-LD, meta description); must already be safe HTML. */
  head?: string;
  /** The page's markup rendered on the server, and what the browser hydrates it with. */
  rendered?: ServerRenderResult | null;
  /** The response's CSP nonce: every script element of the template (the app's, the loader, Vite's in dev) carries it. */
  nonce?: string;
  /** The page language's first strings (not for English): sent inline, so only the visitor's language is downloaded, with no extra request. */
  pageStrings?: PageStrings;
}

/** JSON for a <script> element: `<` is escaped so config text can never close the element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page paints its content first and asks for the app's scripts right after that
 * first frame (or after a second at the latest, for a tab in the background): on a slow connection
 * the scripts do not compete with the page for bandwidth before it shows. The build's module script
 * and module preloads leave <head> for a loader at the end of <body>.
 */
export function startScriptsAfterFirstPaint(template: string): string {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader =
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)});` +
    `var script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=${JSON.stringify(entry)};document.head.appendChild(script)}` +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>`;
  return template
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}\n  </body>`);
}

/**
 * The template's script elements with the nonce the page's Content-Security-Policy allows. Only the
 * template's own: what is inserted later (boot data, the server render's payload, JSON-LD) is JSON
 * that never runs, and nothing else may carry the nonce.
 */
export function addScriptNonce(template: string, nonce: string | undefined): string {
  return nonce ? template.replace(/<script\b(?![^>]*\snonce=)/g, `<script nonce="${escapeHtml(nonce)}"`) : template;
}

/**
 * index.html with the CSRF meta tag, the page title, language, the employer's theme (every token's
 * custom property, which the portal's styles read: a published theme shows on the next page, with
 * no rebuild) and the boot data the app starts from.
 */
export function renderIndexHtml({ template, csrfToken, boot, title, head = '', rendered, nonce, pageStrings }: IndexHtmlInput): string {
  const language = rendered?.payload.language ?? boot.language ?? boot.config.defaultLanguage ?? 'en';
  const payload =
    (rendered ? `<script id="${SSR_PAYLOAD_ELEMENT_ID}" type="application/json">${serializeForScript(rendered.payload)}</script>` : '') +
    (pageStrings ? `<script id="${PAGE_STRINGS_ELEMENT_ID}" type="application/json">${serializeForScript(pageStrings)}</script>` : '');
  return addScriptNonce(rendered ? startScriptsAfterFirstPaint(template) : template, nonce)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}" dir="${textDirection(language)}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered?.html ?? ''}</div>`)
    .replace('<meta name="csrf-token" content="" />', `<meta name="csrf-token" content="${escapeHtml(csrfToken)}" />`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--portico:head-->', () => `${themeStyle(boot)}${head}${rendered?.head ?? ''}`)
    .replace('<!--portico:boot-->', () => `<script id="portico-boot" type="application/json">${serializeForScript(boot)}</script>${payload}`);
}

/** The theme's style element. No token's value can hold `<` (themeTokenValue.ts); escaped all the same, so nothing closes the element. */
function themeStyle(boot: PageBootData): string {
  return `<style id="${THEME_STYLE_ID}">${themeStyleText(boot.config.theme).replace(/</g, '\\3c ')}</style>`;
}
