import type { FastifyInstance } from 'fastify';

export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Page logging (POST /vslog) stores rows in page_logs, so it needs the database: it is registered
  // with the candidate home routes (server/home/pageLog/registerPageLogRoute.ts).
}
