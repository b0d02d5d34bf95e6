import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';

/** The offers API area (being built). */
export function registerOffersRoutes(_app: FastifyInstance, _context: ServerContext): void {}
