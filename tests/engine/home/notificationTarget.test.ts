import { describe, expect, it } from 'vitest';
import { notificationTarget } from '../../../engine/home/notificationTarget';

describe('notificationTarget', () => {
  it('merges the current query parameters into the redirect URL', () => {
    expect(notificationTarget('/careers/offers', '?domain=acme.com&utm_source=mail')).toBe('/careers/offers?domain=acme.com&utm_source=mail');
  });

  it("keeps the notification's own parameters over the page's", () => {
    expect(notificationTarget('/careers/search?query=engineer&location=Austin', '?domain=acme.com&query=nurse')).toBe(
      '/careers/search?query=engineer&location=Austin&domain=acme.com',
    );
  });

  it('keeps a fragment at the end', () => {
    expect(notificationTarget('/careers/profile#skills', '?domain=globex.com')).toBe('/careers/profile?domain=globex.com#skills');
  });

  it('goes to the plain path when the page has no query', () => {
    expect(notificationTarget('/careers/interviews', '')).toBe('/careers/interviews');
  });

  it.each(['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'careers/offers', '/careers/\u0000x'])(
    'refuses a redirect that leaves the site: %s',
    (url) => {
      expect(notificationTarget(url, '?domain=acme.com')).toBeNull();
    },
  );

  it('gives null without a redirect URL', () => {
    expect(notificationTarget(null, '?domain=acme.com')).toBeNull();
    expect(notificationTarget('', '')).toBeNull();
  });
});
