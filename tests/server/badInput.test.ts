import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { safeNextPath } from '../../engine/routes/buildLoginRedirect';
import * as passwords from '../../server/auth/passwords';
import { registerPageRoutes } from '../../server/html/registerPageRoutes';
import { describeEachTarget } from './harness';

vi.mock('../../server/auth/passwords', { spy: true });

describeEachTarget('bad input gets a clear 4xx', (server) => {
  it('refuses settings with nothing but unknown keys with 400 and changes nothing', async () => {
    const headers = await server().login('ada@example.com');
    const before = (await server().app.inject({ url: '/api/pcsx/settings?domain=acme.com', headers })).json();
    const response = await server().app.inject({ method: 'POST', url: '/api/pcsx/settings?domain=acme.com', headers, payload: { colour: 'blue', size: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request: give an e-mail, a language, notification preferences or a password to change',
      error_code: 'invalid_request',
    });
    expect((await server().app.inject({ url: '/api/pcsx/settings?domain=acme.com', headers })).json()).toEqual(before);
  });

  it('refuses a repeated domain parameter on the API with 400', async () => {
    const response = await server().app.inject({ url: '/api/auth/me?domain=acme.com&domain=globex.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request: give the domain parameter once', error_code: 'invalid_request' });
  });

  it('checks an unknown e-mail’s password against a stand-in hash, as it checks a known one', async () => {
    const headers = await server().anonymous();
    const verify = vi.mocked(passwords.verifyPassword);
    for (const email of ['ada@example.com', 'nobody-at-all@example.com']) {
      verify.mockClear();
      const response = await server().app.inject({ method: 'POST', url: '/api/auth/login?domain=acme.com', headers, payload: { email, password: 'wrong' } });
      expect(response.statusCode).toBe(400);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![1]).toMatch(/^scrypt\$16384\$8\$1\$/);
    }
  });
});

describe('pages with bad input', () => {
  it('refuses a repeated domain, language or microsite parameter with 400', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.decorateRequest('viewer', null);
    const configs = new Map([['acme.com', { domain: 'acme.com', name: 'Acme', pages: {} } as EmployerConfig]]);
    registerPageRoutes(app, {
      configs,
      defaultDomain: 'acme.com',
      publicUrl: 'http://localhost',
      template: async () => '<html><head></head><body></body></html>',
    });
    for (const query of ['domain=acme.com&domain=acme.com', 'hl=fr&hl=de', 'microsite=a&microsite=b']) {
      const response = await app.inject({ url: `/careers?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await app.inject({ url: '/careers?domain=acme.com' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('redirect targets', () => {
  it('percent-encodes characters outside ASCII so the Location header stays valid, and refuses what cannot be encoded', () => {
    expect(safeNextPath('/careers/\u20ac?q=\u0639\u0645\u0644')).toBe('/careers/%E2%82%AC?q=%D8%B9%D9%85%D9%84');
    expect(safeNextPath('/careers/a b')).toBe('/careers/a%20b');
    expect(safeNextPath('/careers/\ud800')).toBe('/careers');
    expect(safeNextPath(['/careers/a', '/careers/b'])).toBe('/careers');
    expect(safeNextPath('//evil.example')).toBe('/careers');
  });
});
