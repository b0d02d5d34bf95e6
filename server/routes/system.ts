import type { FastifyInstance } from 'fastify';
import { safeNextPath } from '../../engine/routes/buildLoginRedirect';

export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Page logging (spec: POST /vslog). Accepted without CSRF (sendBeacon cannot send headers); it only writes logs.
  app.post('/vslog', async (request, reply) => {
    request.log.info({ vslog: request.body, query: request.query }, 'vslog');
    return reply.code(204).send();
  });

  // Server logout: ends the session and returns to `next` when it is a same-origin path.
  app.get('/api/auth/logout', async (request, reply) => {
    const { next } = request.query as { next?: string };
    reply.clearCookie('portico_session', { path: '/' });
    return reply.redirect(safeNextPath(next));
  });
}
