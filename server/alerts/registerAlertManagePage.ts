import { renderStandalonePage } from '../html/standalonePage';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../http/requestContext';
import { publicOrigin } from '../http/publicUrl';
import { serverText, serverTextIn, type ServerTextKey } from '../i18n/serverText';
import { alertLanguage } from './alertLanguage';
import { readAlertToken } from './alertToken';
import { escapeHtml } from '../html/renderIndexHtml';
import { SAVED_SEARCH_COLUMNS, savedSearchLabel } from '../search/savedSearches/savedSearchLinks';

/** Following e-mailed links is a click now and then; more is someone trying tokens. */
const MANAGE_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const ACTIONS = ['pause', 'resume', 'delete'] as const;
type ManageAction = (typeof ACTIONS)[number];

interface PageInput {
  language: string;
  token: string;
  careersUrl: string;
  search: string | null;
  state: 'active' | 'paused' | 'deleted' | 'invalid';
}

/**
 * The page an alert e-mail links to (GET /alerts/manage?token=…): pause, resume or delete that one
 * saved search's alert without logging in. The signed, expiring token is the only credential, so the
 * forms post it back (POST /alerts/manage, no cookie, hence no CSRF token: a forged post would need
 * the token itself). A small server-rendered page in the candidate's language, no script.
 */
export function registerAlertManagePage(app: FastifyInstance, context: ServerContext): void {
  const { db } = context;

  const load = async (token: unknown) => {
    const id = readAlertToken(context.secret, token, context.now());
    if (id === null) return null;
    return (
      (await db
        .selectFrom('saved_searches')
        .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
        .select([...SAVED_SEARCH_COLUMNS, 'saved_searches.paused_at', 'candidates.language'])
        .where('saved_searches.id', '=', id)
        .executeTakeFirst()) ?? null
    );
  };

  const send = (reply: FastifyReply, input: PageInput, status = 200) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(renderPage(input));

  const careersUrl = (domain: string) => {
    const url = new URL('/careers', publicOrigin(context.configs.get(domain), context.publicUrl));
    url.searchParams.set('domain', domain);
    return url.toString();
  };

  app.get<{ Querystring: { token?: string } }>('/alerts/manage', { config: MANAGE_RATE_LIMIT }, async (request, reply) => {
    const search = await load(request.query.token);
    const language = alertLanguage(search?.language ?? null, context.configs.get(search?.domain ?? request.portal.domain));
    if (!search) return send(reply, { language, token: '', careersUrl: careersUrl(request.portal.domain), search: null, state: 'invalid' }, 404);
    return send(reply, {
      language,
      token: request.query.token!,
      careersUrl: careersUrl(search.domain),
      search: savedSearchLabel(search, language),
      state: search.paused_at ? 'paused' : 'active',
    });
  });

  app.register(async (scope) => {
    // The page's forms post url-encoded fields.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post<{ Body: { token?: unknown; action?: unknown } }>('/alerts/manage', { config: { csrf: false, ...MANAGE_RATE_LIMIT } }, async (request, reply) => {
      const body = (request.body ?? {}) as { token?: unknown; action?: unknown };
      const search = await load(body.token);
      const language = alertLanguage(search?.language ?? null, context.configs.get(search?.domain ?? request.portal.domain));
      if (!search) return send(reply, { language, token: '', careersUrl: careersUrl(request.portal.domain), search: null, state: 'invalid' }, 404);
      const action = ACTIONS.find((known) => known === body.action) as ManageAction | undefined;
      if (!action) return reply.code(400).send({ message: `action must be one of ${ACTIONS.join(', ')}`, error_code: 'invalid_request' });
      if (action === 'delete') await db.deleteFrom('saved_searches').where('id', '=', search.id).execute();
      else
        await db
          .updateTable('saved_searches')
          .set({ paused_at: action === 'pause' ? (search.paused_at ?? context.now()) : null })
          .where('id', '=', search.id)
          .execute();
      return send(reply, {
        language,
        token: String(body.token),
        careersUrl: careersUrl(search.domain),
        search: savedSearchLabel(search, language),
        state: action === 'delete' ? 'deleted' : action === 'pause' ? 'paused' : 'active',
      });
    });
  });
}

function renderPage({ language, token, careersUrl, search, state }: PageInput): string {
  const t = (key: ServerTextKey, params?: Record<string, string>) => escapeHtml(serverTextIn(language, serverText(key, params)));
  const form = (action: ManageAction, label: ServerTextKey) =>
    `<form method="post" action="/alerts/manage"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${action}"><button type="submit">${t(label)}</button></form>`;
  const status: Record<PageInput['state'], ServerTextKey> = {
    active: 'mail.manage.active',
    paused: 'mail.manage.paused',
    deleted: 'mail.manage.deleted',
    invalid: 'mail.manage.invalid',
  };
  const body = [
    `<h1>${t('mail.manage.title')}</h1>`,
    search ? `<p>${t('mail.manage.search', { search })}</p>` : '',
    `<p role="status">${t(status[state])}</p>`,
    state === 'active' ? form('pause', 'mail.manage.pause') : '',
    state === 'paused' ? form('resume', 'mail.manage.resume') : '',
    state === 'active' || state === 'paused' ? form('delete', 'mail.manage.delete') : '',
    `<p><a href="${escapeHtml(careersUrl)}">${t('mail.manage.careers')}</a></p>`,
  ].join('\n');
  return renderStandalonePage({
    language,
    title: serverTextIn(language, serverText('mail.manage.title')),
    css: 'body{font-family:system-ui,Arial,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1f1f1f}form{display:inline-block;margin-inline-end:.75rem}button{font:inherit;padding:.5rem 1rem;min-height:44px;cursor:pointer}a{color:#0b57d0}',
    body: `<main>\n${body}\n</main>`,
  });
}
