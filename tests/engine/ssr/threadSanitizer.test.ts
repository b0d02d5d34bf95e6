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

  it('starts a new thread after its thread stopped: what waited fails, requests fail for the pause, then are answered', async () => {
    const restarting = createThreadSanitizer({ restartAfterMs: 200 });
    expect(await restarting('<b>before</b>')).toBe('<b>before</b>');
    // Long enough to sanitize that the thread is still at it when it is stopped.
    const waiting = restarting('<p><b>long</b></p>'.repeat(100_000));
    await restarting.stopThread();
    await expect(waiting).rejects.toThrow("The HTML sanitizer's thread stopped");
    // Within the pause: refused without a thread (and not kept: asked again later).
    await expect(restarting('<i>waiting</i>')).rejects.toThrow("The HTML sanitizer's thread stopped");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await restarting('<i>waiting</i><script>x</script>')).toBe('<i>waiting</i>');
    expect(await restarting('<i>waiting</i>')).toBe('<i>waiting</i>');
    await restarting.stopThread();
  });
});
