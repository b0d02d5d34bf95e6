import { expect, it } from 'vitest';
import { LOGOUT_NEEDS_POST } from '../../server/auth/registerAuthRoutes';
import { describeEachTarget } from './harness';
import { expectApiSchema } from './expectApiSchema';

describeEachTarget('log-out is a POST with the CSRF token', (server) => {
  const isLoggedIn = async (headers: Record<string, string>) =>
    (await server().app.inject({ url: '/api/auth/me?domain=acme.com', headers })).json().data.isLoggedIn as boolean;

  it('logs out with a POST carrying the token: the session ends and the CSRF token is new', async () => {
    const headers = await server().login('ada@example.com');
    const out = await server().app.inject({ method: 'POST', url: '/api/auth/logout?domain=acme.com', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { ok: true } });
    expectApiSchema(out.json(), 'common', 'OkResponse');
    expect(out.headers['x-csrf-token']).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(out.headers['x-csrf-token']).not.toBe(headers['x-csrf-token']);
    expect(out.cookies.find((cookie) => cookie.name === 'portico_session')?.value).toBe('');
    expect(await isLoggedIn(headers)).toBe(false);
  });

  it('does not log out on a GET of the old address, as a link or an image of another site would send it (cookies, no token)', async () => {
    const headers = await server().login('ada@example.com');
    const { cookie } = headers;
    const get = await server().app.inject({
      url: '/api/auth/logout?domain=acme.com&next=%2Fcareers',
      headers: { cookie: cookie!, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(get.json()).toEqual({
      message: 'Log out with the Log out button: this address does not log out.',
      error_code: 'method_not_allowed',
      message_key: LOGOUT_NEEDS_POST.key,
    });
    expect(get.cookies.find((c) => c.name === 'portico_session')).toBeUndefined();
    expect(await isLoggedIn(headers)).toBe(true);
  });

  it('refuses a POST without the token, or with another one, with 403 Invalid CSRF., and the candidate stays logged in', async () => {
    const headers = await server().login('ada@example.com');
    const { cookie } = headers;
    for (const extra of [{}, { 'x-csrf-token': 'another-token-0123456789abcdefgh' }]) {
      const post = await server().app.inject({ method: 'POST', url: '/api/auth/logout?domain=acme.com', headers: { cookie: cookie!, ...extra } });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ message: 'Invalid CSRF.', error_code: 'invalid_csrf' });
    }
    expect(await isLoggedIn(headers)).toBe(true);
  });
});
