import type { ApiClient } from '../../engine/api/createApiClient';

/** Where a candidate lands after logging out: the careers page of the same employer (spec: /logout). */
export function careersAfterLogout(domain: string): string {
  return `/careers?${new URLSearchParams({ domain }).toString()}`;
}

/**
 * Logs out: a POST through the request layer (which sends the CSRF token), then a full page load of the
 * careers page, so nothing of the candidate stays in memory. A link cannot log anyone out.
 */
export async function logOut(api: ApiClient, domain: string): Promise<void> {
  await api.post('/api/auth/logout', undefined, { params: { domain } });
  window.location.replace(careersAfterLogout(domain));
}

/** The /logout page, which asks and can say why logging out failed. */
export function logoutPageHref(domain: string): string {
  return `/logout?${new URLSearchParams({ domain }).toString()}`;
}
