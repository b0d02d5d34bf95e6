import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { EmployerConfig } from '../schemas/generated/employer-config';
import { loadEmployerConfigs } from './config/loadEmployerConfigs';
import { registerPageRoutes, type IndexTemplate } from './routes/pages';
import { registerSystemRoutes } from './routes/system';
import { verifyCsrf } from './security/csrf';

export interface ServerOptions {
  rootDir: string;
  configDir?: string;
  defaultDomain?: string;
  /** Development: serve the app through Vite (hot reload) instead of the built files. */
  dev?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export interface PorticoServer {
  app: FastifyInstance;
  configs: Map<string, EmployerConfig>;
}

/** The Portico server: validated employer configs, the app's pages with boot data, and the API. */
export async function buildServer(options: ServerOptions): Promise<PorticoServer> {
  const configs = await loadEmployerConfigs(options.configDir ?? path.join(options.rootDir, 'configs'));
  const defaultDomain = options.defaultDomain && configs.has(options.defaultDomain) ? options.defaultDomain : [...configs.keys()][0]!;
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, bodyLimit: 1024 * 1024 });

  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) await verifyCsrf(request, reply);
  });

  await app.register(fastifyStatic, {
    root: path.join(options.rootDir, 'configs', 'assets'),
    prefix: '/employer-assets/',
    decorateReply: false,
    maxAge: '1h',
  });

  let template: IndexTemplate;
  if (options.dev) {
    template = await useViteDevServer(app, options.rootDir);
  } else {
    const clientDir = path.join(options.rootDir, 'dist', 'client');
    const html = await readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => {
      throw new Error(`The app is not built (${path.join(clientDir, 'index.html')} is missing): run npm run build first.`);
    });
    await app.register(fastifyStatic, { root: path.join(clientDir, 'gen'), prefix: '/gen/', immutable: true, maxAge: '365d', decorateReply: false });
    template = async () => html;
  }

  registerSystemRoutes(app);
  registerPageRoutes(app, { configs, defaultDomain, template });
  return { app, configs };
}

async function useViteDevServer(app: FastifyInstance, rootDir: string): Promise<IndexTemplate> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use((req, res, next) => {
    // Vite serves modules and assets; pages and the API stay with Fastify.
    const url = req.url ?? '';
    if (url.startsWith('/api/') || url.startsWith('/careers') || url === '/' || url.startsWith('/logout') || url.startsWith('/candidate/')) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());
  return async (url) => vite.transformIndexHtml(url, await readFile(path.join(rootDir, 'index.html'), 'utf8'));
}
