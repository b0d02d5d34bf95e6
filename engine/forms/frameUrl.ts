/**
 * Where a form may put a frame (options.widgetUrl of embedded_form and esignForm): a path of the portal
 * itself, or an https address whose origin the employer config lists in security.frameOrigins. A path
 * is one that starts with a single "/": "//host" and "/\host" are read by browsers as another site.
 */

/**
 * A path on the portal's own site: one "/", then not a second "/" or a "\". No white space anywhere:
 * browsers drop tabs and line breaks from addresses, so "/\t/host" would become "//host".
 */
export function isSameSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && !/\s/.test(url);
}

/** The origin (https://host[:port]) of an https address, or undefined for anything else. */
export function httpsOrigin(url: string): string | undefined {
  if (!/^https:\/\/[^/\\?#@\s]+/i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The form of an address alone (no employer at hand): why it can never be framed, or undefined. */
export function frameUrlShapeProblem(url: string): string | undefined {
  if (isSameSitePath(url) || httpsOrigin(url) !== undefined) return undefined;
  if (/^[/\\]{2}|^\/\\/.test(url)) {
    return `"${url}" starts with "//" or "/\\", which a browser reads as another site: write a path of this site with a single "/" (e.g. /esign/public/sign-widget) or a full https:// address`;
  }
  return `"${url}" is neither a path of this site (starting with a single "/") nor an https:// address`;
}

/**
 * Why the address may not be framed for this employer, or undefined when it may: a path of the portal,
 * or an https address of an origin in security.frameOrigins (the same list the Content-Security-Policy's
 * frame-src is built from).
 */
export function frameUrlProblem(url: string, frameOrigins: readonly string[]): string | undefined {
  const shape = frameUrlShapeProblem(url);
  if (shape) return shape;
  const origin = httpsOrigin(url);
  if (origin === undefined || frameOrigins.includes(origin)) return undefined;
  return `the origin ${origin} is not in the employer config's security.frameOrigins${frameOrigins.length ? ` (${frameOrigins.join(', ')})` : ', which is empty'}: add it there to let forms frame it`;
}
