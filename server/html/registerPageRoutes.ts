import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { pageConfig, type PageBootData } from '../../engine/i18n/localizedText';
import { requestLanguage } from '../i18n/requestLanguage';
import { languageName } from '../../engine/i18n/languages';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { Database } from '../db/Database';
import { embeddedFormOrigins, type FormCatalog } from '../forms/formCatalog';
import type { PageStrings, ServerRenderer, ServerRenderResult } from '../../engine/ssr/serverRender';
import { packStrings } from '../../engine/i18n/packedStrings';
import { enFirstPage } from '../../engine/i18n/locales/enFirstPage';
import { localeStrings } from '../i18n/localeStrings';
import { inProcessFetch } from './inProcessFetch';
import { alternateLinks, jobPageHead } from './jobPageHead';
import { escapeHtml, renderIndexHtml } from './renderIndexHtml';
import { parsePublicUrl, publicOrigin } from '../http/publicUrl';
import { getPositionForPage } from '../search/getPositionForPage';
import { singleQueryValue } from '../http/requestContext';
import { ensureCsrfToken } from '../security/csrf';
import { setContentSecurityPolicy } from '../security/securityHeaders';
import { sessionUser } from '../auth/registerAuthRoutes';

export type IndexTemplate = (url: string) => Promise<string>;

interface PageRouteOptions {
  configs: Map<string, EmployerConfig>;
  defaultDomain: string;
  template: IndexTemplate;
  /** For the job pages' search engine markup (JobPosting JSON-LD, title, meta description); without it they get the plain page. */
  db?: Kysely<Database>;
  /** Origin relative asset paths (avatars) are made absolute with; default the employer's public origin. */
  staticAssetHost?: string;
  /** Renders the marked pages' markup (search, job pages); without it the browser renders every page alone. */
  renderer?: ServerRenderer;
  /** The server's public origin (an employer's publicUrl overrides it): absolute URLs never come from the request's Host. */
  publicUrl: string;
  /** The employers' forms: a page may frame the sign widgets its employer's forms show. */
  forms?: FormCatalog;
  /** Vite's dev server serves the scripts (its hot reload socket is allowed). */
  dev?: boolean;
}

/** The pid of a job page address: /careers/job/{pid}(-slug) or /careers/job/private?pid={pid}. */
export function jobPagePid(url: string): string | null {
  const [path = '', search = ''] = url.split('?');
  const match = /^\/careers\/job\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const segment = decodeURIComponent(match[1]!);
  if (segment === 'private') return new URLSearchParams(search).get('pid');
  return segment;
}

/** The page's server-rendered markup, or null (the browser renders it) when the renderer skips the route or fails. */
async function renderOrLog(renderer: ServerRenderer, request: FastifyRequest, app: FastifyInstance, boot: PageBootData): Promise<ServerRenderResult | null> {
  try {
    const language = boot.language ?? 'en';
    const strings = Object.fromEntries(
      (['firstPage', 'laterAreas'] as const).flatMap((stage) => {
        const bundle = localeStrings(language, stage);
        return bundle ? [[stage, bundle]] : [];
      }),
    );
    return await renderer({ url: request.url, boot, acceptLanguage: request.headers['accept-language'], fetch: inProcessFetch(app, request), strings });
  } catch (error) {
    request.log.error({ err: error }, 'server render failed; the browser renders the page');
    return null;
  }
}

const packed = new Map<string, PageStrings | undefined>();

/** The language's first-page strings as a page carries them (none for English), packed once per language. */
function packedFirstStrings(language: string): PageStrings | undefined {
  if (!packed.has(language)) {
    const strings = localeStrings(language, 'firstPage');
    packed.set(language, strings ? { language, strings: packStrings(enFirstPage, strings) } : undefined);
  }
  return packed.get(language);
}

/** The search page's addresses. */
const SEARCH_PATHS = new Set(['/careers', '/careers/', '/careers/search']);

/** Every page of the app answers with index.html carrying the CSRF meta tag and the employer's boot data. */
export function registerPageRoutes(app: FastifyInstance, options: PageRouteOptions): void {
  const { configs, defaultDomain, template, db, staticAssetHost, renderer, publicUrl, dev } = options;
  // Its origin may serve images (avatars); it may carry a path, so only its origin is checked.
  const staticAssetOrigin = staticAssetHost ? parsePublicUrl(URL.parse(staticAssetHost)?.origin ?? staticAssetHost, 'PORTICO_STATIC_ASSET_HOST') : undefined;
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const domain = singleQueryValue(request, 'domain') ?? defaultDomain;
    const config = configs.get(domain);
    if (!config) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><title>Not found</title><main><h1>No careers portal for ${escapeHtml(domain)}</h1></main></html>`);
    }
    const csrfToken = ensureCsrfToken(request, reply);
    const origin = publicOrigin(config, publicUrl);
    // Negotiated here, so the page is rendered (and its <html lang> written) in it: hl, the candidate's saved language, Accept-Language, the employer's default.
    const language = requestLanguage(request, config.defaultLanguage);
    const boot: PageBootData = {
      domain,
      // The employer's texts in the page language.
      config: pageConfig(config, language),
      // In the studio's preview, its persona (server/studio/studioPreview.ts).
      user: sessionUser(request.viewer),
      language,
      staticAssetHost: staticAssetHost ?? origin,
      microsite: singleQueryValue(request, 'microsite') ?? null,
      languageNames: Object.fromEntries([...new Set([language, ...(config.locales ?? [])])].map((code) => [code, languageName(code)])),
    };
    let title = `Careers | ${boot.config.name}`;
    let head = `<meta name="description" content="${escapeHtml(`Search and apply for jobs at ${boot.config.name}.`)}" />`;
    const path = request.url.split('?')[0]!;
    // The search page in each of the employer's languages (a job page lists its own, jobPageHead.ts).
    if (SEARCH_PATHS.has(path)) head += alternateLinks(`${origin}${path}?domain=${encodeURIComponent(domain)}`, config).join('');
    let status = 200;
    const pid = db ? jobPagePid(request.url) : null;
    if (db && pid) {
      const position = await getPositionForPage(db, domain, pid, {
        employerName: boot.config.name,
        origin,
        logoUrl: boot.config.pcsxConfig?.branding?.logoUrl,
      });
      if (position) {
        title = `${position.title} | ${boot.config.name}`;
        head = jobPageHead(position, origin, domain, boot.config);
      } else {
        // No such job: the page (which says so) with a 404, so search engines drop the address.
        status = 404;
        head += '<meta name="robots" content="noindex" />';
      }
    }
    // The studio's preview renders in the browser alone (from each draft): the server's markup would go unused.
    const rendered = renderer && !request.preview ? await renderOrLog(renderer, request, app, boot) : null;
    const nonce = randomBytes(16).toString('base64');
    const pageStrings = boot.language ? packedFirstStrings(boot.language) : undefined;
    const html = renderIndexHtml({ template: await template(request.url), csrfToken, boot, title, head, rendered, nonce, pageStrings });
    setContentSecurityPolicy(reply, {
      config,
      nonce,
      // Read per request: a form published since is framed at once.
      embeddedFormOrigins: options.forms ? embeddedFormOrigins(options.forms.of(domain).values()) : [],
      imageOrigins: [staticAssetOrigin ?? origin, origin],
      dev,
      https: origin.startsWith('https:'),
      // The studio's preview (request.preview: an editor of this employer asked) is framed by the studio, on this site.
      ...(request.preview ? { frameAncestors: ["'self'"], scriptEval: true } : {}),
    });
    return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
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
