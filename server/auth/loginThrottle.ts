import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { HttpError } from '../http/HttpError';
import { abuseKey } from '../security/abuseKey';

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
  new HttpError(429, 'Please try again in a few minutes', 'rate_limited', { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });

/**
 * Log-in limits per account, beside the per-address limit: after a few wrong passwords the account
 * answers 429 with a Retry-After that doubles with each further failure. The wait is capped, so no
 * one can lock a candidate out for good, and it applies whether or not the account exists (the
 * answer says nothing about which e-mails have accounts). Kept in the database for every process.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 with Retry-After while the account must wait. */
  async assertMayTry(domain: string, email: string): Promise<void> {
    const at = this.now();
    const row = await this.db.selectFrom('login_failures').select('blocked_until').where('account_key', '=', abuseKey(domain, email)).executeTakeFirst();
    const blockedUntil = row?.blocked_until ? new Date(row.blocked_until).getTime() : 0;
    if (blockedUntil > at.getTime()) throw tooManyLogins(blockedUntil - at.getTime());
  }

  /** Counts a wrong password; returns how long the account must now wait (0: not yet). */
  async recordFailure(domain: string, email: string): Promise<number> {
    const at = this.now();
    const forgetBefore = new Date(at.getTime() - LOGIN_FAILURE_MEMORY_MS);
    const row = await this.db
      .insertInto('login_failures')
      .values({ account_key: abuseKey(domain, email), failures: 1, last_failure_at: at, blocked_until: null })
      .onConflict((conflict) =>
        conflict.column('account_key').doUpdateSet({
          failures: sql<number>`case when login_failures.last_failure_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
          last_failure_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const wait = loginWaitAfter(row.failures);
    if (wait) {
      await this.db
        .updateTable('login_failures')
        .set({ blocked_until: new Date(at.getTime() + wait) })
        .where('account_key', '=', abuseKey(domain, email))
        .execute();
    }
    // Rows of accounts that stopped failing long ago are of no use: keep the table small.
    await this.db.deleteFrom('login_failures').where('last_failure_at', '<', forgetBefore).execute();
    return wait;
  }

  /** A right password: the account starts afresh. */
  async clear(domain: string, email: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account_key', '=', abuseKey(domain, email)).execute();
  }
}
