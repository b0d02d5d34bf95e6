import { safeNextPath } from '../../../engine/routes/buildLoginRedirect';

/** A path of this site ('/careers/offers'), never an address of another origin ('https://…', '//host', '/\host'). */
export function isSitePath(url: string): boolean {
  return url.length <= 2000 && safeNextPath(url, '') === url;
}
