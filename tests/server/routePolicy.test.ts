import { expect, it } from 'vitest';
import { describeEachTarget } from './harness';

/** The path with its first "api" written as %61pi: the router decodes it to the same route. */
const encoded = (path: string) => path.replace(/^\/api\//, '/%61pi/');

describeEachTarget('checks decided on the matched route', (server) => {
  const mutatingRoutes = () =>
    server().routes.filter(
      (route) => [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) && route.config?.csrf !== false,
    );

  it('refuses a mutating request without the CSRF token on every route, whether its path is written plainly or encoded', async () => {
    const headers = await server().login('ada@example.com');
    const withoutToken = { cookie: headers.cookie!, 'content-type': 'application/json' };
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'));
      for (const url of [
        path,
        encoded(path),
        path.replace(/a/, '%61'),
        path.replace(/\/([a-z])/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
      ]) {
        const method = [route.method].flat()[0] as 'POST';
        const response = await server().app.inject({ method, url: `${url}?domain=acme.com`, headers: withoutToken, payload: '{}' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.headers['x-csrf-invalid'], `${method} ${url}`).toBe('1');
      }
    }
  });

  it('does not decline ada’s offer through /%61pi/ without her token', async () => {
    const headers = await server().login('ada@example.com');
    const offers = (await server().app.inject({ url: '/api/offer/offers?domain=acme.com', headers })).json().data as { id: number | string; status: string }[];
    const before = offers.map(({ id, status }) => ({ id, status }));
    for (const { id } of before) {
      const response = await server().app.inject({
        method: 'POST',
        url: `/%61pi/offer/offers/${id}/decline?domain=acme.com`,
        headers: { cookie: headers.cookie!, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(403);
    }
    const after = (await server().app.inject({ url: '/api/offer/offers?domain=acme.com', headers })).json().data as { id: number | string; status: string }[];
    expect(after.map(({ id, status }) => ({ id, status }))).toEqual(before);
  });

  it('answers an encoded API path as it answers the plain one: 404 for an unknown employer, 400 for NUL characters', async () => {
    const headers = await server().login('ada@example.com');
    for (const url of ['/api/auth/me?domain=nobody.example', '/%61pi/auth/me?domain=nobody.example']) {
      const response = await server().app.inject({ url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error_code, url).toBe('unknown_domain');
    }
    for (const url of ['/api/pcsx/autocomplete?domain=acme.com&query=%00', '/%61pi/pcsx/autocomplete?domain=acme.com&query=%00']) {
      const response = await server().app.inject({ url, headers });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('answers double encoding and a changed case with 404, never a 5xx', async () => {
    const headers = await server().login('ada@example.com');
    for (const url of ['/%2561pi/auth/me', '/API/auth/me', '/Api/offer/offers/1/decline', '/api%2Fauth%2Fme', '/api/auth/%252e%252e/me']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await server().app.inject({ method, url: `${url}?domain=acme.com`, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});
