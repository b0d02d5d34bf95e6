import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';
import { registerSavedSearchRoutes } from '../search/savedSearches/registerSavedSearchRoutes';
import { registerStudioRoutes } from '../studio/registerStudioRoutes';
import { registerAuthRoutes } from './auth';
import { registerCandidateHomeRoutes } from './candidateHome';
import { registerFormsRoutes } from './forms';
import { registerOffersRoutes } from './offers';
import { registerSearchRoutes } from './search';

/** Every API area, each in its own file. */
export function registerApiRoutes(app: FastifyInstance, context: ServerContext): void {
  registerAuthRoutes(app, context);
  registerSearchRoutes(app, context);
  registerOffersRoutes(app, context);
  registerCandidateHomeRoutes(app, context);
  registerFormsRoutes(app, context);
  registerSavedSearchRoutes(app, context);
  registerStudioRoutes(app, context);
}
