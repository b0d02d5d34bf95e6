import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';
import { registerAssistantRoutes } from './assistant/registerAssistantRoutes';
import { registerSavedSearchRoutes } from './savedSearches/registerSavedSearchRoutes';
import { registerJobCartEndpoints } from './routes/registerJobCartEndpoints';
import { registerPositionEndpoints } from './routes/registerPositionEndpoints';
import { registerResumeEndpoints } from './routes/registerResumeEndpoints';
import { registerSavedPositionEndpoints } from './routes/registerSavedPositionEndpoints';
import { registerSearchEndpoints } from './routes/registerSearchEndpoints';
import { registerSitemapRoute } from './routes/registerSitemapRoute';
import { SearchIndex, searchCacheBytes } from './SearchIndex';

/**
 * The search area: search and autocomplete, position details (match details, insights, config
 * overrides), the job cart, saved jobs, saved searches, resumes, the careers sitemap, and the reference assistant (it searches). One SearchIndex per server
 * holds what search keeps in memory, under PORTICO_SEARCH_CACHE_MB.
 */
export function registerSearchArea(app: FastifyInstance, context: ServerContext): void {
  const index = new SearchIndex(context.db, { maxBytes: searchCacheBytes(process.env.PORTICO_SEARCH_CACHE_MB) });
  registerSearchEndpoints(app, context, index);
  registerPositionEndpoints(app, context, index);
  registerJobCartEndpoints(app, context);
  registerSavedPositionEndpoints(app, context);
  registerResumeEndpoints(app, context, index);
  registerSitemapRoute(app, index);
  registerSavedSearchRoutes(app, context);
  registerAssistantRoutes(app, context, index);
}
