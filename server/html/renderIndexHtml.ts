import type { BootData } from '../../schemas/generated/boot-data';

export interface IndexHtmlInput {
  template: string;
  csrfToken: string;
  boot: BootData;
  title: string;
  /** Extra head markup (JSON-LD, meta description); must already be safe HTML. */
  head?: string;
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
export function renderIndexHtml({ template, csrfToken, boot, title, head = '' }: IndexHtmlInput): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(boot.language ?? boot.config.defaultLanguage ?? 'en')}"`)
    .replace('<meta name="csrf-token" content="" />', `<meta name="csrf-token" content="${escapeHtml(csrfToken)}" />`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--portico:head-->', head)
    .replace('<!--portico:boot-->', `<script id="portico-boot" type="application/json">${serializeForScript(boot)}</script>`);
}
