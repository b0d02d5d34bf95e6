import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootData } from '../../schemas/generated/boot-data';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { escapeHtml, renderIndexHtml } from '../html/renderIndexHtml';
import { ensureCsrfToken } from '../security/csrf';
import { sessionUser } from './auth';

export type IndexTemplate = (url: string) => Promise<string>;

interface PageRouteOptions {
  configs: Map<string, EmployerConfig>;
  defaultDomain: string;
  template: IndexTemplate;
}

/** Every page of the app answers with index.html carrying the CSRF meta tag and the employer's boot data. */
export function registerPageRoutes(app: FastifyInstance, { configs, defaultDomain, template }: PageRouteOptions): void {
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    const domain = query.domain ?? defaultDomain;
    const config = configs.get(domain);
    if (!config) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><title>Not found</title><main><h1>No careers portal for ${escapeHtml(domain)}</h1></main></html>`);
    }
    const csrfToken = ensureCsrfToken(request, reply);
    const boot: BootData = {
      domain,
      config,
      user: sessionUser(request.viewer),
      language: query.hl ?? request.viewer?.language ?? null,
      staticAssetHost: `${request.protocol}://${request.host}`,
      microsite: query.microsite ?? null,
    };
    const html = renderIndexHtml({ template: await template(request.url), csrfToken, boot, title: `Careers | ${config.name}` });
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  };

  app.get('/', async (request, reply) => reply.redirect(`/careers${request.url.slice(1)}`));
  app.get('/careers', servePage);
  app.get('/careers/*', servePage);
  app.get('/logout', servePage);
  app.get('/candidate/login', async (request, reply) => {
    // The login redirect target the spec builds; it leads to the login page with its parameters kept.
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/careers/login${search}`);
  });
}
