/** The server logout, with the domain and a next redirect back to the careers page (spec: /logout). */
export function logoutHref(domain: string): string {
  const next = `/careers?${new URLSearchParams({ domain }).toString()}`;
  return `/api/auth/logout?${new URLSearchParams({ domain, next }).toString()}`;
}
