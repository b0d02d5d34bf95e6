import { escapeHtml, serializeForScript } from './renderIndexHtml';
import { htmlLanguageAttributes } from './htmlLanguageAttributes';

export interface StandalonePage {
  language: string;
  /** The page's title, as text. */
  title: string;
  /** The response's CSP nonce, for the page's style and script; without one the page has no script. */
  nonce?: string;
  css: string;
  /** The body's HTML, escaped by the caller. */
  body: string;
  /** The page script's data, as JSON in `<script id="{id}" type="application/json">`, and the script. */
  script?: { configId: string; config: unknown; code: string };
}

/**
 * A page the server writes itself, without React (the e-signature widget, the reference assistant, an
 * alert's manage page): in the reader's language (lang, dir), kept out of search engines, with its own
 * style and, given a nonce, its plain script reading its data from a JSON script element.
 */
export function renderStandalonePage({ language, title, nonce, css, body, script }: StandalonePage): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const scripts =
    script && nonce
      ? `<script id="${script.configId}" type="application/json">${serializeForScript(script.config)}</script>
<script${nonceAttribute}>${script.code}</script>
`
      : '';
  return `<!doctype html>
<html ${htmlLanguageAttributes(language)}>
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<link rel="icon" href="data:," />
<title>${escapeHtml(title)}</title>
<style${nonceAttribute}>
${css}
</style>
</head>
<body>
${body}
${scripts}</body>
</html>`;
}
