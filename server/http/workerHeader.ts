import type { FastifyInstance } from 'fastify';

/** The response header that names the server process which answered (PORTICO_WORKERS: 1…N; one process: 1). */
export const WORKER_HEADER = 'X-Portico-Worker';

/**
 * Every response says which worker answered: pages, the API, static files, errors and 404s (an
 * onRequest hook registered before any other, so even a refusal another hook gives carries it; the
 * answers Fastify gives before any hook runs get it from earlyErrorOptions).
 */
export function registerWorkerHeader(app: FastifyInstance, workerNumber: number): void {
  const value = String(workerNumber);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header(WORKER_HEADER, value);
    done();
  });
}
