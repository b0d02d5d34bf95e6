import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time: they must not follow today's Database type */
export async function up(db: Kysely<any>): Promise<void> {
  // Rate-limit counters every server process shares (a counter per route and visitor, for one window).
  // Keys are hashes: no address or candidate id is stored.
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_window_ends_at').on('rate_limit_counters').column('window_ends_at').execute();

  // Failed log-ins per account (a hash of employer and e-mail, whether or not the account exists).
  await db.schema
    .createTable('login_failures')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute();
  await db.schema.createIndex('login_failures_last_failure_at').on('login_failures').column('last_failure_at').execute();

  // Browsers that have logged into an account (hashes of their device cookie and of employer and e-mail).
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_account_key').on('login_devices').column('account_key').execute();
  await db.schema.createIndex('login_devices_last_used_at').on('login_devices').column('last_used_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_devices').ifExists().execute();
  await db.schema.dropTable('login_failures').ifExists().execute();
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
}
