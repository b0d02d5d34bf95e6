import { safeNextPath } from '../routes/buildLoginRedirect';

/**
 * Where clicking a notification goes (spec offers-shell-notifications.md §4): its redirect URL with
 * the current page's query parameters merged in (the notification's own parameters win). A URL that
 * leaves the site (a scheme, //host, /\host) is refused: null, and the click only marks it clicked.
 */
export function notificationTarget(redirectUrl: string | null | undefined, currentSearch: string): string | null {
  if (!redirectUrl || safeNextPath(redirectUrl, '') !== redirectUrl) return null;
  const hashAt = redirectUrl.indexOf('#');
  const withoutHash = hashAt >= 0 ? redirectUrl.slice(0, hashAt) : redirectUrl;
  const hash = hashAt >= 0 ? redirectUrl.slice(hashAt) : '';
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!params.has(key)) params.append(key, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
