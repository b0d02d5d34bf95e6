import { languageAlternates } from '../../html/languageAlternates';
import type { FastifyInstance } from 'fastify';
import type { SitemapQuery } from '../../../schemas/generated/api/search';
import { apiRef } from '../../http/apiSchemas';
import { HttpError } from '../../http/HttpError';
import { renderSitemap } from '../renderSitemap';
import type { SearchIndex } from '../SearchIndex';

/** GET /careers/sitemap.xml?domain=: the employer's open positions for search engines (outside /api, no CSRF). */
export function registerSitemapRoute(app: FastifyInstance, index: SearchIndex): void {
  app.get<{ Querystring: SitemapQuery }>('/careers/sitemap.xml', { schema: { querystring: apiRef('search', 'SitemapQuery') } }, async (request, reply) => {
    const { domain, config } = request.portal;
    if (!config) throw new HttpError(404, `No careers portal for ${domain}`, 'unknown_domain');
    const positions = await index.domainPositions(domain);
    // The employer's configured public address: a Host or X-Forwarded-Host header must not reach a cached sitemap.
    const xml = renderSitemap({
      positions,
      origin: request.portal.publicUrl,
      page: request.query.page,
      alternates: (address) => languageAlternates(address, config),
    });
    if (xml === null) throw new HttpError(404, 'This sitemap page does not exist.', 'not_found');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
}
