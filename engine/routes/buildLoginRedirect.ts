import { LANGUAGE_QUERY_PARAM } from '../i18n/languages';

export interface LoginRedirectOptions {
  domain: string;
  /** Position ids; joined with commas. */
  pids?: readonly (string | number)[];
  microsite?: string | null;
  /** Interface language (the hl parameter). */
  language?: string | null;
  /** Where to return after login; encoded into next. */
  next: string;
}

/** /candidate/login with domain, comma-joined pid, optional microsite, optional hl and the encoded next address. */
export function buildLoginRedirect({ domain, pids, microsite, language, next }: LoginRedirectOptions): string {
  const params = new URLSearchParams();
  params.set('domain', domain);
  if (pids && pids.length > 0) params.set('pid', pids.join(','));
  if (microsite) params.set('microsite', microsite);
  if (language) params.set(LANGUAGE_QUERY_PARAM, language);
  params.set('next', next);
  return `/candidate/login?${params.toString()}`;
}

/** Accepts a next address only when it is a same-origin path (never //host or a scheme). */
export function safeNextPath(next: unknown, fallback = '/careers'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters in a redirect target are refused on purpose
  if (/[\u0000-\u001f]/.test(next)) return fallback;
  // A redirect's Location header carries ASCII only: anything else is percent-encoded (a lone surrogate cannot be, and is refused).
  try {
    return next.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
  } catch {
    return fallback;
  }
}

/** Where a log-in lands: the safe next path, with the employer's domain added when it has none (else the default employer answers). */
export function loginLandingPath(next: string | null | undefined, domain: string): string {
  const path = safeNextPath(next);
  const [pathname, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  if (params.has('domain')) return path;
  params.set('domain', domain);
  return `${pathname}?${params.toString()}`;
}
