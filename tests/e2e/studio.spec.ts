import { request, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { loginAs } from './loginAs';

/**
 * The configuration studio as its users meet it, on a server of its own (playwright.config.ts, the
 * "studio" project): publishing acme's config must not change what the other specs see.
 */
test.describe.configure({ mode: 'serial' });

const ORIGINAL_TITLE = "Build what's next at Acme";
const NEW_TITLE = 'Studio-made careers at Acme';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- configs walked by path

async function openStudio(page: Page, employer = 'acme.com'): Promise<void> {
  await page.goto(`/careers/studio?domain=acme.com&employer=${employer}`);
  await expect(page.getByTestId('studio-editor').locator('.cm-content')).toBeVisible({ timeout: 20_000 });
}

/** The editor's text, as the consultant sees it (CodeMirror renders only what is on screen, so it is read from the draft the server holds). */
async function draftConfig(page: Page, domain = 'acme.com'): Promise<Json> {
  const response = await page.request.get(`/api/studio/employers/${domain}/config`);
  const body = (await response.json()) as { published: { config: Json }; draft: { config: Json } | null };
  return body.draft?.config ?? body.published.config;
}

/** Replaces the editor's whole text as a paste would, then waits until the draft is saved (or its save has failed). */
async function typeConfig(page: Page, config: Json, expected: 'saved' | 'failed' = 'saved'): Promise<void> {
  await page.getByTestId('studio-editor').locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(`${JSON.stringify(config, null, 2)}\n`);
  await expect(page.getByTestId('studio-save-state')).toHaveAttribute('data-state', expected, { timeout: 10_000 });
}

/** The search page a new visitor gets: server-rendered, with no cookie of the studio's session. */
async function visitorPage(): Promise<string> {
  const visitor = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    return await (await visitor.get('/careers?domain=acme.com')).text();
  } finally {
    await visitor.dispose();
  }
}

function renameFirstWidget(node: unknown, from: string, to: string): string | null {
  const walk = (value: unknown, pointer: string): string | null => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const found = walk(item, `${pointer}/${index}`);
        if (found) return found;
      }
    } else if (value && typeof value === 'object') {
      const record = value as Json;
      if (record.widget === from) {
        record.widget = to;
        return `${pointer}/widget`;
      }
      for (const [key, item] of Object.entries(record)) {
        const found = walk(item, `${pointer}/${key}`);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(node, '');
}

test('the consultant changes the hero title, sees it in the preview, publishes, and visitors get it with no restart', async ({ page }) => {
  // The first studio test of a run: the studio's chunks and the draft route's config validator are built on this first use.
  test.setTimeout(60_000);
  await loginAs(page, 'consultant@portico.dev');
  await openStudio(page);
  await expect(page.getByTestId('studio-preview-status')).toHaveAttribute('data-state', 'upToDate', { timeout: 15_000 });
  // The studio itself meets WCAG 2.2 AA (the framed portal is checked on its own pages).
  await expectNoAxeViolations(page, { exclude: ['iframe'], state: 'the studio' });
  const config = await draftConfig(page);
  // The heading is a text by language (configs/acme.json): the English one is changed, which an English page shows.
  expect(config.pcsxConfig.branding.heroImages.jobs.heading.en).toBe(ORIGINAL_TITLE);
  config.pcsxConfig.branding.heroImages.jobs.heading.en = NEW_TITLE;
  await typeConfig(page, config);

  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByRole('heading', { name: NEW_TITLE })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('studio-preview-status')).toHaveAttribute('data-state', 'upToDate');
  // The draft is the consultant's alone: visitors still get the published config.
  expect(await visitorPage()).toContain(ORIGINAL_TITLE);

  await page.getByRole('tab', { name: 'Changes' }).click();
  await expect(page.getByTestId('studio-diff')).toContainText(NEW_TITLE);
  await page.getByRole('tab', { name: 'Edit' }).click();

  await page.getByRole('button', { name: 'Publish…' }).click();
  await page.getByLabel('What changed').fill('A new hero title');
  await page.getByTestId('studio-publish-dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('studio-save-state')).toContainText('Published version 2');
  const served = await visitorPage();
  expect(served).toContain(NEW_TITLE);
  expect(served).not.toContain(ORIGINAL_TITLE);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByTestId('studio-audit')).toContainText('A new hero title');
  await expectNoAxeViolations(page, { state: 'the audit log' });
  await expect(page.getByTestId('studio-audit')).toContainText('consultant@portico.dev');
});

test('a misspelt widget type is shown at its pointer and publishing it is refused', async ({ page }) => {
  await loginAs(page, 'consultant@portico.dev');
  await openStudio(page);
  const config = await draftConfig(page);
  const pointer = renameFirstWidget(config, 'searchBar', 'serchBar');
  expect(pointer).not.toBeNull();
  await typeConfig(page, config);

  const problems = page.getByTestId('studio-problems');
  await expect(problems).toContainText(pointer!.replace(/\/widget$/, ''));
  await expect(problems).toContainText('"serchBar" is not a known widget type');
  await expect(problems).toContainText('searchBar');
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
  // Going to the problem puts the cursor there, where the editor marks it (it renders the lines on screen only).
  await problems.getByRole('button').first().click();
  await expect(page.getByTestId('studio-editor').locator('.cm-content')).toBeFocused();
  await expect(page.getByTestId('studio-editor').locator('.cm-lintRange-error').first()).toBeAttached();
  await expect(page.getByTestId('studio-editor').locator('.cm-activeLine')).toContainText('"serchBar"');

  // The server refuses it all the same (a client is never trusted).
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const refused = await page.request.post('/api/studio/employers/acme.com/publish', {
    headers: { 'X-CSRF-Token': csrf! },
    data: { baseVersion: 2, message: 'broken' },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error_code: string }).error_code).toBe('invalid_config');
  expect(await visitorPage()).toContain(NEW_TITLE);
});

test('rolling back restores the earlier title for visitors', async ({ page }) => {
  await loginAs(page, 'consultant@portico.dev');
  await openStudio(page);
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByTestId('studio-history');
  await expect(history.getByRole('row')).toHaveCount(3);
  await history.getByRole('button', { name: 'Roll back to 1' }).click();
  await page.getByTestId('studio-rollback-dialog').getByRole('button', { name: 'Roll back to 1' }).click();
  await expect(page.getByTestId('studio-save-state')).toContainText('Published version 3');
  const served = await visitorPage();
  expect(served).toContain(ORIGINAL_TITLE);
  await expect(history.getByRole('row')).toHaveCount(4);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByTestId('studio-audit')).toContainText('Rolled back');
});

test("acme's admin edits acme only: globex is refused (403)", async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Studio' })).toBeVisible();
  await openStudio(page, 'globex.com');
  // The picker offers acme alone, and the studio opened acme.
  await expect(page.getByLabel('Employer').locator('option')).toHaveText([/acme\.com/]);
  expect((await page.request.get('/api/studio/employers/globex.com/config')).status()).toBe(403);
  await expect(page.getByRole('button', { name: 'New employer' })).toHaveCount(0);
});

test('a candidate cannot open the studio; a visitor is asked to log in', async ({ page }) => {
  await page.goto('/careers/studio?domain=acme.com');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
  await loginAs(page, 'ada@example.com');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Studio' })).toHaveCount(0);
  await page.goto('/careers/studio?domain=acme.com');
  await expect(page.getByTestId('studio-not-allowed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  expect((await page.request.get('/api/studio/employers')).status()).toBe(403);
});

test('nothing typed is lost when the server fails to save: the browser keeps it and a reload restores it', async ({ page }) => {
  await loginAs(page, 'consultant@portico.dev');
  await openStudio(page, 'globex.com');
  const config = await draftConfig(page, 'globex.com');
  config.name = 'Globex, typed while the server failed';
  await page.route('**/api/studio/employers/globex.com/draft*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database unavailable', error_code: 'db' } }),
  );
  await typeConfig(page, config, 'failed');
  await expect(page.getByTestId('studio-save-state')).toContainText('Database unavailable');
  expect((await draftConfig(page, 'globex.com')).name).not.toBe(config.name);

  await page.unroute('**/api/studio/employers/globex.com/draft*');
  await page.reload();
  await expect(page.getByText('Your unsaved changes from this browser were restored.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('studio-save-state')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  expect((await draftConfig(page, 'globex.com')).name).toBe(config.name);
});
