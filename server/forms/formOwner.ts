import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../security/csrf';

/**
 * Whose answers these are: a logged-in candidate, or a visitor who is not logged in (applying where
 * the employer allows it, or trying the field gallery), known by their browser.
 */
export type FormOwner = { kind: 'candidate'; candidateId: string; ownerKey: string } | { kind: 'visitor'; ownerKey: string | undefined };

/** The form_drafts owner of a logged-in candidate's drafts. */
export const candidateOwnerKey = (candidateId: string) => `candidate:${candidateId}`;

/**
 * A visitor's drafts are kept under a hash of their browser's CSRF cookie: unguessable, never stored as
 * is, and gone with the cookie (it is replaced on login). Undefined when the browser sent none.
 */
export function visitorOwnerKey(request: FastifyRequest): string | undefined {
  const token = request.cookies[CSRF_COOKIE];
  return token ? `visitor:${createHash('sha256').update(token).digest('base64url')}` : undefined;
}

export function formOwnerOf(request: FastifyRequest): FormOwner {
  if (request.viewer) return { kind: 'candidate', candidateId: request.viewer.id, ownerKey: candidateOwnerKey(request.viewer.id) };
  return { kind: 'visitor', ownerKey: visitorOwnerKey(request) };
}
