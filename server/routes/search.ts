import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';
import { registerJobCartEndpoints } from '../search/routes/registerJobCartEndpoints';
import { registerPositionEndpoints } from '../search/routes/registerPositionEndpoints';
import { registerResumeEndpoints } from '../search/routes/registerResumeEndpoints';
import { registerSavedPositionEndpoints } from '../search/routes/registerSavedPositionEndpoints';
import { registerSearchEndpoints } from '../search/routes/registerSearchEndpoints';
import { registerSitemapRoute } from '../search/routes/registerSitemapRoute';
import { SearchIndex } from '../search/SearchIndex';

/**
 * The search area: search and autocomplete, position details (match details, insights, config
 * overrides), the job cart, saved jobs, resumes, and the careers sitemap. One SearchIndex per server
 * holds what search keeps in memory.
 */
export function registerSearchRoutes(app: FastifyInstance, context: ServerContext): void {
  const index = new SearchIndex(context.db);
  registerSearchEndpoints(app, context, index);
  registerPositionEndpoints(app, context, index);
  registerJobCartEndpoints(app, context);
  registerSavedPositionEndpoints(app, context);
  registerResumeEndpoints(app, context, index);
  registerSitemapRoute(app, index);
}
