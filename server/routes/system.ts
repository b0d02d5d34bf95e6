import type { FastifyInstance } from 'fastify';

export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Page logging (spec: POST /vslog). Accepted without CSRF (sendBeacon cannot send headers); it only writes logs.
  app.post('/vslog', async (request, reply) => {
    request.log.info({ vslog: request.body, query: request.query }, 'vslog');
    return reply.code(204).send();
  });
}
