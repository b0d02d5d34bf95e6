import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LiveForms } from '../forms/formCatalog';
import type { JobQueue } from '../jobs/JobQueue';
import type { Mailer } from '../mail/Mailer';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { findSessionCandidate, SESSION_COOKIE } from '../auth/sessions';
import type { Candidate, Database } from '../db/Database';
import type { LiveConfigs } from '../studio/LiveConfigs';
import { applyStudioPreview, decorateStudioPreview } from '../studio/studioPreview';
import { HttpError, unauthorized } from './HttpError';
import { isApiRoute } from './routePolicy';
import { publicOrigin } from './publicUrl';

export interface ServerContext {
  db: Kysely<Database>;
  /** The configs served, by domain: liveConfigs.configs, updated in place when a version is published. */
  configs: Map<string, EmployerConfig>;
  liveConfigs: LiveConfigs;
  defaultDomain: string;
  /** The clock, injectable so tests can move time (offer expiry). */
  now: () => Date;
  /** The server's public origin (PORTICO_PUBLIC_URL); an employer's own publicUrl takes its place for that employer. */
  publicUrl: string;
  /** The published form definitions per employer, checked and compiled once per version, updated in place when one is published (forms, pages and the studio read them). */
  forms: LiveForms;
  /** Background work (server/jobs/): alerts, e-mails; handlers registered before the server starts it. */
  jobs: JobQueue;
  /** Sends the server's e-mails (server/mail/): SMTP_URL, else .eml files in the outbox. */
  mailer: Mailer;
  /** Signs links that work without logging in (alert manage links): PORTICO_SECRET, else one generated and kept in the database. */
  secret: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The employer this request is for: the domain query parameter, else the group id header, else the
     * default; with the origin its absolute URLs are built from (never the request's Host header).
     */
    portal: { domain: string; config: EmployerConfig; publicUrl: string };
    /** The logged-in candidate of this employer, or null; in the studio's preview, its persona's (request.preview). */
    viewer: Candidate | null;
  }
}

/** Resolves the employer and the logged-in candidate (or the studio preview's persona) once per request. */
export function registerRequestContext(app: FastifyInstance, context: ServerContext): void {
  app.decorateRequest('portal', null as never);
  app.decorateRequest('viewer', null);
  decorateStudioPreview(app);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-portico-group-id'];
    const requested = singleQueryValue(request, 'domain') || (typeof header === 'string' && header ? header : context.defaultDomain);
    const config = context.configs.get(requested);
    if (!config) {
      if (isApiRoute(request)) throw new HttpError(404, `No careers portal for ${requested}`, 'unknown_domain');
      request.portal = { domain: requested, config: undefined as never, publicUrl: context.publicUrl };
      return;
    }
    request.portal = { domain: requested, config, publicUrl: publicOrigin(config, context.publicUrl) };
    request.viewer = await findSessionCandidate(context.db, request.cookies[SESSION_COOKIE], requested, context.now());
    await applyStudioPreview(request, context.db);
  });
}

/** The logged-in candidate, or a 401 (with X-Login-Required) for the session-timeout alert. */
export function requireViewer(request: FastifyRequest): Candidate {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

/**
 * A query parameter that is given at most once (domain, hl, microsite): its text, or undefined. A
 * repeated one is a client error, refused with a clear 400 rather than guessed at.
 */
export function singleQueryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new HttpError(400, `Invalid request: give the ${name} parameter once`, 'invalid_request');
}
