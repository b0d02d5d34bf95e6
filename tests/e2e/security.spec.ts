import type { Page } from '@playwright/test';
import { expect, takeCspViolations, test } from './fixtures';
import { loginAs } from './loginAs';

/**
 * Waits for the browser to report the violation the test provoked, then closes the page so none
 * arrives later (the browser's console message and the page's securitypolicyviolation event both
 * report it): the expected violation does not fail the test.
 */
async function expectViolation(page: Page, text: string): Promise<void> {
  let reported = '';
  await expect.poll(() => (reported += takeCspViolations().join('\n'))).toContain(text);
  await page.close();
  takeCspViolations();
}

test('no page may frame the portal: the offers page of a logged-in candidate stays out of a frame, so its buttons cannot be clickjacked', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  // A page that frames the offers page, as a clickjacking site would. It is on the portal's own origin
  // here (the browser refuses frames from a test's made-up site to a local server before the portal
  // can): frame-ancestors 'none' refuses every frame, its own origin's too.
  await page.goto('/healthz');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/careers/offers';
        frame.onload = () => resolve();
        document.body.appendChild(frame);
      }),
  );
  expect(page.frames()).toHaveLength(2);
  // The browser shows its own error page in the frame, never the portal's.
  expect(page.frames()[1]!.url()).not.toContain('/careers/offers');
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
  await expectViolation(page, "frame-ancestors 'none'");
});

test('a script the page did not bring with its nonce does not run', async ({ page }) => {
  await page.goto('/careers?domain=acme.com');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expectViolation(page, 'script-src');
});
