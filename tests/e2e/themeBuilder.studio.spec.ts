import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '../../engine/theme/contrastRatio';
import { COALESCE_MS } from '../../src/themeBuilder/themeEditorState';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';

/**
 * The theme builder as an employer's admin uses it, on the studio's server (playwright.config.ts, the
 * "studio" project): the theme published here never reaches the other specs' pages.
 */
test.describe.configure({ mode: 'serial' });

const GREEN = '#1b5e20';
const PALE = '#f1f8e9';

/** axe on the builder itself: the framed portal page is checked by its own specs (and shows a failing colour on purpose here). */
const BUILDER_ONLY = { exclude: ['[data-testid="theme-preview-frame"]'] };

/** The portal page in the builder's preview. */
const preview = (page: Page) => page.frameLocator('[data-testid="theme-preview-frame"]');

const backgroundOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor);

async function waitForSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('theme-save-state')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}

test('a candidate is not allowed in the theme builder: the API answers 403 and the page says so', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  expect((await page.request.get('/api/studio/employers/acme.com/theme')).status()).toBe(403);
  await page.goto('/careers/theme-builder?domain=acme.com');
  await expect(page.getByTestId('theme-builder-not-allowed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Theme', exact: true })).toHaveCount(0);
});

test('a visitor never sees the theme builder: the API asks for a log-in (401) and the page opens the log-in', async ({ page }) => {
  expect((await page.request.get('/api/studio/employers/acme.com/theme')).status()).toBe(401);
  await page.goto('/careers/theme-builder?domain=acme.com');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Theme builder' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Theme', exact: true })).toHaveCount(0);
});

test('the admin restyles the primary buttons on the search page, is stopped by a failing contrast, fixes it and publishes', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'admin@acme.com');
  await page.goto('/careers?domain=acme.com');
  await page.getByRole('banner').getByRole('link', { name: 'Theme', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/theme-builder\?.*page=%2Fcareers/);
  await expect(page.getByRole('heading', { level: 1, name: 'Theme builder' })).toBeVisible();
  await expect(page.getByTestId('contrast-summary')).toHaveText('Every colour pair passes WCAG 2.2 AA contrast.');
  await expectNoAxeViolations(page, { ...BUILDER_ONLY, state: 'the theme builder on the search page' });

  // The frame shows the page the builder was opened from: the search page, with its search button.
  const searchButton = preview(page).getByRole('button', { name: 'Search', exact: true });
  await expect(searchButton).toBeVisible({ timeout: 20_000 });
  const before = await backgroundOf(searchButton);

  await page.getByRole('button', { name: 'Primary buttons' }).click();
  const rest = page.getByRole('group', { name: 'Rest' });
  await rest.getByLabel('Background', { exact: true }).fill(GREEN);
  // Written into the frame's theme style at once: no reload of the frame.
  await expect.poll(() => backgroundOf(searchButton)).toBe('rgb(27, 94, 32)');
  expect(before).not.toBe('rgb(27, 94, 32)');

  // Edits of one colour this close together are one undo step (a drag across the picker): this one stands apart.
  await page.waitForTimeout(COALESCE_MS);
  // Pale text on pale green fails: the check names the pair and its ratio, and publishing is refused.
  await rest.getByLabel('Background', { exact: true }).fill(PALE);
  const ratio = (Math.floor(contrastRatio('#ffffff', PALE) * 100) / 100).toFixed(2);
  const note = page.getByTestId('contrast-primary_buttons.background');
  await expect(note).toContainText(`Primary buttons · Text on Primary buttons · Background (button text): ${ratio}:1, needs 4.5:1`);
  await expect(page.getByTestId('contrast-summary')).toContainText(/\d+ contrast problems?/);
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeDisabled();
  await expect(page.getByTestId('publish-blocked')).toContainText('Publishing needs every colour pair to pass');
  await expectNoAxeViolations(page, { ...BUILDER_ONLY, state: 'the theme builder with a failing contrast pair' });

  // Undo takes the pale colour back (the green again), redo brings it; then the suggested text colour fixes the rest state.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rest.getByLabel('Background', { exact: true })).toHaveValue(GREEN);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(rest.getByLabel('Background', { exact: true })).toHaveValue(PALE);
  await page.waitForTimeout(COALESCE_MS);
  await rest.getByLabel('Background', { exact: true }).fill(GREEN);
  await expect(page.getByTestId('contrast-summary')).toHaveText('Every colour pair passes WCAG 2.2 AA contrast.');
  await expect(publish).toBeEnabled();

  await waitForSaved(page);
  await publish.click();
  await expect(page.getByText(/^Theme published as version \d+$/).first()).toBeVisible();

  // A new visitor's server-rendered search page shows it, and so does ada's once she has logged in.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/careers?domain=acme.com');
  await expect.poll(() => backgroundOf(visitor.getByRole('button', { name: 'Search', exact: true }))).toBe('rgb(27, 94, 32)');
  await loginAs(visitor, 'ada@example.com');
  await visitor.goto('/careers?domain=acme.com');
  await expect.poll(() => backgroundOf(visitor.getByRole('button', { name: 'Search', exact: true }))).toBe('rgb(27, 94, 32)');
  await visitor.close();
});

test('the builder works by keyboard: a section opens, a colour changes, Ctrl+Z takes it back', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await page.goto('/careers/theme-builder?domain=acme.com');
  const navbar = page.getByRole('button', { name: 'Navbar' });
  await navbar.focus();
  await page.keyboard.press('Enter');
  await expect(navbar).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByLabel('Background', { exact: true });
  await field.focus();
  await page.keyboard.type('#000000');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('contrast-navbar.background')).toContainText('Navbar · Text on Navbar · Background');
  await navbar.focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(field).toHaveValue('');
  await expect(page.getByTestId('contrast-navbar.background')).toHaveCount(0);
});
