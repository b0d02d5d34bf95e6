import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isPreviewPersona,
  PREVIEW_HEADER,
  PREVIEW_PERSONAS,
  PREVIEW_QUERY_PARAM,
  PREVIEW_READ_ONLY_ERROR_CODE,
  type PreviewPersona,
} from '../../engine/studio/previewProtocol';
import type { Candidate, Database } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { isApiRoute } from '../http/routePolicy';
import { forbidden, mayEditEmployer } from './studioAccess';
import { message } from '../../engine/i18n/Message';

declare module 'fastify' {
  interface FastifyRequest {
    /** The studio's preview persona when this request is a preview (applyStudioPreview), else null. */
    preview: PreviewPersona | null;
  }
}

const HEADER = PREVIEW_HEADER.toLowerCase();

export function decorateStudioPreview(app: FastifyInstance): void {
  app.decorateRequest('preview', null);
}

/**
 * Turns a request into a preview of the studio (engine/studio/previewProtocol.ts), once the employer
 * and the session's account are known (request.viewer): a page that asks with ?studioPreview=<persona>,
 * or any request with X-Portico-Preview: <persona>, from an account that may edit this employer. Then
 * the request is answered as the persona sees the portal (request.viewer becomes the employer's sample
 * candidate, or null for a visitor), and only reads: anything but GET and HEAD is refused, so nothing a
 * preview does is stored (page logs included).
 *
 * Anyone else sending the header gets 403 (the header is only ever sent by the preview runtime). The
 * query parameter is ignored for them: the page is the normal one, which nothing may frame.
 */
export async function applyStudioPreview(request: FastifyRequest, db: Kysely<Database>): Promise<void> {
  const header = request.headers[HEADER];
  // The router matched the route: the API answers to the header alone, pages also to the address.
  const query = isApiRoute(request) ? undefined : (request.query as Record<string, unknown> | undefined)?.[PREVIEW_QUERY_PARAM];
  if (header === undefined && query === undefined) return;
  const account = request.viewer;
  if (!account || !mayEditEmployer(account, request.portal.domain)) {
    if (header !== undefined) throw forbidden(message('studio.refusal.previewForbidden', { domain: request.portal.domain }));
    return;
  }
  const persona = header ?? query;
  if (!isPreviewPersona(persona)) {
    throw new HttpError(400, `Invalid request: a studio preview's persona is one of ${PREVIEW_PERSONAS.join(', ')}`, 'invalid_request');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw new HttpError(403, 'This is the studio’s preview: it shows the portal but saves nothing.', PREVIEW_READ_ONLY_ERROR_CODE);
  }
  request.preview = persona;
  request.viewer = persona === 'sample' ? await findPreviewSample(db, request.portal.domain) : null;
}

/** The employer's sample candidate (made for previews, never a real one), or null when it has none. */
async function findPreviewSample(db: Kysely<Database>, domain: string): Promise<Candidate | null> {
  const sample = await db
    .selectFrom('candidates')
    .selectAll()
    .where('domain', '=', domain)
    .where('is_preview_sample', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return sample ?? null;
}
