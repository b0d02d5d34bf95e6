import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { ServerRenderer } from '../engine/ssr/serverRender';
import type { EmployerConfig } from '../schemas/generated/employer-config';
import type { CheckedDocuments } from './config/CheckedDocuments';
import { createDatabase, type PorticoDatabase } from './db/createDatabase';
import { loadApiSchemas, registerApiSchemas } from './http/apiSchemas';
import type { LiveForms } from './forms/formCatalog';
import { registerErrorHandler } from './http/errorHandler';
import { HttpError } from './http/HttpError';
import { parsePublicUrl } from './http/publicUrl';
import { registerRequestContext, type ServerContext } from './http/requestContext';
import { registerRequestValidation } from './http/requestValidation';
import { lazySerializers } from './http/lazySchemaCompilers';
import { needsCsrfToken } from './http/routePolicy';
import { registerApiRoutes } from './registerApiRoutes';
import { registerPageRoutes, type IndexTemplate } from './html/registerPageRoutes';
import { registerSystemRoutes } from './http/registerSystemRoutes';
import { registerWorkerHeader, WORKER_HEADER } from './http/workerHeader';
import { verifyCsrf } from './security/csrf';
import { databaseRateLimitStore } from './security/DatabaseRateLimitStore';
import { earlyErrorOptions, registerSecurityHeaders } from './security/securityHeaders';
import { seedIfEmpty } from './seed/seedIfEmpty';
import { loadLiveForms } from './studio/formDocuments';
import { followPublishedConfigs, loadLiveConfigs, type LiveConfigs } from './studio/LiveConfigs';
import { deleteExpiredDrafts } from './forms/draftLimits';
import { prunePageLogs } from './home/pageLog/prunePageLogs';
import { registerAlertJobs } from './alerts/registerAlertJobs';
import { registerAlertManagePage } from './alerts/registerAlertManagePage';
import { serverSecret } from './alerts/serverSecret';
import { createJobQueue } from './jobs/JobQueue';
import { createMailer } from './mail/Mailer';
import { REQUEST_ERROR_KEYS } from '../engine/api/errorMessages';
import { message } from '../engine/i18n/Message';

const DAY_MS = 24 * 60 * 60 * 1000;
/** After listening, how long the background work (job queue, sweep) waits: the first pages come first. */
const BACKGROUND_START_DELAY_MS = 3000;

export interface ServerOptions {
  rootDir: string;
  configDir?: string;
  defaultDomain?: string;
  /** The built app (vite build's outDir); dist/client by default. */
  clientDir?: string;
  /** Development: serve the app through Vite (hot reload) instead of the built files. */
  dev?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** postgres://… for a PostgreSQL server; else PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** An already open database (tests share one per worker). */
  database?: PorticoDatabase;
  /** PORTICO_DB_POOL: most PostgreSQL connections this process opens (10 by default). */
  poolSize?: number;
  /** Bring the schema up to date at start (the default); PORTICO_WORKERS' workers leave it to their primary (prepareDatabase). */
  migrate?: boolean;
  /** Seed the demo data when the database is empty (npm start). */
  seed?: boolean;
  /** Which of PORTICO_WORKERS' processes this is (1…N), sent in X-Portico-Worker; 1 by default (one process). */
  workerNumber?: number;
  /** Serve pages (needs the built app or dev); API-only servers for tests and benchmarks skip it. */
  pages?: boolean;
  now?: () => Date;
  /** The proxies whose X-Forwarded-* headers are believed: a hop count or their addresses (PORTICO_TRUST_PROXY); none by default. */
  trustProxy?: false | number | string[];
  /** Per-route rate limits (on unless a test turns them off to log in many times). */
  rateLimits?: boolean;
  /** Origin the browser makes relative asset paths (avatars) absolute with (boot data staticAssetHost); default the employer's public origin. */
  staticAssetHost?: string;
  /**
   * The portal's public origin (PORTICO_PUBLIC_URL; an employer's config publicUrl overrides it for that
   * employer): every absolute URL is built from it, never from Host or X-Forwarded-Host. https turns
   * Strict-Transport-Security on. Default http://localhost.
   */
  publicUrl?: string;
  /**
   * Render the marked pages' markup on the server (the built renderer, dist/server/renderPage.js,
   * beside the client build); on unless false. Without the renderer built, the browser renders alone.
   */
  serverRender?: boolean;
  /**
   * Background jobs (server/jobs/): 'poll' runs them as they come (npm start); 'manual' (the default, for
   * tests and scripts) only when context.jobs.drain() is called.
   */
  jobs?: 'poll' | 'manual';
  /** SMTP_URL: where e-mail is sent. */
  smtpUrl?: string;
  /** Without SMTP_URL, e-mails are written here as .eml files (npm start: ./data/outbox); none by default. */
  outboxDir?: string | null;
  /** PORTICO_MAIL_FROM: the address e-mail is sent from; default no-reply@ the public URL's host. */
  mailFrom?: string;
  /** PORTICO_SECRET: signs links that work without a login; unset, one is generated and kept in the database. */
  secret?: string;
  /** The published documents the server's build has accepted before (npm run serve, npm start): not validated again. None by default. */
  checkedDocuments?: CheckedDocuments;
}

export interface PorticoServer {
  app: FastifyInstance;
  configs: Map<string, EmployerConfig>;
  database: PorticoDatabase;
  context: ServerContext;
  /** Every route registered, with its schema (the fuzz tests walk them). */
  routes: RouteOptions[];
}

/** The Portico server: validated employer configs, the app's pages with boot data, and the API. */
export async function buildServer(options: ServerOptions): Promise<PorticoServer> {
  const publicUrl = parsePublicUrl(options.publicUrl ?? 'http://localhost', 'PORTICO_PUBLIC_URL');
  const clientDir = options.clientDir ?? path.join(options.rootDir, 'dist', 'client');
  // The server renderer's modules (React, Chakra, jsdom) load while the database opens, much of which
  // is waiting for PGlite's WebAssembly; awaited where the page routes need it (a start that fails
  // before then reports its own error, not this one).
  const rendererLoad =
    options.pages !== false && !options.dev && options.serverRender !== false
      ? loadServerRenderer(path.join(clientDir, '..', 'server', 'renderPage.js'))
      : undefined;
  rendererLoad?.catch(() => undefined);
  const database =
    options.database ??
    (await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, poolSize: options.poolSize, migrate: options.migrate }));
  // The published configs and forms live in the database (a fresh one is seeded from configDir's files), validated with the engine.
  const configDir = options.configDir ?? path.join(options.rootDir, 'configs');
  let liveConfigs: LiveConfigs;
  let liveForms: LiveForms;
  try {
    liveConfigs = await loadLiveConfigs(database.db, configDir, options.checkedDocuments);
    liveForms = await loadLiveForms(database.db, configDir, options.checkedDocuments);
    // Before anything can change a served document; PORTICO_WORKERS' workers read what their primary wrote.
    await options.checkedDocuments?.save();
    for (const config of liveConfigs.configs.values()) if (config.publicUrl) parsePublicUrl(config.publicUrl, `${config.domain}: /publicUrl`);
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  const configs = liveConfigs.configs;
  const defaultDomain = options.defaultDomain && configs.has(options.defaultDomain) ? options.defaultDomain : [...configs.keys()][0]!;
  const jobs = createJobQueue(database, {
    mode: options.jobs ?? 'manual',
    log: (text, error) => (options.logger ? console.warn(text, error) : undefined),
  });
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    outboxDir: options.outboxDir,
    fromAddress: options.mailFrom || `no-reply@${new URL(publicUrl).hostname}`,
  });
  const context: ServerContext = {
    jobs,
    mailer,
    secret: await serverSecret(database.db, options.secret),
    db: database.db,
    configs,
    liveConfigs,
    defaultDomain,
    now: options.now ?? (() => new Date()),
    publicUrl,
    forms: liveForms,
  };
  if (options.seed) await seedIfEmpty(database.db, configs, options.logger ? console.log : () => undefined);

  // The client's address (rate limits) and protocol come from X-Forwarded-* only through configured proxies.
  const https = publicUrl.startsWith('https:');
  const workerNumber = options.workerNumber ?? 1;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    bodyLimit: 12 * 1024 * 1024,
    // Response serializers are built on first use, not at start.
    schemaController: lazySerializers(),
    // A malformed address or request is refused before any hook runs: with the security headers all the same.
    ...earlyErrorOptions({ https, dev: options.dev }, { [WORKER_HEADER]: String(workerNumber) }),
  });
  registerWorkerHeader(app, workerNumber);
  // First, so every response carries the security headers, also one another hook answers (403, 404, 429).
  await registerSecurityHeaders(app, { https, dev: options.dev });
  if (!options.database) app.addHook('onClose', () => database.close());
  // Other processes on the same PostgreSQL publish too; PGlite has this process alone.
  if (database.target === 'postgres') {
    const stop = followPublishedConfigs(database.db, { configs: liveConfigs, forms: liveForms }, (message) => app.log.warn(message));
    app.addHook('onClose', async () => stop());
  }
  // Visitors' drafts expire (server/forms/draftLimits.ts) and page logs are kept 90 days (prunePageLogs):
  // swept at start (with the jobs, below), then once a day. Each visitor's drafts are also deleted when next read or saved.
  const sweepOnce = () => Promise.all([deleteExpiredDrafts(database.db, context.now()), prunePageLogs(database.db, context.now())]);
  const sweep = setInterval(() => void sweepOnce().catch((error) => app.log.warn({ err: error }, 'daily sweep failed')), DAY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  registerErrorHandler(app);
  const apiSchemas = [...loadApiSchemas().values()];
  registerApiSchemas(app, apiSchemas);
  registerRequestValidation(app, apiSchemas);
  // Scripts, pages and JSON go out compressed (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  if (options.rateLimits !== false) {
    await app.register(fastifyRateLimit, {
      global: false,
      // Counters in the database: every server process counts the same hits.
      store: databaseRateLimitStore(database.db, context.now),
      // The request layer shows its own 429 text ('Please try again in a few minutes'); say the same, as its key.
      errorResponseBuilder: () => new HttpError(429, message(REQUEST_ERROR_KEYS.rateLimited), 'rate_limited'),
    });
  }
  // Decided on the route that matched: every mutating route needs the token unless its config opts out.
  app.addHook('onRequest', async (request, reply) => {
    if (needsCsrfToken(request)) await verifyCsrf(request, reply);
  });
  registerRequestContext(app, context);

  await app.register(fastifyStatic, {
    root: path.join(options.rootDir, 'configs', 'assets'),
    prefix: '/employer-assets/',
    decorateReply: false,
    maxAge: '1h',
  });

  registerSystemRoutes(app);
  registerApiRoutes(app, context);
  registerAlertManagePage(app, context);
  // Jobs start once every handler is registered; they stop before the database closes (preClose).
  const alertJobs = registerAlertJobs(context);
  const startBackgroundWork = async () => {
    await sweepOnce();
    await jobs.start();
    if (options.jobs === 'poll') await alertJobs.schedule();
  };
  if (options.jobs === 'poll') {
    // npm start: work that can wait starts once the server has answered its first pages; a job sent
    // sooner starts the queue itself (JobQueue.send).
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      timer = setTimeout(
        () => void startBackgroundWork().catch((error) => app.log.error({ err: error }, 'background work failed to start')),
        BACKGROUND_START_DELAY_MS,
      );
      timer.unref();
    });
    app.addHook('preClose', async () => clearTimeout(timer));
  } else {
    await startBackgroundWork();
  }
  app.addHook('preClose', async () => {
    await jobs.stop();
    mailer.close();
  });
  if (options.pages === false) return { app, configs, database, context, routes };

  let template: IndexTemplate;
  let renderer: ServerRenderer | undefined;
  if (options.dev) {
    template = await useViteDevServer(app, options.rootDir);
  } else {
    const html = await readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => {
      throw new Error(`The app is not built (${path.join(clientDir, 'index.html')} is missing): run npm run build first.`);
    });
    await app.register(fastifyStatic, { root: path.join(clientDir, 'gen'), prefix: '/gen/', immutable: true, maxAge: '365d', decorateReply: false });
    const favicon = await readFile(path.join(clientDir, 'favicon.svg'));
    app.get('/favicon.svg', (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon));
    // Browsers still ask for /favicon.ico now and then.
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
    template = async () => html;
    renderer = await rendererLoad;
  }

  registerPageRoutes(app, {
    configs,
    defaultDomain,
    template,
    db: context.db,
    staticAssetHost: options.staticAssetHost,
    renderer,
    publicUrl,
    forms: context.forms,
    dev: options.dev,
  });
  return { app, configs, database, context, routes };
}

/**
 * What a start does to the database, once, without serving: the migrations, a fresh database's config
 * and form documents and (with seed) demo data, the link-signing secret, the job queue's schema and
 * queues. PORTICO_WORKERS' primary runs it before it starts the workers, which then skip it all
 * (migrate: false, seed: false) instead of racing each other through it.
 */
export async function prepareDatabase(options: ServerOptions): Promise<void> {
  const { app } = await buildServer({ ...options, migrate: true, pages: false, jobs: 'manual' });
  await app.close();
}

/** Fastify's form of the trusted proxies: a hop count n trusts the n nearest hops. */
function fastifyTrustProxy(trusted: ServerOptions['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trusted === 'number') return (_address: string, hop: number) => hop < trusted;
  return trusted ?? false;
}

/** The server renderer the SSR build made, or undefined when it was not built. */
async function loadServerRenderer(file: string): Promise<ServerRenderer | undefined> {
  const built = await access(file).then(
    () => true,
    () => false,
  );
  if (!built) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: ServerRenderer };
  return module.renderPage;
}

async function useViteDevServer(app: FastifyInstance, rootDir: string): Promise<IndexTemplate> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use((req, res, next) => {
    // Vite serves modules and assets; pages, the API, the hosted e-sign widget and the theme's uploaded images stay with Fastify.
    const url = req.url ?? '';
    if (
      url.startsWith('/api/') ||
      url.startsWith('/esign/') ||
      url.startsWith('/careers') ||
      url === '/' ||
      url.startsWith('/logout') ||
      url.startsWith('/candidate/') ||
      url.startsWith('/theme-assets/')
    )
      return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());
  return async (url) => vite.transformIndexHtml(url, await readFile(path.join(rootDir, 'index.html'), 'utf8'));
}
