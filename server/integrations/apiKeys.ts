import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiKey } from '../../schemas/generated/api/integrations';
import type { Database } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { message } from '../../engine/i18n/Message';

/** Every key starts so: a leaked one is recognisable (secret scanners, logs). */
const KEY_PREFIX = 'ptk_';
/** An employer keeps at most this many live keys (a bound on a stored value like any other). */
const MAX_LIVE_KEYS = 20;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key for an employer: the key itself is returned once, only its hash is stored. */
export async function createApiKey(db: Kysely<Database>, domain: string, name: string, createdBy: string): Promise<{ id: number; key: string }> {
  const live = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('domain', '=', domain)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(live?.n ?? 0) >= MAX_LIVE_KEYS) throw new HttpError(409, message('studio.refusal.apiKeysLimit', { count: MAX_LIVE_KEYS }), 'too_many_keys');
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('api_keys')
    .values({ domain, name: name.trim(), key_hash: hashKey(key), key_prefix: key.slice(0, KEY_PREFIX.length + 6), created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

/** The employer's live keys, newest first, without the keys themselves. */
export async function listApiKeys(db: Kysely<Database>, domain: string): Promise<ApiKey[]> {
  const rows = await db.selectFrom('api_keys').selectAll().where('domain', '=', domain).where('revoked_at', 'is', null).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    keyPrefix: row.key_prefix,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }));
}

/** Revokes a key of the employer's; false when it has no such live key. */
export async function revokeApiKey(db: Kysely<Database>, domain: string, id: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('domain', '=', domain)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The bearer token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** A counter key for rate limits per API key (its hash: the key itself is never kept, not even in a counter). */
export const apiKeyCounter = (request: FastifyRequest) => {
  const token = bearerToken(request);
  return token ? `api-key:${hashKey(token).slice(0, 32)}` : `api-key-ip:${request.ip}`;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The employer whose API key authorized this integration call (integrationAccess). */
    integration: { domain: string; keyId: number };
  }
}

const invalidKey = () => new HttpError(401, 'A valid API key is required: Authorization: Bearer <key>.', 'invalid_api_key');

/** The integration routes' access check (a preValidation hook): a live key of some employer, else 401. Cookies play no part. */
export function integrationAccess(db: Kysely<Database>, now: () => Date) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token || !token.startsWith(KEY_PREFIX) || token.length > 200) throw invalidKey();
    const row = await db
      .selectFrom('api_keys')
      .select(['id', 'domain', 'last_used_at'])
      .where('key_hash', '=', hashKey(token))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw invalidKey();
    const at = now();
    // Written at most once a minute: a bulk load is not a write per call.
    if (!row.last_used_at || at.getTime() - new Date(row.last_used_at).getTime() > 60_000)
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', row.id).execute();
    request.integration = { domain: row.domain, keyId: row.id };
  };
}
