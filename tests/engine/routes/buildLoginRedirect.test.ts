import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, loginLandingPath, safeNextPath } from '../../../engine/routes/buildLoginRedirect';

describe('buildLoginRedirect', () => {
  it('builds /candidate/login with domain, comma-joined pid, microsite, hl and the encoded next, in that order', () => {
    expect(buildLoginRedirect({ domain: 'acme.com', pids: ['1', 2], microsite: 'm', language: 'fr', next: '/careers/job/1' })).toBe(
      '/candidate/login?domain=acme.com&pid=1%2C2&microsite=m&hl=fr&next=%2Fcareers%2Fjob%2F1',
    );
  });

  it('leaves out pid, microsite and hl when they are absent', () => {
    expect(buildLoginRedirect({ domain: 'acme.com', next: '/careers' })).toBe('/candidate/login?domain=acme.com&next=%2Fcareers');
    expect(buildLoginRedirect({ domain: 'acme.com', pids: [], microsite: null, language: null, next: '/careers' })).toBe(
      '/candidate/login?domain=acme.com&next=%2Fcareers',
    );
  });

  it('keeps the order when only some optional parameters are given', () => {
    expect(buildLoginRedirect({ domain: 'acme.com', language: 'de', next: '/careers' })).toBe('/candidate/login?domain=acme.com&hl=de&next=%2Fcareers');
    expect(buildLoginRedirect({ domain: 'acme.com', pids: [7], next: '/careers' })).toBe('/candidate/login?domain=acme.com&pid=7&next=%2Fcareers');
  });

  it('encodes a next address with its own query so it comes back whole', () => {
    const next = '/careers/offers?domain=acme.com&tab=a b';
    const url = buildLoginRedirect({ domain: 'acme.com', next });
    expect(url).toBe('/candidate/login?domain=acme.com&next=%2Fcareers%2Foffers%3Fdomain%3Dacme.com%26tab%3Da+b');
    expect(new URL(url, 'https://portal.example').searchParams.get('next')).toBe(next);
  });
});

describe('safeNextPath', () => {
  it.each([['/careers/offers?domain=acme.com'], ['/careers'], ['/careers/job/12-engineer#apply']])('keeps the same-origin path %s', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['an absolute https address', 'https://evil.com'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['a relative path', 'careers'],
    ['a tab inside the path', '/\t/evil.com'],
    ['a newline inside the path', '/careers\n/x'],
    ['a NUL character', '/careers\u0000'],
    ['an empty text', ''],
  ])('refuses %s and falls back to /careers', (_title, next) => {
    expect(safeNextPath(next)).toBe('/careers');
  });

  it('refuses a missing next address', () => {
    expect(safeNextPath(undefined)).toBe('/careers');
    expect(safeNextPath(null)).toBe('/careers');
  });

  it('falls back to the address it is given', () => {
    expect(safeNextPath('//evil.com', '/careers/dashboard')).toBe('/careers/dashboard');
  });

  it('never returns an address that leaves the origin', () => {
    const origin = 'https://portal.example';
    for (const next of ['//evil.com', '/\\evil.com', '/\t/evil.com', 'https://evil.com', '/careers/x']) {
      expect(new URL(safeNextPath(next), origin).origin).toBe(origin);
    }
  });
});

describe('loginLandingPath', () => {
  it('lands on the careers page of the same employer when no next is given', () => {
    expect(loginLandingPath(null, 'globex.com')).toBe('/careers?domain=globex.com');
  });
  it('adds the domain to a next path without one and keeps its own query', () => {
    expect(loginLandingPath('/careers/offers?tab=all', 'globex.com')).toBe('/careers/offers?tab=all&domain=globex.com');
  });
  it('keeps a next path that names its employer', () => {
    expect(loginLandingPath('/careers/dashboard?domain=acme.com', 'globex.com')).toBe('/careers/dashboard?domain=acme.com');
  });
  it('refuses an off-site next and lands on the careers page', () => {
    expect(loginLandingPath('//evil.example/x', 'acme.com')).toBe('/careers?domain=acme.com');
  });
});
