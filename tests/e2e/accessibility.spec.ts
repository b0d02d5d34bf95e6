import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { loginAs } from './loginAs';
import { routeUrls } from './routeUrls';

/**
 * WCAG 2.2 AA on every route of the route table, as a visitor and as a candidate, for both demo
 * employers (two themes). The states each area opens (dialogs, panels, errors) are checked in the
 * area's own spec.
 */
for (const domain of ['acme.com', 'globex.com']) {
  test(`every route meets WCAG 2.2 AA for a logged-in candidate (${domain})`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'ada@example.com', domain);
    for (const { name, url } of await routeUrls(page, domain)) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect.soft(page.locator('h1'), `one h1 on ${name}`).toHaveCount(1);
      await expectNoAxeViolations(page, { state: `${name} (${url})` });
    }
  });
}

test('every public route meets WCAG 2.2 AA for a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { name, url } of await routeUrls(page)) {
    if (!['careers', 'search', 'searchQuery', 'job', 'jobPrivate', 'login', 'forms', 'dashboard'].includes(name)) continue;
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, { state: `${name} (${url})` });
  }
});

test('the log-in dialog meets WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/careers?domain=acme.com');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, { state: 'the log-in dialog' });
});
