/**
 * A pid in the URL may be a number followed by a hyphen and a slug (123-senior-engineer); only the
 * leading number is used. A pid can also come from the pid query parameter. Returns undefined when
 * neither holds a number.
 */
export function parsePid(pathPid: string | undefined | null, queryPid?: unknown): string | undefined {
  for (const candidate of [pathPid, queryPid]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 0) return String(candidate);
    if (typeof candidate !== 'string') continue;
    const match = /^(\d+)(?:-.*)?$/.exec(candidate.trim());
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** A URL-safe slug for a position title, appended to the pid in job links. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
