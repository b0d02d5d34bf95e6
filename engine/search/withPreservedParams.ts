import type { SearchParamsInput } from './readSearchParams';
import { pickPreservedParams } from './preservedParams';

/**
 * A same-site path ('/careers/job/3?domain=acme.com') with the preserved parameters of the current
 * address it lacks added: a page another part opens (the assistant's "open the first one") stays in
 * the candidate's language and keeps the visit's tracking parameters. Its own parameters win.
 * (A file of its own: only lazy parts use it, and the first page's script stays without it.)
 */
export function withPreservedParams(path: string, current: SearchParamsInput): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const [name, value] of Object.entries(pickPreservedParams(current))) if (!params.has(name)) params.set(name, value);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}${hash}`;
}
