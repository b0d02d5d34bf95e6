import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * providers), or a page another one of ours may frame (frameAncestors), which drops X-Frame-Options
 * (it cannot name an origin; frame-ancestors says who may frame it).
 */
export function setContentSecurityPolicy(reply: FastifyReply, input: ContentSecurityPolicyInput): FastifyReply {
  if (input.frameAncestors?.length) allowFraming(reply);
  if (input.https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return reply.header('Content-Security-Policy', contentSecurityPolicy(input));
}

/** For a response that names who may frame it in its own CSP frame-ancestors: X-Frame-Options DENY would contradict it. */
export function allowFraming(reply: FastifyReply): void {
  reply.raw.removeHeader('X-Frame-Options');
}
