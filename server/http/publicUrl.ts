import type { EmployerConfig } from '../../schemas/generated/employer-config';

/**
 * The origin of a public address (PORTICO_PUBLIC_URL or an employer's publicUrl), checked once at
 * start: an http(s) URL with nothing but a host (and a port). Throws a message that names the setting.
 */
export function parsePublicUrl(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${setting} must be an http(s) address such as https://careers.example.com, but is "${value}"`);
  }
  const bare = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${setting} must be an http(s) origin without a path, such as https://careers.example.com, but is "${value}"`);
  return url.origin;
}

/**
 * Where an employer's portal is reached: its own publicUrl, else the server's. Absolute URLs
 * (sitemap, canonical link, JSON-LD, e-sign return address, the static asset host) are built from
 * this, never from the Host or X-Forwarded-Host header a client chose.
 */
export function publicOrigin(config: Pick<EmployerConfig, 'publicUrl'> | undefined, serverPublicUrl: string): string {
  return config?.publicUrl ? new URL(config.publicUrl).origin : serverPublicUrl;
}

/** Every origin the portal is served at (the server's and each employer's): the widget's own pages post from one of them. */
export function portalOrigins(configs: Iterable<EmployerConfig>, serverPublicUrl: string): Set<string> {
  return new Set([serverPublicUrl, ...[...configs].map((config) => publicOrigin(config, serverPublicUrl))]);
}
