import type { FastifyReply } from 'fastify';
import { apiRef, responses } from '../http/apiSchemas';
import { errorBody, HttpError, notFound } from '../http/HttpError';
import type { PublishOutcome } from './configStore';
import { message, type Message } from '../../engine/i18n/Message';

/** A stored draft's bound (an employer config or a form): a real one is a few dozen KB. */
export const MAX_DRAFT_BYTES = 1024 * 1024;
export const DRAFT_TOO_LARGE = { message: message('studio.refusal.draftTooLarge'), code: 'draft_too_large' };
/** The route's body limit: the draft plus the request's other fields; a larger body is the clear 413 above. */
export const DRAFT_BODY_LIMIT = MAX_DRAFT_BYTES + 64 * 1024;

/** The usual failures, with 409 and 422 carrying the studio's details (stale base, the config's errors). */
export const studioResponses = (status: number, success: { $ref: string }) => ({
  ...responses(status, success),
  409: apiRef('studio', 'StudioErrorResponse'),
  422: apiRef('studio', 'StudioErrorResponse'),
});

/** The draft's JSON text, or the 413 of one over the bound (a body within the route's limit may still hold a larger draft). */
export function boundedDraftText(draft: unknown): string {
  const text = JSON.stringify(draft);
  if (Buffer.byteLength(text) > MAX_DRAFT_BYTES) throw new HttpError(413, DRAFT_TOO_LARGE.message, DRAFT_TOO_LARGE.code);
  return text;
}

/** What a builder adds to the 422 of an invalid document: its own words, and details (the theme builder's failing contrast pairs). */
export interface InvalidReply {
  message?: Message;
  details?: Record<string, unknown>;
}

/** 200 { version }, or 409 stale_base naming who published since, 422 invalid_config with the engine's errors (and the builder's details). */
export function sendOutcome(reply: FastifyReply, outcome: PublishOutcome<unknown>, invalid: InvalidReply = {}) {
  if (outcome.ok) return reply.send({ version: outcome.version });
  switch (outcome.reason) {
    case 'stale_base':
      return reply.code(409).send({
        ...errorBody(message('studio.refusal.staleBase', { version: outcome.publishedVersion, author: outcome.publishedBy }), 'stale_base'),
        publishedVersion: outcome.publishedVersion,
        publishedBy: outcome.publishedBy,
      });
    case 'invalid_config':
      return reply.code(422).send({
        ...errorBody(invalid.message ?? message('studio.refusal.invalidConfig'), 'invalid_config'),
        errors: outcome.errors,
        ...invalid.details,
      });
    case 'no_draft':
      throw new HttpError(400, message('studio.refusal.noDraft'), 'no_draft');
    case 'no_version':
      throw notFound(message('studio.refusal.thatVersionNotPublished'));
  }
}
