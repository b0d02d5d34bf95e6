import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { FIRST_LOGIN_WAIT_MS, FREE_LOGIN_FAILURES, LOGIN_DEVICE_COOKIE, LONGEST_LOGIN_WAIT_MS, loginWaitAfter } from '../../server/auth/loginThrottle';
import { DEMO_PASSWORD } from '../../server/seed/demoPeople';
import { parseTrustProxy } from '../../server/security/trustProxy';
import { createTestDatabase, describeEachTarget, ROOT_DIR, type TestServer } from './harness';

const login = (server: Pick<TestServer, 'app'>, headers: Record<string, string>, email: string, password: string, extra: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login?domain=acme.com', headers: { ...headers, ...extra }, payload: { email, password } });

describe('log-in wait per account', () => {
  it('lets a few failures pass, then doubles the wait up to a cap', () => {
    expect([...Array(FREE_LOGIN_FAILURES).keys()].map(loginWaitAfter)).toEqual(Array(FREE_LOGIN_FAILURES).fill(0));
    expect(loginWaitAfter(FREE_LOGIN_FAILURES)).toBe(FIRST_LOGIN_WAIT_MS);
    expect(loginWaitAfter(FREE_LOGIN_FAILURES + 1)).toBe(2 * FIRST_LOGIN_WAIT_MS);
    expect(loginWaitAfter(FREE_LOGIN_FAILURES + 50)).toBe(LONGEST_LOGIN_WAIT_MS);
  });
});

describe('trusted proxies', () => {
  it('trusts none by default, a hop count or a list of addresses when configured, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow(/PORTICO_TRUST_PROXY/);
    expect(() => parseTrustProxy('evil.example')).toThrow(/hop count/);
  });
});

describeEachTarget(
  'log-in limits',
  (server) => {
    it('is not fooled by X-Forwarded-For: fifteen wrong passwords with a new address each are limited and the right one is refused too', async () => {
      const headers = await server().anonymous();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 15; attempt += 1) {
        const response = await login(server(), headers, 'ada@example.com', `wrong-${attempt}`, { 'x-forwarded-for': `203.0.113.${attempt + 1}` });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, FREE_LOGIN_FAILURES - 1)).toEqual(Array(FREE_LOGIN_FAILURES - 1).fill(400));
      expect(statuses.slice(FREE_LOGIN_FAILURES - 1).every((status) => status === 429)).toBe(true);
      const right = await login(server(), headers, 'ada@example.com', DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: 'Please try again in a few minutes', error_code: 'rate_limited', message_key: 'errors.request.rateLimited' });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { rateLimits: true },
);

describeEachTarget('log-in wait per account, in time', (server) => {
  it('answers 429 with a Retry-After that grows, never locks for good, and starts afresh after the right password', async () => {
    const headers = await server().anonymous();
    const clock = server().clock;
    for (let attempt = 1; attempt < FREE_LOGIN_FAILURES; attempt += 1)
      expect((await login(server(), headers, 'ada@example.com', 'wrong')).statusCode).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const failed = await login(server(), headers, 'ada@example.com', 'wrong');
      expect(failed.statusCode).toBe(429);
      const wait = Number(failed.headers['retry-after']);
      waits.push(wait);
      // While waiting, even the right password is refused, and it does not make the wait longer.
      const early = await login(server(), headers, 'ada@example.com', DEMO_PASSWORD);
      expect(early.statusCode).toBe(429);
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(wait);
      clock.now = new Date(clock.now.getTime() + wait * 1000);
    }
    expect(waits).toEqual([FIRST_LOGIN_WAIT_MS / 1000, (2 * FIRST_LOGIN_WAIT_MS) / 1000, (4 * FIRST_LOGIN_WAIT_MS) / 1000]);
    // Another account is not affected, nor is one that differs only in case and spaces treated as another.
    expect((await login(server(), headers, 'grace@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login(server(), headers, ' ADA@example.com ', 'wrong')).statusCode).toBe(429);
    clock.now = new Date(clock.now.getTime() + LONGEST_LOGIN_WAIT_MS);
    expect((await login(server(), headers, 'ada@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    // The right password cleared the count: a wrong one is an ordinary failure again.
    expect((await login(server(), headers, 'ada@example.com', 'wrong')).statusCode).toBe(400);
  });

  it('lets a browser that logged into the account before through the wait strangers cause, counting its own failures apart', async () => {
    const headers = await server().anonymous();
    const cookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((cookie) => cookie.name === LOGIN_DEVICE_COOKIE)?.value;
    const first = await login(server(), headers, 'grace@example.com', DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = cookieOf(first)!;
    expect(device).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const fromGraceBrowser = { cookie: `${headers.cookie}; ${LOGIN_DEVICE_COOKIE}=${device}` };
    // A stranger fails on her account until it must wait, and keeps it waiting.
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt += 1) await login(server(), headers, 'grace@example.com', 'guess');
    expect((await login(server(), headers, 'grace@example.com', DEMO_PASSWORD)).statusCode).toBe(429);
    // Grace's own browser still logs in, and keeps its cookie.
    const again = await login(server(), headers, 'grace@example.com', DEMO_PASSWORD, fromGraceBrowser);
    expect(again.statusCode).toBe(200);
    expect(cookieOf(again)).toBe(device);
    expect((await login(server(), headers, 'grace@example.com', DEMO_PASSWORD)).statusCode).toBe(429);
    // Her browser's own failures count on their own counter.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt += 1)
      statuses.push((await login(server(), headers, 'grace@example.com', 'typo', fromGraceBrowser)).statusCode);
    expect(statuses).toEqual([...Array(FREE_LOGIN_FAILURES - 1).fill(400), 429]);
    // A browser known to one account is a stranger to another.
    const ada = await login(server(), headers, 'ada@example.com', 'guess', fromGraceBrowser);
    expect(ada.statusCode).toBe(400);
    for (let attempt = 1; attempt < FREE_LOGIN_FAILURES; attempt += 1) await login(server(), headers, 'ada@example.com', 'guess');
    expect((await login(server(), headers, 'ada@example.com', DEMO_PASSWORD, fromGraceBrowser)).statusCode).toBe(429);
  });

  it('treats an e-mail without an account like one with an account', async () => {
    const headers = await server().anonymous();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES + 1; attempt += 1)
      statuses.push((await login(server(), headers, 'nobody@example.com', 'wrong')).statusCode);
    expect(statuses).toEqual([...Array(FREE_LOGIN_FAILURES - 1).fill(400), 429, 429]);
  });
});

describeEachTarget(
  'address limits behind a configured proxy',
  (server) => {
    it('keys the per-address limit on the address the trusted proxy reports', async () => {
      const headers = await server().anonymous();
      const statuses = async (address: string) => {
        const seen: number[] = [];
        for (let attempt = 0; attempt < 11; attempt += 1)
          seen.push((await login(server(), headers, `someone${address}${attempt}@example.com`, 'wrong', { 'x-forwarded-for': address })).statusCode);
        return seen;
      };
      expect((await statuses('203.0.113.1')).slice(-1)).toEqual([429]);
      // Another client behind the same proxy has its own budget.
      expect(await statuses('203.0.113.2')).toEqual([...Array(10).fill(400), 429]);
    });
  },
  { rateLimits: true, trustProxy: 1 },
);

describe('counters every server process shares', () => {
  it('counts the hits of two servers on one database together', async () => {
    const database = await createTestDatabase('pglite');
    const build = () => buildServer({ rootDir: ROOT_DIR, database, pages: false, rateLimits: true });
    const [first, second] = [await build(), await build()];
    try {
      const token = 'anonymous-test-token-0123456789ab';
      const headers = { cookie: `portico_csrf=${token}`, 'x-csrf-token': token };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const server = attempt % 2 ? second : first;
        statuses.push((await login(server, headers, `shared${attempt}@example.com`, 'wrong')).statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
    } finally {
      await first.app.close();
      await second.app.close();
      await database.close();
    }
  }, 60_000);
});
