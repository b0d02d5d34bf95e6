import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';

/** The search API area (being built). */
export function registerSearchRoutes(_app: FastifyInstance, _context: ServerContext): void {}
