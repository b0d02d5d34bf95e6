import { matchRoute } from '../routes/matchRoute';

/**
 * The search parameters a login clears, as onLogin (searchTransitions.ts) clears them from the state:
 * the sort (spec section 4: "On user login the sort option is cleared") and show_login_modal (the
 * modal has done its job; a reload must not open it again).
 */
const CLEARED_ON_LOGIN = ['sort_by', 'show_login_modal'] as const;

/**
 * Where a login lands, whichever login it was (the search page's modal, the shell's auth modal, the
 * login page with its next address, or a sign-up): when the address is a search page
 * (/careers, /careers/search, /careers/{query}/{location}), without its sort and show_login_modal,
 * so the search state after any login has no sort. Any other address, and a search address without
 * them, is returned unchanged (same text, so the caller can tell nothing changed).
 */
export function addressAfterLogin(address: string): string {
  const hashAt = address.indexOf('#');
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  if (queryAt === -1 || matchRoute(pathname)?.pageId !== 'jobs') return address;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  if (!CLEARED_ON_LOGIN.some((name) => params.has(name))) return address;
  for (const name of CLEARED_ON_LOGIN) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
