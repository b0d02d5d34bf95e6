import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'portico_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The visitor's CSRF token, issued (as an httpOnly cookie) on first sight. */
export function ensureCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
  const token = newCsrfToken();
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new token after login or logout (no fixation): set in the cookie and returned in the X-CSRF-Token response header. */
export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = newCsrfToken();
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
  reply.header('X-CSRF-Token', token);
  return token;
}

/**
 * Refuses a mutating request whose X-CSRF-Token header does not match the visitor's token: 403 with
 * the X-CSRF-Invalid header the request layer turns into the 'Invalid CSRF.' alert.
 */
export async function verifyCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const expected = request.cookies[CSRF_COOKIE];
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent === 'string' && expected && sameToken(sent, expected)) return;
  await reply.code(403).header('X-CSRF-Invalid', '1').send({ message: 'Invalid CSRF.', error_code: 'invalid_csrf' });
}
