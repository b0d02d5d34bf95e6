import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { rotateCsrfToken } from '../security/csrf';
import { createSession, SESSION_COOKIE, SESSION_LIFETIME_MS } from './sessions';

/** Logs this browser in as the candidate: a new session, its httpOnly cookie, and a new CSRF token (rotated at every log-in). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, db: Kysely<Database>, candidateId: string, now: Date): Promise<void> {
  const token = await createSession(db, candidateId, now);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
  rotateCsrfToken(request, reply);
}
