import type { Page } from '@playwright/test';
import { expect, takeCspViolations, test } from './fixtures';
import { loginAs } from './loginAs';

/** Another site that frames a portal page, to trick a logged-in candidate into clicking Accept or Decline. */
const ATTACKER = 'http://attacker.example/';

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

test('another site cannot frame the portal: the offers page of a logged-in candidate stays out of its frame', async ({ page, baseURL }) => {
  await loginAs(page, 'ada@example.com');
  await page.route(ATTACKER, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><iframe src="${baseURL}/careers/offers" onload="document.title = 'framed'"></iframe>`,
    }),
  );
  await page.goto(ATTACKER);
  await expect(page).toHaveTitle('framed');
  // The browser shows its own error page in the frame, never the portal's.
  expect(page.frames()[1]!.url()).not.toContain('/careers/offers');
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
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
