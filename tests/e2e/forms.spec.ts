import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginAs } from './loginAs';

/**
 * Ada logs in once per worker (the login route is rate limited) and every test that needs her opens
 * a fresh context with that session: `adaPage`.
 */
const test = base.extend<{ adaPage: Page }, { adaState: string }>({
  adaState: [
    async ({ browser }, use, workerInfo) => {
      const statePath = path.join(tmpdir(), `portico-forms-e2e-ada-${process.pid}-${workerInfo.workerIndex}.json`);
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await loginAs(await context.newPage(), 'ada@example.com');
      await context.storageState({ path: statePath });
      await context.close();
      await use(statePath);
    },
    { scope: 'worker' },
  ],
  adaPage: async ({ browser, adaState }, use, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adaState, viewport: testInfo.project.use.viewport });
    await use(await context.newPage());
    await context.close();
  },
});

/** No console errors while a forms page is used (a missing recipe, a React warning, a failed chunk). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) errors.push(`404 ${response.url()}`);
  });
  page.on('console', (message) => {
    // Resource failures are judged by the response listener above (this page's own requests).
    if (message.type() === 'error' && !message.text().includes('Chakra recipe "popover"') && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    results.violations.map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`),
  ).toEqual([]);
}

/** Starts from an empty draft: the gallery's draft is the same for every test of this demo person. */
async function clearGalleryDraft(page: Page) {
  const status = await page.evaluate(async () => {
    const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const response = await fetch('/api/pcsx/forms/field-gallery/draft', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
      body: JSON.stringify({ values: {} }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

async function openGallery(page: Page) {
  await page.goto('/careers/forms/center');
  await clearGalleryDraft(page);
  await page.goto('/careers/forms/center');
  await page.getByRole('link', { name: 'Field gallery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Field gallery' })).toBeVisible();
}

const pdf = (name: string, size: number) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(size, 1) });

test.describe('field gallery (simple layout)', () => {
  test('lists the gallery in the forms center, and both pass axe', async ({ adaPage: page }) => {
    const errors = watchConsole(page);
    await page.goto('/careers/forms/center');
    await expect(page.getByRole('link', { name: 'Field gallery' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'To do' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Show more options' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Field gallery' }).click();
    await expect(page.getByRole('textbox', { name: 'Text New', exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/forms-gallery.png', fullPage: true });
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('remembers a hidden question and restores it when it shows again', async ({ adaPage: page }) => {
    await openGallery(page);
    const question = page.getByRole('group', { name: /Do you have a pet\?/ });
    await question.getByText('Yes', { exact: true }).click();
    await page.getByLabel("Pet's name").fill('Rex');
    await question.getByText('No', { exact: true }).click();
    await expect(page.getByLabel("Pet's name")).toHaveCount(0);
    await question.getByText('Yes', { exact: true }).click();
    await expect(page.getByLabel("Pet's name")).toHaveValue('Rex');
  });

  test('checks a question when it is left, with the rule message, and formats an SSN as typed', async ({ adaPage: page }) => {
    await openGallery(page);
    await page.getByLabel('Reference code').fill('ab-12');
    await page.getByLabel('Reference code').blur();
    await expect(page.getByText('Enter a valid value.')).toBeVisible();
    await expect(page.getByLabel('Reference code')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Social security number').pressSequentially('123456789');
    await expect(page.getByLabel('Social security number')).toHaveValue('123-45-6789');
    await page.getByLabel('Social insurance number').pressSequentially('046454287');
    await page.getByLabel('Social insurance number').blur();
    await expect(page.getByText('Social insurance number is invalid.', { exact: true })).toBeVisible();
  });

  test('loads the states of the chosen country from the server', async ({ adaPage: page }) => {
    await openGallery(page);
    const state = page.getByLabel('State');
    await expect(state).toBeDisabled();
    const options = page.waitForResponse((response) => response.url().includes('/api/pcsx/form_options/states?country=CA'));
    await page.getByLabel('Country', { exact: true }).selectOption('CA');
    expect((await options).status()).toBe(200);
    await expect(state).toBeEnabled();
    await state.selectOption({ label: 'Ontario' });
    await expect(state).toHaveValue('ON');
  });

  test('keeps a dynamic list between its minimum and maximum', async ({ adaPage: page }) => {
    await openGallery(page);
    const list = page.getByRole('group', { name: /^References/ });
    await expect(list.getByRole('group', { name: 'References 1' })).toBeVisible();
    await expect(list.getByRole('button', { name: /Delete item/ })).toHaveCount(0);
    await list.getByRole('button', { name: 'Add References' }).click();
    await list.getByRole('button', { name: 'Add References' }).click();
    await expect(list.getByRole('group', { name: 'References 3' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Add References' })).toHaveCount(0);
    await list.getByRole('button', { name: 'Delete item 3' }).click();
    await expect(list.getByRole('group', { name: 'References 3' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Add References' })).toBeVisible();
  });

  test('refuses too many files and files over the size limit, naming them', async ({ adaPage: page }) => {
    await openGallery(page);
    const input = page.getByLabel('Documents');
    await input.setInputFiles([pdf('a.pdf', 1000), pdf('b.pdf', 1000), pdf('c.pdf', 1000), pdf('d.pdf', 1000)]);
    await expect(page.getByText('Upload no more than 3 files.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove d.pdf' }).click();
    await expect(page.getByText('Upload no more than 3 files.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove c.pdf' }).click();
    await input.setInputFiles([pdf('big.pdf', 3 * 1024 * 1024)]);
    await expect(page.getByText('This file is larger than 2 MB: big.pdf')).toBeVisible();
  });

  test('saves a draft as the candidate types, so a reload loses nothing', async ({ adaPage: page }) => {
    await openGallery(page);
    await page.getByLabel('Email in a text input').fill('draft@example.com');
    await expect(page.getByText('Draft saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Email in a text input')).toHaveValue('draft@example.com');
  });

  test("shows the server's message under the question when the server refuses the submission", async ({ adaPage: page }) => {
    await openGallery(page);
    await page.getByRole('textbox', { name: 'Text New', exact: true }).fill('Hello');
    const email = page.locator('#pf-field-gallery-email_field');
    await email.fill('ada@example.com');
    await page.getByText('I have read the gallery instructions.').click();
    await page.getByLabel('Select').selectOption({ label: 'Design' });
    await page
      .getByRole('group', { name: /Do you have a pet\?/ })
      .getByText('No', { exact: true })
      .click();
    await page.getByRole('group', { name: 'References 1' }).getByLabel('Name').fill('Grace Hopper');
    // The browser's checks pass; what reaches the server is altered, so only the server's own check can refuse it.
    await page.route('**/api/pcsx/forms/field-gallery/submit', async (route) => {
      const body = route.request().postDataJSON();
      body.values.email_field = 'not-an-email';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-field-error="email_field"]')).toContainText('Email is invalid.');
    await expect(email).toBeFocused();
  });
});

test.describe('onboarding (stepper layout)', () => {
  test('counts new questions per step, moves between steps by keyboard, counts errors of touched questions, and passes axe', async ({ adaPage: page }) => {
    const errors = watchConsole(page);
    await page.goto('/careers/onboarding');
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await expect(steps.getByRole('button', { name: /About you/ })).toContainText('2 new');
    await expect(steps.getByRole('button', { name: /Contact/ })).toContainText('2 new');
    await expect(steps.getByRole('button', { name: /Employment/ })).toContainText('1 new');
    await expect(steps.getByRole('button', { name: /Payroll/ })).toContainText('2 new');
    await expectNoAxeViolations(page);

    await steps.getByRole('button', { name: /About you/ }).focus();
    await page.keyboard.press('End');
    await expect(steps.getByRole('button', { name: /Payroll/ })).toBeFocused();
    await expect(steps.getByRole('button', { name: /Payroll/ })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { name: 'Step 4: Payroll' })).toBeInViewport();
    await page.keyboard.press('Home');
    await expect(steps.getByRole('button', { name: /About you/ })).toBeFocused();
    await expect(steps.getByRole('button', { name: /About you/ })).toHaveAttribute('aria-current', 'step');

    await page.getByLabel('Bank name').click();
    await page.getByLabel('Bank name').blur();
    await expect(page.getByText('Bank name is required')).toBeVisible();
    await expect(steps.getByRole('button', { name: /Payroll/ })).toContainText('1 error');
    await page.screenshot({ path: '/tmp/forms-onboarding.png' });

    const dependent = page.getByRole('group', { name: /another employer/ });
    await dependent.getByText('Yes', { exact: true }).click();
    await expect(steps.getByRole('button', { name: /Employment/ })).toContainText('2 new');
    await dependent.getByText('No', { exact: true }).click();
    await expect(steps.getByRole('button', { name: /Employment/ })).toContainText('1 new');
    expect(errors).toEqual([]);
  });

  test('shows a stepper progress bar on phones instead of the step list', async ({ adaPage: page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/careers/onboarding');
    await expect(page.getByRole('progressbar', { name: 'Progress through the form' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Steps' })).toBeHidden();
    await page.screenshot({ path: '/tmp/forms-onboarding-phone.png' });
  });
});

test('shows a read-only content form and passes axe', async ({ adaPage: page }) => {
  await page.goto('/careers/forms?id=benefits-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Your benefits at a glance' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/forms-content.png', fullPage: true });
  await expectNoAxeViolations(page);
});

test('lets a visitor apply without logging in and keeps the draft in this browser', async ({ page }) => {
  await page.goto('/careers/apply?domain=acme.com&pid=5');
  await expect(page.getByRole('heading', { level: 1, name: /^Apply: / })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await page.getByLabel('First name').fill('Visitor');
  await expect(page.getByText('Draft saved on this device')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Visitor');
  await page.screenshot({ path: '/tmp/forms-apply.png', fullPage: true });
  await expectNoAxeViolations(page);
});
