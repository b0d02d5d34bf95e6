import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { contentSecurityDirectives, contentSecurityPolicy, type ContentSecurityPolicyInput } from './contentSecurityPolicy';

/** One year, the value browsers' preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every response (API, pages, static files, errors, 404), set by helmet
 * before any other hook can answer: X-Content-Type-Options nosniff, Referrer-Policy
 * strict-origin-when-cross-origin, X-Frame-Options DENY with CSP frame-ancestors 'none', and the
 * base Content-Security-Policy (pages replace it with theirs, which adds the nonce and the
 * employer's providers). Strict-Transport-Security only when the public address is https: the
 * request's protocol is not trusted to decide it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https, dev }: { https: boolean; dev?: boolean }): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives({ https, dev }) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Images and fonts may be asked for from the employer's other hosts (the static asset host).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * A response's own policy in place of the base one: a page's (with its nonce and the employer's
 * providers), or a page another one may frame (frameAncestors). X-Frame-Options, for browsers that
 * know no frame-ancestors, follows: SAMEORIGIN when only this site may frame it, else dropped (it
 * cannot name another origin; frame-ancestors says who may).
 */
export function setContentSecurityPolicy(reply: FastifyReply, input: ContentSecurityPolicyInput): FastifyReply {
  const ancestors = input.frameAncestors ?? [];
  if (ancestors.length === 1 && ancestors[0] === "'self'") reply.raw.setHeader('X-Frame-Options', 'SAMEORIGIN');
  else if (ancestors.length) allowFraming(reply);
  if (input.https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return reply.header('Content-Security-Policy', contentSecurityPolicy(input));
}

/** For a response that names who may frame it in its own CSP frame-ancestors: X-Frame-Options DENY would contradict it. */
export function allowFraming(reply: FastifyReply): void {
  reply.raw.removeHeader('X-Frame-Options');
}

/**
 * The base security headers, for the answers Fastify gives before any hook runs, so helmet cannot add
 * them: a malformed address (%E0, FST_ERR_BAD_URL) and a request Node's HTTP parser refuses (bytes
 * outside ASCII in the address, headers too large).
 */
export function baseSecurityHeaders({ https, dev }: { https: boolean; dev?: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ https, dev }),
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Resource-Policy': 'same-site',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Fastify options for those early answers: the security headers, and the { message, error_code } JSON
 * of every other refusal.
 */
export function earlyErrorOptions(
  input: { https: boolean; dev?: boolean },
  /** Headers every response carries besides these (X-Portico-Worker). */
  more: Record<string, string> = {},
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const headers = { ...baseSecurityHeaders(input), ...more };
  return {
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      void reply
        .code(400)
        .headers(headers)
        .send({ message: `Invalid request: ${error.code === 'FST_ERR_BAD_URL' ? 'the address is not valid' : error.message}`, error_code: 'invalid_request' }),
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy(error);
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({
        message: status === 400 ? 'Invalid request: the request is malformed' : STATUS_CODES[status],
        error_code: 'invalid_request',
      });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  };
}
