import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { abuseKey } from '../security/abuseKey';
import { REQUEST_ERROR_KEYS } from '../../engine/api/errorMessages';
import { message } from '../../engine/i18n/Message';

/** Failed log-ins of an account allowed before each further one makes it wait. */
export const FREE_LOGIN_FAILURES = 5;
/** The first wait, doubled with each further failure, up to the longest. */
export const FIRST_LOGIN_WAIT_MS = 15_000;
export const LONGEST_LOGIN_WAIT_MS = 15 * 60_000;
/** Failures older than this are forgotten: the count starts again. */
export const LOGIN_FAILURE_MEMORY_MS = 60 * 60_000;

/** How long an account must wait after its nth failure in a row (0 while it is within the free ones). */
export function loginWaitAfter(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(LONGEST_LOGIN_WAIT_MS, FIRST_LOGIN_WAIT_MS * 2 ** (failures - FREE_LOGIN_FAILURES));
}

export const tooManyLogins = (waitMs: number) =>
  new HttpError(429, message(REQUEST_ERROR_KEYS.rateLimited), 'rate_limited', { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });

/** The key of an account's counters and browsers: a hash of employer and e-mail, whether or not the account exists. */
export const loginAccountKey = (domain: string, email: string) => abuseKey(domain, email);

/** The counter an attempt counts against, and the browser's device token when the account knows it. */
export interface LoginCounter {
  key: string;
  knownDevice?: string;
}

/** The cookie of a browser that has logged into an account before (a random token; the database keeps its hash). */
export const LOGIN_DEVICE_COOKIE = 'portico_login_device';
export const LOGIN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60_000;

/**
 * Log-in limits per account, beside the per-address limit: after a few wrong passwords the account
 * answers 429 with a Retry-After that doubles with each further failure. The wait is capped, and it
 * applies whether or not the account exists (the answer says nothing about which e-mails have
 * accounts). Kept in the database for every process.
 *
 * So that nobody can keep a candidate out by failing on their account now and then, a browser that
 * has logged into the account before (its device cookie, OWASP's "device cookies") counts its
 * failures on a counter of its own: the account-wide wait that strangers run into does not stop it.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** The counter an attempt counts against: the browser's own when it has logged into this account before, else the account's. */
  async counterFor(domain: string, email: string, deviceToken: string | undefined): Promise<LoginCounter> {
    const account = loginAccountKey(domain, email);
    if (!deviceToken || deviceToken.length > 100) return { key: account };
    const known = await this.db
      .selectFrom('login_devices')
      .select('token_hash')
      .where('token_hash', '=', abuseKey(deviceToken))
      .where('account_key', '=', account)
      .where('last_used_at', '>', new Date(this.now().getTime() - LOGIN_DEVICE_LIFETIME_MS))
      .executeTakeFirst();
    return known ? { key: abuseKey(domain, email, deviceToken), knownDevice: deviceToken } : { key: account };
  }

  /** Throws 429 with Retry-After while the counter must wait. */
  async assertMayTry({ key: counter }: LoginCounter): Promise<void> {
    const at = this.now();
    const row = await this.db.selectFrom('login_failures').select('blocked_until').where('account_key', '=', counter).executeTakeFirst();
    const blockedUntil = row?.blocked_until ? new Date(row.blocked_until).getTime() : 0;
    if (blockedUntil > at.getTime()) throw tooManyLogins(blockedUntil - at.getTime());
  }

  /** Counts a wrong password; returns how long the counter must now wait (0: not yet). */
  async recordFailure({ key: counter }: LoginCounter): Promise<number> {
    const at = this.now();
    const forgetBefore = new Date(at.getTime() - LOGIN_FAILURE_MEMORY_MS);
    const row = await this.db
      .insertInto('login_failures')
      .values({ account_key: counter, failures: 1, last_failure_at: at, blocked_until: null })
      .onConflict((conflict) =>
        conflict.column('account_key').doUpdateSet({
          failures: sql<number>`case when login_failures.last_failure_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
          last_failure_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const wait = loginWaitAfter(row.failures);
    if (wait)
      await this.db
        .updateTable('login_failures')
        .set({ blocked_until: new Date(at.getTime() + wait) })
        .where('account_key', '=', counter)
        .execute();
    // Rows of accounts that stopped failing long ago are of no use: keep the table small.
    await this.db.deleteFrom('login_failures').where('last_failure_at', '<', forgetBefore).execute();
    return wait;
  }

  /** A right password: the counter starts afresh. */
  async clear({ key: counter }: LoginCounter): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account_key', '=', counter).execute();
  }

  /** After a log-in: the browser's device token for this account (its own when it already had one), to set as the cookie. */
  async rememberDevice(domain: string, email: string, counter: LoginCounter): Promise<string> {
    const account = loginAccountKey(domain, email);
    const at = this.now();
    const token = counter.knownDevice ?? randomBytes(24).toString('base64url');
    await this.db
      .insertInto('login_devices')
      .values({ token_hash: abuseKey(token), account_key: account, last_used_at: at })
      .onConflict((conflict) => conflict.column('token_hash').doUpdateSet({ last_used_at: at }))
      .execute();
    await this.db
      .deleteFrom('login_devices')
      .where('last_used_at', '<', new Date(at.getTime() - LOGIN_DEVICE_LIFETIME_MS))
      .execute();
    return token;
  }
}
