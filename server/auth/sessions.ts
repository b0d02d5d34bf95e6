import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Candidate, Database } from '../db/Database';

export const SESSION_COOKIE = 'portico_session';
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The database keeps only a hash of the session token, so a leaked table cannot be replayed. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Kysely<Database>, candidateId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ id: hashToken(token), candidate_id: candidateId, expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .execute();
  return token;
}

/** A live session's account: of one employer (a consultant's account is of every employer), or of any. */
async function findLiveSession(db: Kysely<Database>, token: string | undefined, domain: string | undefined, now: Date): Promise<Candidate | null> {
  if (!token || token.length > 100) return null;
  let query = db
    .selectFrom('sessions')
    .innerJoin('candidates', 'candidates.id', 'sessions.candidate_id')
    .selectAll('candidates')
    .where('sessions.id', '=', hashToken(token))
    .where('sessions.expires_at', '>', now);
  if (domain !== undefined) query = query.where((eb) => eb.or([eb('candidates.domain', '=', domain), eb('candidates.is_consultant', '=', true)]));
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * The candidate a session token belongs to, when the session is live and the candidate is of this
 * employer; a consultant's account is of every employer.
 */
export function findSessionCandidate(db: Kysely<Database>, token: string | undefined, domain: string, now = new Date()): Promise<Candidate | null> {
  return findLiveSession(db, token, domain, now);
}

/** The account a live session token belongs to, of whichever employer (the studio decides per employer who may edit). */
export function findSessionAccount(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<Candidate | null> {
  return findLiveSession(db, token, undefined, now);
}

export async function deleteSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}
