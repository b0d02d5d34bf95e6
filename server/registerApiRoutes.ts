import type { FastifyInstance } from 'fastify';
import { registerIntegrationRoutes } from './integrations/registerIntegrationRoutes';
import type { ServerContext } from './http/requestContext';
import { registerFormBuilderRoutes } from './studio/registerFormBuilderRoutes';
import { registerStudioRoutes } from './studio/registerStudioRoutes';
import { registerThemeRoutes } from './studio/registerThemeRoutes';
import { registerAuthRoutes } from './auth/registerAuthRoutes';
import { registerHomeArea } from './home/registerHomeArea';
import { registerFormsArea } from './forms/registerFormsArea';
import { registerOffersArea } from './offers/registerOffersArea';
import { registerSearchArea } from './search/registerSearchArea';

/** Every API area: each area's folder registers its own routes (server/<area>/register<Area>Area.ts). */
export function registerApiRoutes(app: FastifyInstance, context: ServerContext): void {
  registerAuthRoutes(app, context);
  registerSearchArea(app, context);
  registerOffersArea(app, context);
  registerHomeArea(app, context);
  registerFormsArea(app, context);
  registerStudioRoutes(app, context);
  registerFormBuilderRoutes(app, context);
  registerThemeRoutes(app, context);
  registerIntegrationRoutes(app, context);
}
