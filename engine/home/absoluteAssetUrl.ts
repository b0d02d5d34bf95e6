/**
 * An avatar or asset path as an address the browser can load: relative paths are made absolute with
 * the static asset host (spec "User"); absolute http(s) addresses pass; anything else (javascript:,
 * data:) gives null.
 */
export function absoluteAssetUrl(path: string | null | undefined, staticAssetHost: string): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return null;
  const host = staticAssetHost.replace(/\/+$/, '');
  return `${host}/${path.replace(/^\/+/, '')}`;
}
