import type { FastifyInstance, FastifyRequest } from 'fastify';

const BODILESS = new Set([101, 204, 205, 304]);

/**
 * Marks the page renderer's requests. What it is answered goes into the page's HTML, so an API may
 * leave out there what only the running page should hold (a form's confidential answers); a client
 * that sends it only gets less.
 */
const SERVER_RENDER_HEADER = 'x-portico-server-render';

/** Whether the request is the page renderer's (inProcessFetch), whose answer is written into the page's HTML. */
export function isServerRender(request: FastifyRequest): boolean {
  return request.headers[SERVER_RENDER_HEADER] === '1';
}

/**
 * A fetch that the server answers itself, as the visitor of `request` (their cookies and address):
 * the page renderer asks the same API routes, with the same checks, that the browser would.
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(address, 'http://portico.internal');
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers));
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    headers[SERVER_RENDER_HEADER] = '1';
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) responseHeaders.append(name, String(one));
    }
    return new Response(BODILESS.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
