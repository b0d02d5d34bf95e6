import type { PositionPage } from '../search/getPositionForPage';
import { escapeHtml, serializeForScript } from './renderIndexHtml';

/**
 * What search engines read of a job page without running scripts: the meta description, the
 * canonical address and the schema.org JobPosting as JSON-LD. The JSON goes through
 * serializeForScript, so a `<` in a title or description can never close the script element.
 */
export function jobPageHead(position: PositionPage, origin: string, domain: string): string {
  const canonical = `${origin}${position.canonicalPath}?domain=${encodeURIComponent(domain)}`;
  return [
    `<meta name="description" content="${escapeHtml(position.metaDescription)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(position.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(position.metaDescription)}" />`,
    `<script type="application/ld+json">${serializeForScript(position.jobPosting)}</script>`,
  ].join('\n    ');
}
