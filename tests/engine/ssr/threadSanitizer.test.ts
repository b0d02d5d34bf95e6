import { describe, expect, it } from 'vitest';
import { createThreadSanitizer } from '../../../src/ssr/threadSanitizer';

describe("the server renderer's HTML sanitizer (a thread of its own)", () => {
  const sanitize = createThreadSanitizer();

  it('removes scripts, event handlers and javascript: links, forms and styles, and keeps the rest with its targets', async () => {
    const dirty =
      '<p>Join <b>us</b><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://example.com/" target="_blank">good</a></p>' +
      '<form action="/steal"><input name="password"></form><style>body{display:none}</style>';
    expect(await sanitize(dirty)).toBe('<p>Join <b>us</b><img src="x.png"><a>bad</a> <a href="https://example.com/" target="_blank">good</a></p>');
  });

  it('answers the same HTML once: the second time with the settled answer use() reads at once', async () => {
    const html = '<p>Same footer <i>every page</i></p>';
    const first = sanitize(html);
    expect(first.status).toBe('pending');
    await first;
    const second = sanitize(html);
    expect(second).toBe(first);
    expect(second.status).toBe('fulfilled');
    expect(second.value).toBe(html);
  });

  it('answers many strings at once, each with its own', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => sanitize(`<em>${i}</em><script>${i}</script>`)));
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => `<em>${i}</em>`));
  });
});
