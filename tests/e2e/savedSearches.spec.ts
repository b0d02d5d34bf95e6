import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';

test('ada finds her saved searches from Settings, pauses and resumes one by keyboard, and opens its search', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/settings?domain=acme.com');
  await page.getByRole('link', { name: 'Manage your saved searches' }).click();
  await expect(page).toHaveURL(/\/careers\/saved-searches/);
  // The page's title (h1) and the list's heading with its count (h2): the list's.
  await expect(page.getByRole('heading', { name: /^Saved searches \(\d+\)$/ })).toBeVisible();
  const group = page.getByRole('group', { name: 'engineer · Austin' });
  await expect(group).toBeVisible();
  await expectNoAxeViolations(page);

  const pause = group.getByRole('button', { name: 'Pause alerts' });
  await pause.focus();
  await page.keyboard.press('Enter');
  const resume = group.getByRole('button', { name: 'Resume alerts' });
  await expect(resume).toBeFocused();
  await expect(page.getByText('Alerts paused', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('group', { name: 'engineer · Austin' }).getByRole('button', { name: 'Resume alerts' }).click();
  await expect(page.getByRole('group', { name: 'engineer · Austin' }).getByRole('button', { name: 'Pause alerts' })).toBeVisible();

  await page.getByRole('link', { name: 'engineer · Austin' }).click();
  await expect(page).toHaveURL(/\/careers\/search\?.*query=engineer.*location=Austin/);
});
