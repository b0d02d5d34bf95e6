import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assistantOffered } from '../../../engine/portal/assistantSettings';
import type { AssistantInterpretRequest } from '../../../schemas/generated/api/search';
import { apiRef, responses } from '../../http/apiSchemas';
import { HttpError } from '../../http/HttpError';
import type { ServerContext } from '../../http/requestContext';
import { requestPage } from '../../i18n/requestLanguage';
import { translator } from '../../i18n/translator';
import { ensureCsrfToken } from '../../security/csrf';
import type { SearchIndex } from '../SearchIndex';
import { interpretAssistantRequest } from './interpretAssistantRequest';
import { ASSISTANT_INTERPRET_PATH, ASSISTANT_PAGE_PATH, renderAssistantPage } from './renderAssistantPage';

/** A conversation is a request now and then; more is someone scripting the search through it. */
const INTERPRET_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Whether the employer offers the assistant to this visitor (logged-out visitors only when the config says so). */
const offered = (request: FastifyRequest) => assistantOffered(request.portal.config ?? {}, request.viewer !== null);

/**
 * Portico's reference assistant (chatbotxConfig.providerUrl's default): its page, which only this
 * site may frame (the portal's search page), and the endpoint that reads a request.
 */
export function registerAssistantRoutes(app: FastifyInstance, { db }: ServerContext, index: SearchIndex): void {
  app.get(ASSISTANT_PAGE_PATH, async (request, reply) => {
    if (!offered(request)) throw new HttpError(404, 'The assistant is not offered here', 'not_found');
    const { language } = requestPage(request);
    const raw = Number((request.query as Record<string, unknown>).strongMatch);
    const nonce = randomBytes(16).toString('base64');
    const html = renderAssistantPage({
      language,
      domain: request.portal.domain,
      csrfToken: ensureCsrfToken(request, reply),
      nonce,
      strongMatchThreshold: Number.isFinite(raw) && raw >= 0 && raw <= 1 ? raw : undefined,
      translator: translator(language),
    });
    // Framed by the portal's own pages only: frame-ancestors 'self', and X-Frame-Options for older browsers.
    reply.raw.setHeader('X-Frame-Options', 'SAMEORIGIN');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
      )
      .send(html);
  });

  app.post<{ Body: AssistantInterpretRequest }>(
    ASSISTANT_INTERPRET_PATH,
    {
      config: INTERPRET_RATE_LIMIT,
      schema: { body: apiRef('search', 'AssistantInterpretRequest'), response: responses(200, apiRef('search', 'AssistantInterpretResponse')) },
    },
    async (request) => {
      if (!offered(request)) throw new HttpError(404, 'The assistant is not offered here', 'not_found');
      const { language, config: page } = requestPage(request);
      const data = await interpretAssistantRequest({
        db,
        index,
        config: request.portal.config,
        page,
        language,
        domain: request.portal.domain,
        viewer: request.viewer,
        body: request.body,
      });
      return { data };
    },
  );
}
