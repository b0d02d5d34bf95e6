import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';

/** The forms API area (being built). */
export function registerFormsRoutes(_app: FastifyInstance, _context: ServerContext): void {}
