import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test, waitForHydration } from './fixtures';
import { loginAs } from './loginAs';

/**
 * The form builder as an employer's admin uses it, on the studio's server (playwright.config.ts, the
 * "studio" project): the forms made and assigned here never reach the other specs' candidates.
 */
test.describe.configure({ mode: 'serial' });

const FIELD_TYPE_COUNT = 25;

/** Makes a blank form from the builder's list and opens it; returns its id. */
async function createForm(page: Page, title: string): Promise<string> {
  await page.goto('/careers/forms/builder?domain=acme.com');
  await page.getByRole('button', { name: 'New form' }).click();
  const dialog = page.getByTestId('form-create-dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/careers\/forms\/builder\/[a-z]/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** Ticks a Chakra checkbox as a person does, by its label (the input itself is visually hidden). */
async function tick(checkbox: Locator): Promise<void> {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

async function waitForSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('builder-save-state')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}

test('a candidate is not allowed in the builder: the API answers 403 and the page says so', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  expect((await page.request.get('/api/studio/forms?domain=acme.com')).status()).toBe(403);
  await page.goto('/careers/forms/builder?domain=acme.com');
  await expect(page.getByTestId('form-builder-not-allowed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Form builder' })).toHaveCount(0);
});

test('the admin finds the builder in the navbar and sees the forms with their state and counts', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await page.goto('/careers?domain=acme.com');
  await page.getByRole('banner').getByRole('link', { name: 'Form builder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  const onboarding = page.getByTestId('form-list').locator('tr[data-form-id="onboarding"]');
  await expect(onboarding).toContainText('Welcome aboard');
  await expect(onboarding).toContainText('Version 1');
  await expectNoAxeViolations(page);
});

test('one question is added, configured and moved to another section by keyboard alone', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  const id = await createForm(page, `Keyboard form ${Date.now()}`);
  // A second section, by keyboard: Tab to the button and press Enter.
  await page.getByRole('button', { name: 'Add a section' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('builder-section')).toHaveCount(2);
  // Select the first section (the palette adds at the end of the selected section), then add a text question.
  await page.getByRole('button', { name: /^Section 1 of \d: Section 1$/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add question: Text' }).focus();
  await page.keyboard.press('Enter');
  // Focus is in the new question's label, selected: typing replaces it.
  const properties = page.getByTestId('field-properties');
  await expect(properties.getByRole('textbox', { name: 'Label', exact: true })).toBeFocused();
  await page.keyboard.type('Employee number');
  await expect(properties.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('employee_number');
  // Required, by keyboard: Tab to the checkbox and press Space.
  const required = properties.getByRole('checkbox', { name: 'Required', exact: true });
  await required.focus();
  await page.keyboard.press('Space');
  await expect(required).toBeChecked();
  // Move it with the keyboard to the second section: its drag handle, Space, ArrowDown, Space.
  const handle = page.getByRole('button', { name: 'Reorder Employee number' });
  const told = page.locator('#portico-announcer');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(told).toHaveText('Picked up Employee number. Employee number is over position 1 of Section 1.');
  // It is the last of its section: one key down puts it first in the next one.
  await page.keyboard.press('ArrowDown');
  await expect(told).toHaveText('Employee number is over position 1 of Step 2.');
  await expect(handle).toBeFocused();
  await page.keyboard.press('Space');
  const sections = page.getByTestId('builder-section');
  await expect(sections.nth(1).getByTestId('builder-question')).toHaveAttribute('data-name', 'employee_number');
  await expect(sections.nth(0).getByTestId('builder-question')).toHaveCount(0);
  // Screen readers were told where it went, and the focus is still on its handle (in its new place: another element).
  await expect(told).toHaveText('Employee number was dropped at position 1 of Step 2.');
  await expect(page.getByRole('button', { name: 'Reorder Employee number' })).toBeFocused();
  // And back, with the properties panel's Section select.
  await sections
    .nth(1)
    .getByRole('button', { name: /^Employee number/ })
    .focus();
  await page.keyboard.press('Enter');
  const section = properties.getByRole('combobox', { name: 'Section', exact: true });
  await section.focus();
  await section.selectOption({ label: 'Section 1' });
  await expect(sections.nth(0).getByTestId('builder-question')).toHaveAttribute('data-name', 'employee_number');
  // Undo by keyboard outside text inputs brings it back to Step 2.
  await sections
    .nth(0)
    .getByRole('button', { name: /^Employee number/ })
    .focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(sections.nth(1).getByTestId('builder-question')).toHaveAttribute('data-name', 'employee_number');
  // The author keeps their place: the focus went with the question's row (made anew in Step 2).
  await expect(sections.nth(1).getByRole('button', { name: /^Employee number/ })).toBeFocused();
  await waitForSaved(page);
  // The draft the server holds is what the author sees.
  const draft = (await (await page.request.get(`/api/studio/forms/${id}/draft?domain=acme.com`)).json()) as {
    definition: { sections: { items: { name: string; required?: boolean }[] }[] };
  };
  expect(draft.definition.sections[1]!.items).toEqual([expect.objectContaining({ name: 'employee_number', label: 'Employee number', required: true })]);
  await expectNoAxeViolations(page);
});

test('by keyboard: Escape puts a question back, the keys of one move are one undo step, and a section moves', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await createForm(page, `Keyboard moves ${Date.now()}`);
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByRole('button', { name: /^Section 1 of 2: / }).click();
  const properties = page.getByTestId('field-properties');
  const first = page.getByTestId('builder-section').nth(0);
  const order = () => first.getByTestId('builder-question').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
  for (const label of ['Alpha', 'Beta', 'Gamma']) {
    await page.getByRole('button', { name: 'Add question: Text' }).click();
    const input = properties.getByRole('textbox', { name: 'Label', exact: true });
    await expect(input).toHaveValue('New Text question');
    await expect(input).toBeFocused();
    await page.keyboard.type(label);
    await expect(first.getByTestId('builder-question').filter({ hasText: label })).toHaveCount(1);
  }
  await expect.poll(order).toEqual(['alpha', 'beta', 'gamma']);
  const told = page.locator('#portico-announcer');
  const alpha = page.getByRole('button', { name: 'Reorder Alpha' });

  // Two places down, then Escape: back where it was, and told so.
  await alpha.focus();
  await page.keyboard.press('Space');
  await expect(told).toHaveText('Picked up Alpha. Alpha is over position 1 of Section 1.');
  await page.keyboard.press('ArrowDown');
  await expect(told).toHaveText('Alpha is over position 2 of Section 1.');
  await page.keyboard.press('ArrowDown');
  await expect(told).toHaveText('Alpha is over position 3 of Section 1.');
  await expect.poll(order).toEqual(['beta', 'gamma', 'alpha']);
  await expect(alpha).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(told).toHaveText('Moving Alpha was cancelled.');
  await expect.poll(order).toEqual(['alpha', 'beta', 'gamma']);
  await expect(alpha).toBeFocused();

  // Two places down and dropped; one undo takes back the whole move.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(told).toHaveText('Alpha was dropped at position 3 of Section 1.');
  await expect.poll(order).toEqual(['beta', 'gamma', 'alpha']);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(order).toEqual(['alpha', 'beta', 'gamma']);

  // The second section, one place up: it is first, and its handle keeps the focus.
  const step2 = page.getByRole('button', { name: 'Reorder section Step 2' });
  await step2.focus();
  await page.keyboard.press('Space');
  await expect(told).toHaveText('Picked up Step 2. Step 2 is over section position 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await expect(told).toHaveText('Step 2 is over section position 1 of 2.');
  await page.keyboard.press('Space');
  await expect(told).toHaveText('Step 2 was dropped at section position 1 of 2.');
  await expect(page.getByRole('button', { name: 'Section 1 of 2: Step 2' })).toBeVisible();
  await expect(step2).toBeFocused();
  await expect.poll(() => page.getByTestId('builder-section').nth(1).getByTestId('builder-question').count()).toBe(3);
});

test('the admin writes a question’s German texts: the English shows as the hint, the name stays, the preview and the draft have both', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  const id = await createForm(page, `Languages form ${Date.now()}`);
  await page.getByRole('button', { name: 'Add question: Text' }).click();
  const properties = page.getByTestId('field-properties');
  const label = properties.getByRole('textbox', { name: 'Label', exact: true });
  await label.fill('Employee number');
  await expect(properties.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('employee_number');
  // The employer's languages, its default first.
  const language = page.getByRole('combobox', { name: 'Language of the texts' });
  await expect(language.locator('option')).toHaveText(['English (default)', 'français', 'Deutsch', 'español', 'العربية', '日本語']);
  await language.selectOption('de');
  // No German label yet: the input is empty, the English label is its hint.
  await expect(label).toHaveValue('');
  await expect(label).toHaveAttribute('placeholder', 'Employee number');
  await expect(label).toHaveAttribute('lang', 'de');
  await label.fill('Personalnummer');
  // A translation never renames the question.
  await expect(properties.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('employee_number');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the form"]');
  await expect(preview.getByText('Personalnummer', { exact: true })).toBeAttached();
  // Back in English, the English label is as it was.
  await language.selectOption('en');
  await page
    .getByTestId('builder-section')
    .first()
    .getByRole('button', { name: /^Employee number/ })
    .click();
  await expect(label).toHaveValue('Employee number');
  await waitForSaved(page);
  const draft = (await (await page.request.get(`/api/studio/forms/${id}/draft?domain=acme.com`)).json()) as {
    definition: { sections: { items: { name: string; label: unknown }[] }[] };
  };
  expect(draft.definition.sections[0]!.items[0]).toMatchObject({ name: 'employee_number', label: { en: 'Employee number', de: 'Personalnummer' } });
});

test('a question is dragged from the palette into a section, and to another section, with the pointer', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await createForm(page, `Pointer form ${Date.now()}`);
  await page.getByRole('button', { name: 'Add a section' }).click();
  const sections = page.getByTestId('builder-section');
  // A row's element is replaced as it becomes sortable (near the viewport): a box read as that happens
  // is null, so it is read again until there is one (the place is the same either way).
  const boxOf = async (locator: Locator) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const box = await locator.boundingBox();
      if (box) return box;
      await page.waitForTimeout(100);
    }
    throw new Error(`${locator.toString()} has no box`);
  };
  const drag = async (from: Locator, to: Locator) => {
    const start = await boxOf(from);
    const end = await boxOf(to);
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    // In steps, as a hand moves: dnd-kit starts a drag after 4 px and follows the pointer.
    for (let step = 1; step <= 10; step += 1)
      await page.mouse.move(
        start.x + start.width / 2 + ((end.x + end.width / 2 - start.x - start.width / 2) * step) / 10,
        start.y + start.height / 2 + ((end.y + end.height / 2 - start.y - start.height / 2) * step) / 10,
      );
    await page.mouse.up();
  };
  await drag(page.getByTestId('form-builder-palette').locator('button[data-field-type="email"]'), sections.nth(1).getByText(/No questions yet/));
  await expect(sections.nth(1).getByTestId('builder-question')).toHaveAttribute('data-name', 'new_e_mail_question');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('E-mail was dropped at position 1 of Step 2.');
  await drag(sections.nth(1).locator('[data-sortable]').getByTestId('drag-handle'), sections.nth(0).getByText(/No questions yet/));
  await expect(sections.nth(0).getByTestId('builder-question')).toHaveAttribute('data-name', 'new_e_mail_question');
  await expect(sections.nth(1).getByTestId('builder-question')).toHaveCount(0);
});

test("a repeating list gets a question for each entry by keyboard: the new question's label takes the focus, as from the palette", async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await createForm(page, `Entries ${Date.now()}`);
  await page.getByRole('button', { name: 'Add question: Repeating list' }).click();
  const properties = page.getByTestId('field-properties');
  await page.keyboard.type('Accessories');
  await properties.getByLabel('Question type').selectOption('text');
  await properties.getByRole('button', { name: 'Add to each entry' }).focus();
  await page.keyboard.press('Enter');
  const label = properties.getByRole('textbox', { name: 'Label', exact: true });
  await expect(label).toBeFocused();
  await expect(label).toHaveValue(/Text/);
  await page.keyboard.type('Item');
  await expect(label).toHaveValue('Item');
});

test('the palette offers all 25 types; each is added, previewed and published', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin@acme.com');
  await createForm(page, `Every type ${Date.now()}`);
  const palette = page.getByTestId('form-builder-palette');
  const buttons = palette.locator('button[data-field-type]');
  await expect(buttons).toHaveCount(FIELD_TYPE_COUNT);
  const types = await buttons.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field-type')!));
  expect(new Set(types).size).toBe(FIELD_TYPE_COUNT);
  // Each added after the one before (the new question is selected).
  for (const type of types) await palette.locator(`button[data-field-type="${type}"]`).click();
  await expect(page.getByTestId('builder-question')).toHaveCount(FIELD_TYPE_COUNT);
  await waitForSaved(page);
  await expect(page.getByTestId('builder-problems')).toHaveCount(0);

  // The real renderer shows every one in the preview.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the form"]');
  const labels = await page.getByTestId('builder-question').evaluateAll((nodes) => nodes.map((node) => node.querySelector('.fb-label')?.textContent ?? ''));
  for (const label of labels) await expect(preview.getByText(label.replace(/ \*$/, ''), { exact: true }).first()).toBeAttached();
  await page.screenshot({ path: '/tmp/form-builder-all-types.png', fullPage: true });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 published')).toBeVisible();
  await expect(page.getByText('Published version 1')).toBeVisible();
});

test('the acme admin builds, publishes and assigns "Equipment request"; grace fills it in; a forged submission is refused', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin@acme.com');
  const id = await createForm(page, 'Equipment request');
  expect(id).toBe('equipment-request');
  const properties = page.getByTestId('field-properties');

  // Two steps.
  await page.getByRole('button', { name: 'Form settings' }).click();
  await page.getByTestId('form-settings').getByLabel('Layout').selectOption('stepper');
  await page.getByRole('button', { name: /^Section 1 of \d: Section 1$/ }).click();
  await page.getByTestId('section-settings').getByRole('textbox', { name: 'Section title' }).fill('Laptop');
  await page.getByRole('button', { name: 'Add a section' }).click();
  await page.getByTestId('section-settings').getByRole('textbox', { name: 'Section title' }).fill('Details');

  // Step 1: a dropdown "Need a laptop?" with Yes and No, pasted as a spreadsheet column.
  await page.getByRole('button', { name: /^Section 1 of \d: Laptop$/ }).click();
  await page.getByRole('button', { name: 'Add question: Dropdown' }).click();
  // The new question's panel opens with its label focused and selected: typing replaces it.
  await expect(properties.getByRole('textbox', { name: 'Label', exact: true })).toBeFocused();
  await page.keyboard.type('Need a laptop?');
  await expect(properties.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('need_a_laptop');
  await properties.getByRole('button', { name: 'Paste from CSV or spreadsheet' }).click();
  await properties.getByLabel('Rows to paste').fill('Yes\nNo');
  await properties.getByRole('button', { name: 'Replace the choices' }).click();
  await expect(properties.getByRole('textbox', { name: 'Label of choice 1' })).toHaveValue('Yes');
  await expect(properties.getByRole('textbox', { name: 'Label of choice 2' })).toHaveValue('No');
  await expect(properties.getByRole('textbox', { name: 'Label of choice 3' })).toHaveCount(0);
  await tick(properties.getByRole('checkbox', { name: 'Required', exact: true }));

  // Step 2: "Laptop model", shown only on Yes, required, a pattern with its own message.
  await page.getByRole('button', { name: /^Section 2 of \d: Details$/ }).click();
  await page.getByRole('button', { name: 'Add question: Text' }).click();
  await expect(properties.getByRole('textbox', { name: 'Label', exact: true })).toBeFocused();
  await page.keyboard.type('Laptop model');
  await tick(properties.getByRole('checkbox', { name: 'Required', exact: true }));
  await properties.getByLabel('Rule to add').selectOption({ label: 'Pattern' });
  await properties.getByRole('button', { name: 'Add rule' }).click();
  await properties.getByLabel('Pattern (regular expression)').fill('^[A-Z][A-Za-z0-9 -]+$');
  await properties.getByLabel('Message (optional)').fill('Type the model as printed under the laptop, such as X1 Carbon.');
  await properties.getByRole('button', { name: 'Add condition' }).click();
  await properties.getByLabel('Question of condition 1').selectOption({ label: 'Need a laptop?' });
  await properties.getByLabel('Comparison of condition 1').selectOption({ label: 'equals' });
  await properties.getByLabel('Value of condition 1').selectOption({ label: 'Yes' });
  await expect(page.getByTestId('builder-question').filter({ hasText: 'Laptop model' })).toContainText('Conditional');
  await waitForSaved(page);
  await expect(page.getByTestId('builder-problems')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/form-builder-equipment.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The preview runs the condition and the rule.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of the form"]');
  await expect(preview.getByRole('combobox', { name: /Need a laptop\?/ })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version 1 published')).toBeVisible();

  await page.getByRole('button', { name: 'Assign' }).click();
  const assign = page.getByTestId('form-assign-dialog');
  await assign.getByLabel('E-mail addresses').fill('grace@example.com');
  await assign.getByLabel('Due date').fill('2030-01-31');
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Equipment request was assigned to 1 candidate.')).toBeVisible();

  // Grace, in a browser of her own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const grace = await context.newPage();
  await loginAs(grace, 'grace@example.com');
  await passAppStartGate(grace);
  await grace.goto('/careers/forms/center?domain=acme.com');
  await expect(grace.getByRole('link', { name: 'Equipment request' })).toBeVisible();
  const bell = grace.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(grace.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification-item').filter({ hasText: 'Equipment request' })).toBeVisible();
  await grace.keyboard.press('Escape');

  await grace.getByRole('link', { name: 'Equipment request' }).click();
  await expect(grace.getByRole('heading', { level: 1, name: 'Equipment request' })).toBeVisible();
  const steps = grace.getByRole('navigation', { name: 'Steps' });
  // No: the Details step has nothing to show.
  await grace.getByLabel('Need a laptop?').selectOption('No');
  await expect(grace.getByLabel('Laptop model')).toHaveCount(0);
  await grace.getByLabel('Need a laptop?').selectOption('Yes');
  await steps.getByRole('button', { name: /Details/ }).click();
  const model = grace.getByRole('textbox', { name: /Laptop model/ });
  await expect(model).toBeVisible();
  await model.fill('not a model!');
  await grace.getByRole('button', { name: 'Submit' }).click();
  await expect(grace.getByText('Type the model as printed under the laptop, such as X1 Carbon.')).toBeVisible();
  // Forged submissions straight to the API: the version grace fills in refuses them, with the rule's words.
  const csrf = await grace.locator('meta[name="csrf-token"]').getAttribute('content');
  const forge = (values: Record<string, unknown>) =>
    grace.request.post('/api/pcsx/forms/equipment-request/submit?domain=acme.com', { headers: { 'X-CSRF-Token': csrf! }, data: { values } });
  const missing = await forge({ need_a_laptop: 'Yes' });
  expect(missing.status()).toBe(422);
  expect(await missing.text()).toContain('laptop_model');
  const badModel = await forge({ need_a_laptop: 'Yes', laptop_model: 'not a model!' });
  expect(badModel.status()).toBe(422);
  expect(await badModel.text()).toContain('Type the model as printed under the laptop, such as X1 Carbon.');

  await model.fill('X1 Carbon');
  await grace.getByRole('button', { name: 'Submit' }).click();
  await expect(grace.getByText('Type the model as printed under the laptop, such as X1 Carbon.')).toHaveCount(0);
  await grace.screenshot({ path: '/tmp/form-builder-grace-submitted.png', fullPage: true });
  const stored = (await (await grace.request.get('/api/pcsx/forms/equipment-request?domain=acme.com')).json()) as Record<string, unknown>;
  expect(JSON.stringify(stored)).toContain('X1 Carbon');
  await context.close();
});

/** Grace's first visit: the terms, then her profile's first questions (home.spec.ts tests them in full). */
async function passAppStartGate(page: Page): Promise<void> {
  await page.goto('/careers/dashboard?domain=acme.com');
  const modal = page.getByRole('alertdialog', { name: 'Acme candidate terms' });
  await expect(modal).toBeVisible();
  const reload = page.waitForEvent('load');
  await modal.getByRole('button', { name: 'Accept' }).click();
  await reload;
  // The page after the terms is rendered on the server: its questions answer once it is hydrated.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel('Location').fill('Arlington, VA');
  await page.getByRole('textbox', { name: 'Skills' }).fill('COBOL');
  await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
}
