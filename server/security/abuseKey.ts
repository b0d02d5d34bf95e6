import { createHash } from 'node:crypto';

/** What abuse counters store instead of an address, a candidate id or an e-mail: a fixed-length hash. */
export function abuseKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}
