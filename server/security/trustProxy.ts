/** The environment variable naming the proxies in front of Portico. */
export const TRUST_PROXY_ENV = 'PORTICO_TRUST_PROXY';

/**
 * Which proxies Fastify may believe about the client's address, protocol and host
 * (X-Forwarded-For/-Proto/-Host): none unless configured, since any client can send those headers.
 * PORTICO_TRUST_PROXY is a hop count ("1": one proxy in front) or a comma-separated list of proxy
 * addresses or CIDR ranges ("10.0.0.1, 10.1.0.0/16").
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const invalid = addresses.find((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address));
  if (invalid || !addresses.length)
    throw new Error(
      `${TRUST_PROXY_ENV} must be a hop count (1) or a comma-separated list of proxy addresses (10.0.0.1, 10.1.0.0/16); "${invalid ?? text}" is neither.`,
    );
  return addresses;
}
