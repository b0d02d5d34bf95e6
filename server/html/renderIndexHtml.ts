import type { BootData } from '../../schemas/generated/boot-data';
import { textDirection } from '../../engine/i18n/languages';
import { SSR_PAYLOAD_ELEMENT_ID, type ServerRenderResult } from '../../engine/ssr/serverRender';

export interface IndexHtmlInput {
  template: string;
  csrfToken: string;
  boot: BootData;
  title: string;
  /** Extra head markup (JSON-LD, meta description); must already be safe HTML. */
  head?: string;
  /** The page's markup rendered on the server, and what the browser hydrates it with. */
  rendered?: ServerRenderResult | null;
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

/** index.html with the CSRF meta tag, the page title, language and the boot data the app starts from. */
export function renderIndexHtml({ template, csrfToken, boot, title, head = '', rendered }: IndexHtmlInput): string {
  const language = rendered?.payload.language ?? boot.language ?? boot.config.defaultLanguage ?? 'en';
  const payload = rendered ? `<script id="${SSR_PAYLOAD_ELEMENT_ID}" type="application/json">${serializeForScript(rendered.payload)}</script>` : '';
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(language)}" dir="${textDirection(language)}"`)
    .replace('<div id="root"></div>', () => (rendered ? `<div id="root">${rendered.html}</div>` : '<div id="root"></div>'))
    .replace('<meta name="csrf-token" content="" />', `<meta name="csrf-token" content="${escapeHtml(csrfToken)}" />`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--portico:head-->', () => head + (rendered?.head ?? ''))
    .replace('<!--portico:boot-->', () => `<script id="portico-boot" type="application/json">${serializeForScript(boot)}</script>${payload}`);
}
