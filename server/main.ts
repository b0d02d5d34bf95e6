import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CheckedDocuments } from './config/CheckedDocuments';
import { InvalidConfigError } from './config/loadEmployerConfigs';
import { DataDirInUseError } from './db/dataDirLock';
import { buildServer, prepareDatabase, type ServerOptions } from './app';
import { processSettingsOrStop, WORKER_NUMBER_ENV } from './cluster/processSettings';
import { runPrimary } from './cluster/runPrimary';
import { PROJECT_ROOT } from './projectRoot';
import { parseTrustProxy, TRUST_PROXY_ENV } from './security/trustProxy';

// React's server renderer (loaded later, with the page renderer) picks its production build from this.
process.env.NODE_ENV ??= 'production';
const rootDir = PROJECT_ROOT;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

function outboxDir(dataDir: string | undefined): string | null {
  if (!dataDir) return path.join(rootDir, 'data', 'outbox');
  if (dataDir.startsWith('memory://')) return null;
  return path.join(path.dirname(path.resolve(dataDir)), 'outbox');
}

// PORTICO_WORKERS and PORTICO_DB_POOL come first: a wrong value stops the start before anything opens.
const settings = processSettingsOrStop(process.env);

const serverOptions: ServerOptions = {
  rootDir,
  dev: process.env.PORTICO_DEV === '1',
  clientDir: process.env.PORTICO_CLIENT_DIR || undefined,
  defaultDomain: process.env.DEFAULT_DOMAIN ?? 'acme.com',
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.PORTICO_DATA_DIR ?? path.join(rootDir, 'data', 'pglite'),
  poolSize: settings.poolSize,
  seed: process.env.PORTICO_SEED !== '0',
  // End-to-end tests log the same demo people in many times a minute from one address.
  rateLimits: process.env.PORTICO_RATE_LIMITS !== 'off',
  staticAssetHost: process.env.PORTICO_STATIC_ASSET_HOST || undefined,
  trustProxy: parseTrustProxy(process.env[TRUST_PROXY_ENV]),
  // Absolute URLs (sitemap, canonical links, JSON-LD, e-sign return address) come from here, never from request headers.
  publicUrl: process.env.PORTICO_PUBLIC_URL || `http://localhost:${port}`,
  // Alerts and e-mails run in the background, as they come (in every worker: pg-boss hands each job to one).
  jobs: 'poll',
  smtpUrl: process.env.SMTP_URL || undefined,
  // Without SMTP, mail is written where the demo can show it: ./data/outbox (beside a PGlite data dir of its
  // own, PORTICO_DATA_DIR/../outbox); a memory:// database writes no mail files (nothing else of it is kept either).
  outboxDir: process.env.PORTICO_OUTBOX_DIR || outboxDir(process.env.PORTICO_DATA_DIR),
  mailFrom: process.env.PORTICO_MAIL_FROM || undefined,
  secret: process.env.PORTICO_SECRET || undefined,
  // Run from its build (dist-server/main.js), the server remembers the documents it has validated (server/config/CheckedDocuments.ts).
  checkedDocuments: CheckedDocuments.ofBuild(import.meta.dirname, rootDir),
};

function servingMessage(target: string, workers: number): string {
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  const processes = workers > 1 ? ` with ${workers} workers` : '';
  return `Portico (${target}${processes}) is serving http://${shown}:${port}/careers (acme.com) and http://${shown}:${port}/careers?domain=globex.com`;
}

function reportStartFailure(error: unknown): never {
  if (error instanceof InvalidConfigError) {
    console.error('Portico will not start: an employer config is invalid.');
    for (const line of error.lines) console.error(line);
  } else if (error instanceof DataDirInUseError) {
    console.error(`Portico will not start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

/**
 * SIGTERM and SIGINT (Ctrl-C, a process manager, PORTICO_WORKERS' primary) close the server gracefully:
 * the requests in flight are answered, the jobs stop, and the database closes cleanly (PGlite ended
 * while open has to recover from its write-ahead log at the next start).
 */
function closeOnSignals(app: { close: () => Promise<unknown> }): void {
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    ));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

if (settings.workers > 1 && cluster.isPrimary) {
  // The primary serves nothing itself: it prepares the database once, then starts and watches the workers.
  await runPrimary({
    workers: settings.workers,
    exec: fileURLToPath(import.meta.url),
    prepare: () => prepareDatabase(serverOptions),
    ready: servingMessage('postgres', settings.workers),
  }).catch(reportStartFailure);
} else if (cluster.isWorker) {
  // One of PORTICO_WORKERS: the primary has migrated and seeded; SIGTERM (from the primary) closes it gracefully.
  const workerNumber = Number(process.env[WORKER_NUMBER_ENV]);
  try {
    const { app } = await buildServer({ ...serverOptions, migrate: false, seed: false, workerNumber });
    await app.listen({ port, host });
    closeOnSignals(app);
  } catch (error) {
    reportStartFailure(error);
  }
} else {
  try {
    const { app, database } = await buildServer(serverOptions);
    await app.listen({ port, host });
    closeOnSignals(app);
    console.log(servingMessage(database.target, 1));
  } catch (error) {
    reportStartFailure(error);
  }
}
