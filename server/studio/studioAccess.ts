import type { FastifyRequest } from 'fastify';
import { findSessionAccount, SESSION_COOKIE } from '../auth/sessions';
import type { Candidate } from '../db/Database';
import { HttpError, unauthorized } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { message, type Message } from '../../engine/i18n/Message';

/** Who is editing: a consultant (every employer) or an employer's admin (that employer only). */
interface StudioEditor {
  id: string;
  /** Authors versions and audit rows. */
  email: string;
  /** null for a consultant; else the one employer an admin may edit. */
  ownDomain: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by studioAccess on the studio's routes. */
    studioEditor: StudioEditor;
  }
}

/** The refusal for a domain without a careers portal. */
export const noPortal = (domain: string) => message('studio.refusal.noPortal', { domain });

export const forbidden = (refusal: string | Message) => new HttpError(403, refusal, 'forbidden');

/** Who may edit an employer's config (and so preview it): a consultant every employer's, an employer admin their own. */
export function mayEditEmployer(account: Pick<Candidate, 'is_consultant' | 'is_admin' | 'domain'>, domain: string): boolean {
  return account.is_consultant || (account.is_admin && account.domain === domain);
}

/**
 * The studio's role check, a preValidation hook: it runs before the body is validated, so a candidate
 * learns nothing about the API's shapes (403, whatever the body), a visitor gets 401. The session is
 * the account's of whichever employer: an admin is recognised on the studio wherever they logged in.
 */
export function studioAccess(
  { db, now }: ServerContext,
  options: {
    consultantsOnly?: boolean;
    /** The employer the route acts on (the form builder's: the request's), else the :domain parameter's. */
    employerOf?: (request: FastifyRequest) => string | undefined;
  } = {},
) {
  return async (request: FastifyRequest): Promise<void> => {
    const account = await findSessionAccount(db, request.cookies[SESSION_COOKIE], now());
    if (!account) throw unauthorized();
    if (!account.is_consultant && !account.is_admin) throw forbidden(message('studio.refusal.studioOnly'));
    if (options.consultantsOnly && !account.is_consultant) throw forbidden(message('studio.refusal.consultantsOnly'));
    const domain = options.employerOf ? options.employerOf(request) : (request.params as { domain?: unknown } | undefined)?.domain;
    if (typeof domain === 'string' && !mayEditEmployer(account, domain)) throw forbidden(message('studio.refusal.otherEmployer', { domain: account.domain }));
    request.studioEditor = { id: account.id, email: account.email, ownDomain: account.is_consultant ? null : account.domain };
  };
}
