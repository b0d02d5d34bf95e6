import { describe, expect, it } from 'vitest';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { contentSecurityDirectives, contentSecurityPolicy, employerSources } from '../../../server/security/contentSecurityPolicy';

const withMap = (mapConfig: object) => ({ domain: 'acme.com', name: 'Acme', pages: {}, pcsxConfig: { searchConfig: { mapConfig } } }) as EmployerConfig;
const plain = { domain: 'globex.com', name: 'Globex', pages: {} } as EmployerConfig;

describe('content security policy', () => {
  it('lets scripts come from this site and, on a page, the inline scripts with its nonce; never inline scripts or eval otherwise', () => {
    const page = contentSecurityDirectives({ config: plain, nonce: 'abc123' });
    expect(page['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(contentSecurityDirectives()['script-src']).toEqual(["'self'"]);
    const policy = contentSecurityPolicy({ config: withMap({ enabled: true, apiKey: 'k' }), nonce: 'abc123' });
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)![1]!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // Styles may be inline: Emotion and Chakra write <style> elements as they render.
    expect(page['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('is framed by nobody unless told who may', () => {
    expect(contentSecurityDirectives({ config: plain, nonce: 'n' })['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityDirectives({ frameAncestors: ["'self'"] })['frame-ancestors']).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(contentSecurityPolicy()).toMatch(/(^|; )object-src 'none'(;|$)/);
  });

  it('adds the map provider for an employer whose map is on with an API key, and not otherwise', () => {
    const on = contentSecurityDirectives({ config: withMap({ enabled: true, apiKey: 'key' }), nonce: 'n' });
    expect(on['script-src']).toEqual(expect.arrayContaining(["'self'", "'nonce-n'", 'https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(on['connect-src']).toContain('https://*.googleapis.com');
    expect(on['frame-src']).toContain('https://*.google.com');
    for (const config of [plain, withMap({ enabled: false, apiKey: 'key' }), withMap({ enabled: true })]) {
      const off = contentSecurityDirectives({ config, nonce: 'n' });
      expect(off['script-src']).toEqual(["'self'", "'nonce-n'"]);
      expect(off['frame-src']).toEqual(["'self'"]);
    }
  });

  it('lets pages frame this site and the sign widgets the forms embed, nothing else', () => {
    expect(employerSources(plain, ['https://sign.acme-docs.example'])).toEqual({ 'frame-src': ['https://sign.acme-docs.example'] });
    const directives = contentSecurityDirectives({ config: plain, nonce: 'n', embeddedFormOrigins: ['https://sign.acme-docs.example'] });
    expect(directives['frame-src']).toEqual(["'self'", 'https://sign.acme-docs.example']);
  });

  it('allows the dev server’s hot reload socket only in dev, and upgrades http addresses only on https', () => {
    expect(contentSecurityDirectives({ dev: true })['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(contentSecurityDirectives()['connect-src']).toEqual(["'self'"]);
    expect(contentSecurityPolicy({ https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy()).not.toContain('upgrade-insecure-requests');
  });

  it('writes each source once', () => {
    const policy = contentSecurityPolicy({ config: plain, imageOrigins: ['http://localhost:3000', 'http://localhost:3000'] });
    expect(policy).toContain("img-src 'self' data: blob: https: http://localhost:3000;");
  });
});
