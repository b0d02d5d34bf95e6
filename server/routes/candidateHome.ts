import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../http/requestContext';

/** The candidateHome API area (being built). */
export function registerCandidateHomeRoutes(_app: FastifyInstance, _context: ServerContext): void {}
