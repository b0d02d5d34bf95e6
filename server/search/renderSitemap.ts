import { slugify } from '../../engine/routes/parsePid';
import type { DomainPositions } from './DomainPositions';

/** The sitemaps protocol allows 50,000 URLs per file; more positions get a sitemap index of pages. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

export interface SitemapRequest {
  positions: DomainPositions;
  origin: string;
  /** Each address's versions in the employer's languages (server/html/languageAlternates.ts), listed as xhtml:link alternates. */
  alternates?: (address: string) => { hreflang: string; href: string }[];
  /** 1-based page of a split sitemap; undefined asks for the whole (or the index). */
  page?: number;
}

/** The sitemap XML of an employer's open positions, or null for a page past the end. */
export function renderSitemap({ positions, origin, page, alternates = () => [] }: SitemapRequest): string | null {
  const domain = encodeURIComponent(positions.domain);
  const pages = Math.max(1, Math.ceil(positions.size / SITEMAP_MAX_URLS));
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (page === undefined && pages > 1) {
    const entries = Array.from(
      { length: pages },
      (_, n) => `  <sitemap><loc>${escapeXml(`${origin}/careers/sitemap.xml?domain=${domain}&page=${n + 1}`)}</loc></sitemap>`,
    );
    return `${head}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const current = page ?? 1;
  if (current > pages) return null;
  // Stable pages: by id, so a new position does not shift every other one to another file.
  const rows = Array.from(positions.ids.keys()).sort((a, b) => positions.ids[a]! - positions.ids[b]!);
  const slice = rows.slice((current - 1) * SITEMAP_MAX_URLS, current * SITEMAP_MAX_URLS);
  const urls = slice.map((i) => {
    const id = positions.ids[i]!;
    const title = positions.title.values[positions.title.codes[i]!]!;
    const loc = `${origin}/careers/job/${id}-${slugify(title)}?domain=${domain}`;
    const lastmod = new Date(positions.postedAt[i]!).toISOString().slice(0, 10);
    const links = alternates(loc).map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
    return `  <url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod>${links.join('')}</url>`;
  });
  return `${head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}
