import { describe, expect, it } from 'vitest';
import { createTestServer, describeEachTarget } from './harness';

describeEachTarget('auth and CSRF', (server) => {
  it('logs ada in with the demo password and returns her session user with a rotated CSRF token', async () => {
    const headers = await server().anonymous();
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/auth/login?domain=acme.com',
      headers,
      payload: { email: 'ada@example.com', password: 'portico-demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { isLoggedIn: true, email: 'ada@example.com', fullName: 'Ada Lovelace', isAdmin: false } });
    expect(response.headers['x-csrf-token']).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(response.headers['x-csrf-token']).not.toBe(headers['x-csrf-token']);
    const session = response.cookies.find((c) => c.name === 'portico_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/auth/login?domain=acme.com',
      headers: await server().anonymous(),
      payload: { email: 'ada@example.com', password: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The email or password is not right. Please try again.');
  });

  it('keeps employers apart: ada of acme is not logged in on globex with the acme session', async () => {
    const headers = await server().login('ada@example.com');
    const acme = await server().app.inject({ url: '/api/auth/me?domain=acme.com', headers });
    const globex = await server().app.inject({ url: '/api/auth/me?domain=globex.com', headers });
    expect(acme.json().data.isLoggedIn).toBe(true);
    expect(globex.json().data.isLoggedIn).toBe(false);
  });

  it('refuses a mutation without the CSRF header with 403 and the invalid-CSRF signal', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/auth/login?domain=acme.com',
      payload: { email: 'ada@example.com', password: 'portico-demo' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-csrf-invalid']).toBe('1');
    expect(response.json()).toEqual({ message: 'Invalid CSRF.', error_code: 'invalid_csrf' });
  });

  it('signs a new candidate up, then refuses the same email twice', async () => {
    const payload = { fullName: 'Katherine Johnson', email: 'katherine@example.com', password: 'orbital-mechanics' };
    const first = await server().app.inject({ method: 'POST', url: '/api/auth/signup?domain=acme.com', headers: await server().anonymous(), payload });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ isLoggedIn: true, fullName: 'Katherine Johnson' });
    const again = await server().app.inject({ method: 'POST', url: '/api/auth/signup?domain=acme.com', headers: await server().anonymous(), payload });
    expect(again.statusCode).toBe(409);
  });

  it('answers malformed sign-ups with 400 and a clear message, never 500', async () => {
    for (const payload of [
      {},
      { email: 'x' },
      { fullName: 'A', email: 'not-an-email', password: 'longenough' },
      { fullName: 'A', email: 'a@b.co', password: 'short' },
      'not json',
    ]) {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/auth/signup?domain=acme.com',
        headers: { ...(await server().anonymous()), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/.+/);
    }
  });

  it('answers an unknown employer with 404', async () => {
    const response = await server().app.inject({ url: '/api/auth/me?domain=nobody.example' });
    expect(response.statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('answers repeated log-in attempts from one address with 429 and the text the client shows', async () => {
    const server = await createTestServer('pglite', { seed: false, rateLimits: true });
    try {
      const headers = await server.anonymous();
      const statuses: number[] = [];
      let last = '';
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/auth/login?domain=acme.com',
          headers,
          // A different account each time: the address's own limit, not an account's (tests/server/loginLimits.test.ts).
          payload: { email: `nobody${attempt}@example.com`, password: 'guess' },
        });
        statuses.push(response.statusCode);
        last = response.body;
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(JSON.parse(last)).toEqual({ message: 'Please try again in a few minutes', error_code: 'rate_limited', message_key: 'errors.request.rateLimited' });
    } finally {
      await server.app.close();
    }
  }, 60_000);
});
