import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

const NAME = 'link-signing';

/**
 * The key that signs links working without a login (alert manage links): PORTICO_SECRET when set (at
 * least 32 characters), else one generated at first start and kept in the database, so every process
 * and every restart signs alike.
 */
export async function serverSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error('PORTICO_SECRET must be at least 32 characters (for example: openssl rand -base64 48)');
    return configured;
  }
  await db
    .insertInto('server_secrets')
    .values({ name: NAME, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', NAME).executeTakeFirstOrThrow();
  return row.value;
}
