/**
 * Loaded (node --import) into the server processes that tests and benchmarks start: the server ends
 * when the process that started it is gone, even killed (a timed-out test worker), since its IPC
 * channel then closes. Nothing else of the server changes. The workers of PORTICO_WORKERS load it too
 * (they inherit the primary's Node options) and are left alone: their channel is their primary's, which
 * they need to receive connections, and node:cluster already ends a worker whose primary is gone.
 */
import cluster from 'node:cluster';

if (!cluster.isWorker) {
  process.channel?.unref();
  process.once('disconnect', () => process.exit(0));
}
