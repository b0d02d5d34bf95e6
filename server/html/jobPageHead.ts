import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { PositionPage } from '../search/getPositionForPage';
import { languageAlternates } from './languageAlternates';
import { escapeHtml, serializeForScript } from './renderIndexHtml';

/**
 * What search engines read of a job page without running scripts: the meta description, the
 * canonical address, its versions in the employer's languages (hreflang) and the schema.org JobPosting as JSON-LD. The JSON goes through
 * serializeForScript, so a `<` in a title or description can never close the script element.
 */
export function jobPageHead(position: PositionPage, origin: string, domain: string, config: EmployerConfig): string {
  const canonical = `${origin}${position.canonicalPath}?domain=${encodeURIComponent(domain)}`;
  return [
    `<meta name="description" content="${escapeHtml(position.metaDescription)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternateLinks(canonical, config),
    `<meta property="og:title" content="${escapeHtml(position.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(position.metaDescription)}" />`,
    `<script type="application/ld+json">${serializeForScript(position.jobPosting)}</script>`,
  ].join('\n    ');
}

/** `<link rel="alternate" hreflang>` of an address in each language the employer offers (none when it offers one). */
export function alternateLinks(address: string, config: EmployerConfig): string[] {
  return languageAlternates(address, config).map(
    ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
  );
}
