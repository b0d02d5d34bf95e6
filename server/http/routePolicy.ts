import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a mutating route that proves its caller another way and so takes no CSRF token (page
     * logging by sendBeacon, the hosted e-sign widget's same-site check). Every other POST, PUT,
     * PATCH and DELETE needs the token.
     */
    csrf?: boolean;
  }
}

/**
 * Whether the request matched an API route. Decided on the route the router matched (its pattern),
 * never on the raw URL text: the router decodes `/%61pi/…` to `/api/…`, a `startsWith` test on the
 * text does not.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/** Whether the matched route needs the CSRF token (every mutating route unless it opts out). */
export function needsCsrfToken(request: FastifyRequest): boolean {
  return !request.is404 && request.routeOptions.config.csrf !== false;
}
