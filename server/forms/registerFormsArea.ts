import type { FastifyInstance } from 'fastify';
import { checkEmployerFrames } from '../../engine/config/checkFrameOrigins';
import { formatConfigError } from '../../engine/config/ConfigError';
import { InvalidConfigError } from '../config/loadEmployerConfigs';
import { registerApplyRoutes } from './registerApplyRoutes';
import { registerFormRoutes } from './registerFormRoutes';
import type { ServerContext } from '../http/requestContext';

/**
 * The forms area: the forms center (list, one form, drafts, submissions), option lists for dependent
 * dropdowns, and applying to a position. Each employer's published forms (context.forms) are checked
 * at start: an invalid one stops the server (server/studio/formDocuments.ts), and so does a frame its
 * employer does not allow (security.frameOrigins).
 */
export function registerFormsArea(app: FastifyInstance, context: ServerContext): void {
  const catalog = context.forms;
  // Each employer serves its own forms: their frames must be ones the employer allows.
  const problems = [...context.configs.values()].flatMap((config) =>
    checkEmployerFrames(config, catalog.of(config.domain).values()).map((error) => `configs/${config.domain}.json: ${formatConfigError(error)}`),
  );
  if (problems.length > 0) throw new InvalidConfigError(problems);
  registerFormRoutes(app, context, catalog);
  registerApplyRoutes(app, context, catalog);
}
