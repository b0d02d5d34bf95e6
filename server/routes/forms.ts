import type { FastifyInstance } from 'fastify';
import { loadFormCatalog } from '../forms/formCatalog';
import { registerApplyRoutes } from '../forms/registerApplyRoutes';
import { registerFormRoutes } from '../forms/registerFormRoutes';
import type { ServerContext } from '../http/requestContext';

/**
 * The forms area: the forms center (list, one form, drafts, submissions), option lists for dependent
 * dropdowns, and applying to a position. Form definitions come from configs/forms/ and are checked at
 * start: an invalid one stops the server.
 */
export function registerFormsRoutes(app: FastifyInstance, context: ServerContext): void {
  const catalog = loadFormCatalog();
  registerFormRoutes(app, context, catalog);
  registerApplyRoutes(app, context, catalog);
}
