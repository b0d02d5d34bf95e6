import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test as base } from './fixtures';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginAs } from './loginAs';

/** The e-signature provider of the forms configs (configs/forms/<domain>/*.json, options.widgetUrl): an external site, mocked here. */
const SIGN_PROVIDER = 'https://sign.acme-docs.example';

/**
 * Stands in for the provider's sign widget: a page that posts ESIGN (or REJECT) to the portal origin
 * it was given, as the real widget does after the candidate signs.
 */
async function mockSignProvider(context: BrowserContext) {
  await context.route(`${SIGN_PROVIDER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Sign widget</title></head><body><main>
        <h1>W-4 (mock provider)</h1>
        <button id="sign" type="button">Sign the document</button>
        <button id="reject" type="button">Reject the document</button>
        <script>
          const params = new URL(location.href).searchParams;
          const origin = params.get('origin');
          // One landmark per frame, each named after its document (a page may hold several widgets).
          document.querySelector('main').setAttribute('aria-label', 'Sign widget ' + params.get('wid'));
          document.getElementById('sign').onclick = () => parent.postMessage({ type: 'ESIGN' }, origin);
          document.getElementById('reject').onclick = () => parent.postMessage({ type: 'REJECT' }, origin);
        </script></main></body></html>`,
    }),
  );
}

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
    await mockSignProvider(context);
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
  // Every test here fills in ada's one gallery draft: one after another in one worker, never side by side.
  test.describe.configure({ mode: 'default' });
  test('lists the gallery in the forms center, and both pass axe', async ({ adaPage: page }) => {
    const errors = watchConsole(page);
    await page.goto('/careers/forms/center');
    await expect(page.getByRole('link', { name: 'Field gallery' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'To do' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Show more options for Field gallery', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Field gallery' }).click();
    await expect(page.getByRole('textbox', { name: 'Text New', exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/forms-gallery.png', fullPage: true });
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('opens the calendar in the page language: German weeks start on Monday, Arabic ones on Saturday; it passes axe and stores the day', async ({
    adaPage: page,
  }) => {
    // Three loads of a 25-question form, two of them in a language of their own, and two axe runs: past 30 s
    // once on CI's loaded machine (it was in its axe run), about 12 s alone.
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    await openGallery(page);
    const form = new URL(page.url());
    for (const { language, open, firstDay, march } of [
      { language: 'de', open: 'Kalender öffnen', firstDay: 'M', march: 'März' },
      { language: 'ar', open: 'فتح التقويم', firstDay: 'س', march: 'مارس' },
    ]) {
      form.searchParams.set('hl', language);
      await page.goto(form.pathname + form.search);
      const question = page.locator('[data-field="date_past"]');
      await question.getByRole('button', { name: open }).click();
      const calendar = page.getByRole('application');
      await expect(calendar.getByRole('grid')).toBeVisible();
      await expect(calendar.locator('thead th').first()).toHaveText(firstDay);
      await expect(calendar.getByRole('combobox').first().locator('option').nth(2)).toHaveText(march);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await expect(question.getByRole('button', { name: open })).toBeFocused();
    }
    // German: the day is typed as 10.12.1990 and shown again so once the question is left.
    form.searchParams.set('hl', 'de');
    await page.goto(form.pathname + form.search);
    const input = page.locator('[data-field="date_past"]').getByRole('textbox');
    await expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await input.fill('10.12.1990');
    await input.blur();
    await expect(input).toHaveValue('10.12.1990');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
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

  test('a submit with unanswered questions has one live region, the error summary, and passes axe with the errors shown', async ({ adaPage: page }) => {
    await openGallery(page);
    // The form's own title names the page, not "Form".
    await expect(page).toHaveTitle('Field gallery | Acme Corporation');
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByTestId('form-error-summary');
    await expect(summary).toHaveAttribute('role', 'alert');
    await expect(summary).toContainText(/^Please correct \d+ answers? before submitting\.$/);
    await expect(page.locator('[data-field-error]').first()).toBeVisible();
    // The field messages describe their inputs; none of them is announced on its own.
    const live = page.locator('main').locator('[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]').filter({ hasText: /\S/ });
    await expect(live).toHaveCount(1);
    await expect(page.locator('.pf-error[aria-live], [data-field-error][aria-live]')).toHaveCount(0);
    await expectNoAxeViolations(page, { state: 'the field gallery with its errors shown' });
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
    // The implementation-phase banner comes from acme's page config (pages.onboarding, implementationBanner).
    await expect(page.getByRole('note')).toHaveText('We are still setting up onboarding at Acme: some questions may change before your first day.');
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

  test('a candidate who submits the onboarding form, signing the W-4 with the e-sign provider, lands on the dashboard', async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    // globex's Ada: her onboarding form is still to do (acme's Ada keeps hers as a draft for the tests above).
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await mockSignProvider(context);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await loginAs(page, 'ada@example.com', 'globex.com');
    await page.goto('/careers/onboarding?domain=globex.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeVisible();

    await page.getByLabel('Legal first name').fill('Ada');
    await page.getByLabel('Legal last name').fill('Lovelace');
    await page.getByLabel('Date of birth').fill('1990-12-10');
    await page.getByLabel('Social security number').pressSequentially('123456789');
    await page.getByLabel('Mobile phone').fill('5125550142');
    await page.getByLabel('Personal email').fill('ada@example.com');
    await page.getByLabel('Home address').fill('12 St James Square, London');
    await page.getByRole('textbox', { name: 'Emergency contact', exact: true }).fill('Charles Babbage');
    await page.getByLabel('Emergency contact phone').fill('5125550143');
    const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const startDay = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    await page.getByLabel('Start date').fill(startDay);
    await page
      .getByRole('group', { name: /another employer/ })
      .getByText('No', { exact: true })
      .click();
    await page.getByLabel('Bank name').fill('Analytical Bank');
    await page.getByLabel('Routing number').fill('021000021');
    await page.getByLabel('Voided check or bank letter').setInputFiles([pdf('voided-check.pdf', 2000)]);

    // The W-4 is signed in the provider's widget; its ESIGN message completes the question.
    const w4 = page.frameLocator('iframe[title="Sign Sign your W-4"]');
    await w4.getByRole('button', { name: 'Sign the document' }).click();
    await expect(page.locator('[data-field="w4_form"]').getByText('Signed', { exact: true })).toBeVisible();
    await page.getByText('I confirm the information above is correct.').click();

    const submitted = page.waitForResponse((response) => response.url().includes('/api/pcsx/forms/onboarding/submit'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await submitted;
    expect(response.status()).toBe(200);
    expect((await response.json()).data.values.w4_form).toMatchObject({ completed: true });
    await expect(page).toHaveURL(/\/careers\/dashboard\?domain=globex\.com$/);
    await expect(page.getByRole('heading', { name: 'Your Globex hub' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('shows a stepper progress bar on phones instead of the step list', async ({ adaPage: page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/careers/onboarding');
    await expect(page.getByRole('progressbar', { name: 'Progress through the form' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Steps' })).toBeHidden();
    await page.screenshot({ path: '/tmp/forms-onboarding-phone.png' });
  });
});

test('an admin edits the preboarding form in edit mode: the saved questions stay after a reload, and edit mode passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await loginAs(page, 'admin@acme.com');
  await page.goto('/careers/forms?id=preboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Before your first day' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move up / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit questions' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Move down Laptop' }).click();
  await page.getByRole('button', { name: 'Edit I need a parking space.' }).click();
  await page.getByLabel('Question').fill('I will come by car and need a parking space.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit questions' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('I will come by car and need a parking space.')).toBeVisible();
  const equipment = page.getByRole('region', { name: 'Equipment' });
  // The admin is not assigned the form: a read-only preview (nothing to fill in that would be refused).
  await expect(equipment.locator('[data-field]').first()).toContainText('Keyboard layout');
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/forms-preboarding.png', fullPage: true });
  expect(errors).toEqual([]);
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

test.describe('server-rendered forms (the logged-in candidate’s own)', () => {
  test('onboarding and a submitted form arrive as HTML with the saved answers, for a browser that runs no scripts', async ({ browser, adaState }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: adaState, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers/onboarding?domain=acme.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first step with the draft ada saved (seeded: her legal names and e-mail).
    await expect(page.getByRole('heading', { name: 'Step 1: About you' })).toBeVisible();
    await expect(page.getByLabel('Legal first name')).toHaveValue('Ada');
    await expect(page.getByLabel('Legal last name')).toHaveValue('Lovelace');
    await expect(page.locator('#portico-ssr')).toBeAttached();

    await page.goto('/careers/forms?domain=acme.com&id=background-check');
    await expect(page.getByRole('heading', { level: 1, name: 'Background check consent' })).toBeVisible();
    await expect(page.getByText('Augusta Ada King, Countess of Lovelace')).toBeVisible();
    await context.close();
  });

  test('a form rendered on the server never carries a confidential answer; the running page fills it in, edits and saves', async ({ browser }, testInfo) => {
    test.setTimeout(60_000);
    const baseURL = testInfo.project.use.baseURL;
    // A candidate of its own (the field gallery is open to everyone): nothing another test reads changes.
    const setup = await browser.newContext({ baseURL });
    const page = await setup.newPage();
    await page.goto('/careers/login?domain=acme.com');
    const csrf = async () => (await page.locator('meta[name="csrf-token"]').getAttribute('content'))!;
    const email = `ssr-forms-${Date.now()}-${testInfo.workerIndex}@example.com`;
    const signup = await page.request.post('/api/auth/signup?domain=acme.com', {
      headers: { 'X-CSRF-Token': await csrf() },
      data: { fullName: 'Rosalind Franklin', email, password: 'portico-demo' },
    });
    expect(signup.status()).toBe(200);
    await page.goto('/careers/forms?domain=acme.com&id=field-gallery');
    // Through the app-start gate as the browser would: the terms, the account set up, the profile's first answers.
    expect((await page.request.post('/api/pcsx/terms_of_service?domain=acme.com', { headers: { 'X-CSRF-Token': await csrf() } })).status()).toBe(200);
    expect((await page.request.post('/api/pcsx/onboarding?domain=acme.com', { headers: { 'X-CSRF-Token': await csrf() } })).status()).toBe(200);
    const profile = await page.request.post('/api/pcsx/profile_bootstrap?domain=acme.com', {
      headers: { 'X-CSRF-Token': await csrf() },
      data: { location: 'London', skills: ['Crystallography'] },
    });
    expect(profile.status()).toBe(200);
    const draft = await page.request.put('/api/pcsx/forms/field-gallery/draft?domain=acme.com', {
      headers: { 'X-CSRF-Token': await csrf() },
      data: { values: { textarea_field: 'Typed before', ssn_field: '123-45-6789', confidential_field: 'Ninety-five thousand' } },
    });
    expect(draft.status()).toBe(200);
    const state = await setup.storageState();
    await setup.close();

    // No scripts: the HTML has the draft's plain answer, and neither confidential answer anywhere (markup or data).
    const plain = await browser.newContext({ baseURL, storageState: state, javaScriptEnabled: false });
    const html = await plain.newPage();
    await html.goto('/careers/forms?domain=acme.com&id=field-gallery');
    await expect(html.getByRole('heading', { level: 1, name: 'Field gallery' })).toBeVisible();
    await expect(html.getByLabel('Text area')).toHaveValue('Typed before');
    await expect(html.getByLabel('Social security number')).toHaveValue('');
    const source = await html.content();
    expect(source).toContain('Typed before');
    expect(source).not.toContain('123-45-6789');
    expect(source).not.toContain('Ninety-five thousand');
    await plain.close();

    // Scripts on: hydrated without a mismatch, the confidential answer filled in by the page's own request, editing saves a draft that keeps it.
    const live = await browser.newContext({ baseURL, storageState: state });
    const form = await live.newPage();
    const errors = watchConsole(form);
    form.on('pageerror', (error) => errors.push(error.message));
    await form.goto('/careers/forms?domain=acme.com&id=field-gallery');
    await expect(form.getByLabel('Social security number')).toHaveValue('123-45-6789');
    await form.getByLabel('Text area').fill('Typed after hydrating');
    await expect(form.locator('[data-draft-state="saved"]')).toBeVisible();
    await form.reload();
    await expect(form.getByLabel('Text area')).toHaveValue('Typed after hydrating');
    await expect(form.getByLabel('Social security number')).toHaveValue('123-45-6789');
    expect(errors).toEqual([]);
    await live.close();
  });
});
