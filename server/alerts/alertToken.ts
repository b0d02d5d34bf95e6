import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an alert e-mail's manage link works. */
export const ALERT_TOKEN_DAYS = 60;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`saved-search-alert:${payload}`).digest('base64url');

/**
 * A link token that lets whoever holds the e-mail manage one saved search's alert without logging in:
 * `<savedSearchId>.<expiry, seconds>.<HMAC-SHA256 of both under the server secret>`.
 */
export function createAlertToken(secret: string, savedSearchId: number, now: Date): string {
  const payload = `${savedSearchId}.${Math.floor(now.getTime() / 1000) + ALERT_TOKEN_DAYS * 24 * 60 * 60}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The saved search a token is for, or null when it is malformed, forged or expired (compared in constant time). */
export function readAlertToken(secret: string, token: unknown, now: Date): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(match[2]) * 1000 < now.getTime()) return null;
  return Number(match[1]);
}
