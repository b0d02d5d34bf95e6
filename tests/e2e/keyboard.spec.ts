import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { loginAs } from './loginAs';

/**
 * Issue 15, by keyboard only: no click, no mouse event. After every action the focus is where the
 * test expects it, inside the window, and not covered by a sticky bar (WCAG 2.4.11): the element at
 * the centre of the focused one is that element or inside it.
 */

/** Why the focused element cannot be seen, or null when it can. */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing has the focus';
    // A visually hidden native radio or checkbox: its label is what a sighted keyboard user sees.
    const shown = focused.getBoundingClientRect().width <= 1 ? (focused.closest('label') ?? focused) : focused;
    // The first line of a link that wraps: the centre of its bounding box may fall between lines
    // (empty fragments of an inline box around a block are skipped).
    let box = [...shown.getClientRects()].find((rect) => rect.width > 1 && rect.height > 1) ?? shown.getBoundingClientRect();
    // A frame (a sign widget) or a region (the letter's page, panned in its own box) taller than the
    // window cannot be inside it whole: the part shown must be in the window and uncovered.
    if (focused.tagName === 'IFRAME' || box.height > window.innerHeight - 64) {
      const top = Math.max(box.top, 0);
      box = new DOMRect(box.left, top, box.width, Math.max(Math.min(box.bottom, window.innerHeight) - top, 0));
    }
    const describe = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 60)}"`;
    if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
      return `${describe} is outside the window (${Math.round(box.top)}..${Math.round(box.bottom)} of ${window.innerHeight})`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !(hit === shown || shown.contains(hit))) return `${describe} is covered by ${hit?.outerHTML.slice(0, 160) ?? 'nothing'}`;
    return null;
  });
}

/** The focus is on `target`, and `target` can be seen. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect.poll(() => focusProblem(page)).toBeNull();
}

/** Presses `key` (Tab, Shift+Tab) until `target` has the focus, checking every stop on the way can be seen. */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if ((await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement))) {
      await expectFocusOn(page, target);
      return presses;
    }
    await expect.poll(() => focusProblem(page), { message: `stop ${presses} on the way` }).toBeNull();
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${key}`);
}

const announcer = (page: Page) => page.locator('#portico-announcer');

/** The onboarding form's W-4 sign widget comes from an external provider (configs/forms): a stand-in page here. */
async function mockSignProvider(page: Page): Promise<void> {
  await page.route('https://sign.acme-docs.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Sign widget</title><main><button>Sign the document</button></main></html>',
    }),
  );
}

test('search, open a job, save it through the log-in dialog, page on, forms, an offer letter and the notification panel, by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await mockSignProvider(page);

  // Search "engineer".
  await page.goto('/careers/search?domain=acme.com');
  const keyword = page.getByRole('combobox', { name: 'Job title, skill or keyword' });
  await tabTo(page, keyword);
  await page.keyboard.type('engineer');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/query=engineer/);
  const found = (await (await page.request.get('/api/pcsx/search?domain=acme.com&query=engineer')).json()) as {
    data: { count: number; positions: { title: string }[] };
  };
  const count = page.locator('#search-results-heading');
  await expect(count).toHaveText(`${found.data.count} jobs`);
  const results = page.getByTestId('search-result');
  await expect(results.first().getByRole('heading')).toHaveText(found.data.positions[0]!.title);
  await expectFocusOn(page, keyword);

  // A quick filter chip and a filter checkbox keep the focus while the results change under them.
  const quick = page.getByRole('list', { name: 'Quick filters' });
  const chipName = ((await quick.getByRole('button').first().textContent()) ?? '').replace(/\s*\(.*$/, '');
  const chip = quick.getByRole('button', { name: new RegExp(`^${chipName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await tabTo(page, chip);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/filter_/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expectFocusOn(page, chip);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/filter_/);
  await expectFocusOn(page, chip);
  const filters = page.getByRole('region', { name: 'Filters' });
  // A group the chip left closed; unticking its last box must not close it under the focus.
  const group = filters.locator('details').last();
  await tabTo(page, group.locator('summary'));
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('open', '');
  const checkbox = group.getByRole('checkbox').first();
  await tabTo(page, checkbox, { max: 3 });
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/filter_/);
  await expect(checkbox).toBeChecked();
  await expectFocusOn(page, checkbox);
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(/filter_/);
  await expectFocusOn(page, checkbox);
  await expect(count).toHaveText(`${found.data.count} jobs`);

  // Open a job: the pane shows it, the focus stays on its link, in view.
  const second = results.nth(1).getByRole('link');
  const title = found.data.positions[1]!.title;
  await tabTo(page, second);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/pid=\d+/);
  const pane = page.getByTestId('position-details');
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(results.nth(1)).toHaveAttribute('aria-current', 'true');
  await expectFocusOn(page, second);

  // Tab order follows reading order: the rest of the results, then the chosen job, then the pages.
  const save = pane.getByRole('button', { name: 'Save job' });
  const presses = await tabTo(page, save);
  expect(presses).toBeLessThanOrEqual((await results.count()) + 3);

  // Save while logged out: the log-in dialog; logging in there saves the job and brings the focus back to it.
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('auth-modal');
  await expectFocusOn(page, dialog.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, dialog.getByLabel('Password'));
  await page.keyboard.type('portico-demo');
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  const unsave = pane.getByRole('button', { name: 'Unsave' });
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');
  await expectFocusOn(page, unsave);
  // The save runs once the page is back (issue 22): a polite status says so, the focus stays on the button.
  await expect(
    page.getByRole('region', { name: 'Notifications, bottom (alt+T)' }).getByRole('status').filter({ hasText: 'You are logged in, and the job is saved.' }),
  ).toBeVisible();
  await expectFocusOn(page, unsave);

  // Unsave and save again: the button keeps the focus while the request runs, and the result is announced.
  await page.keyboard.press('Enter');
  await expect(pane.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
  await expectFocusOn(page, pane.getByRole('button', { name: 'Save job' }));
  await expect(announcer(page)).toHaveText('Job removed from your saved jobs');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, unsave);
  await expect(announcer(page)).toHaveText('Job saved');

  // After the job's own controls come the pages; a new page moves the focus to the result count.
  await tabTo(page, pane.getByRole('link', { name: 'Open job page' }));
  await page.keyboard.press('Tab');
  const pages = page.getByRole('navigation', { name: 'Pages of results' });
  await expect(pages.locator(':focus')).toHaveCount(1);
  await tabTo(page, pages.getByRole('button', { name: 'Page 2' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/start=10/);
  await expectFocusOn(page, count);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Once the new page has loaded, the next Tabs reach its results, not the top of the page.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await tabTo(page, results.first().getByRole('link'), { max: 5 });

  // The saved jobs page: unsaving moves the focus to the list's heading (the button goes with its job).
  await page.goto('/careers/saved-jobs?domain=acme.com');
  const savedList = page.getByRole('region', { name: /Saved jobs/ });
  const unsaveNamed = savedList.getByRole('button', { name: `Unsave ${title}` }).first();
  await expect(unsaveNamed).toBeVisible();
  await tabTo(page, unsaveNamed);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, savedList.getByRole('heading', { level: 2 }));
  await expect(announcer(page)).toHaveText('Job removed from your saved jobs');
  await expect(savedList.getByRole('button', { name: `Unsave ${title}` })).toHaveCount(0);

  // A form from the forms center: fill in a question, then move to another step with the step list.
  await page.goto('/careers/forms/center?domain=acme.com');
  await expect(page.getByRole('link', { name: 'Welcome aboard' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Welcome aboard' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Steps' });
  // Each step button reads as one sentence.
  await expect(steps.getByRole('button').nth(2)).toHaveAccessibleName(/^Step 3 of 4, Employment, \d+ new questions?(, \d+ errors?)?$/);
  const preferred = page.getByRole('textbox', { name: /^Preferred name/ });
  await expect(preferred).toBeVisible();
  await tabTo(page, preferred);
  await page.keyboard.type('Ada');
  await expect(preferred).toHaveValue(/Ada$/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  // Every question of the next step is reached in view, none under the sticky Submit bar.
  await tabTo(page, page.getByRole('textbox', { name: /^Personal email/ }));
  await tabTo(page, steps.getByRole('button', { name: /^Step 3 of 4, Employment/ }), { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: 'Step 3: Employment' }));
  await expect(steps.getByRole('button', { name: /^Step 3 of 4, Employment/ })).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByRole('textbox', { name: /^Start date/ }));

  // An offer letter: its sign and decline controls are reached and in view.
  const offers = (await (await page.request.get('/api/offer/offers?domain=acme.com')).json()) as {
    data: { id: number; status: string; offer_documents: { type: string; under_revision: boolean }[] }[];
  };
  const letter = offers.data.find(
    (offer) => offer.status === 'Extended' && offer.offer_documents[0]?.type === 'typed_signature' && offer.offer_documents.every((doc) => !doc.under_revision),
  );
  expect(letter, 'a seeded typed-signature offer').toBeDefined();
  await page.goto(`/careers/offer-letter/${letter!.id}?domain=acme.com`);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Signature' }));
  await tabTo(page, page.getByRole('button', { name: 'Decline', exact: true }), { max: 3 });
  await tabTo(page, page.getByRole('button', { name: 'Submit signed offer' }), { max: 3 });

  // The notification panel opens with the focus inside it, and Escape gives the focus back to the bell.
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell, { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.locator(':focus')).toHaveCount(1);
  await expect.poll(() => focusProblem(page)).toBeNull();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expectFocusOn(page, bell);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`no question of the onboarding form is hidden under its sticky Submit bar or the navigation bar at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await mockSignProvider(page);
    await loginAs(page, 'ada@example.com');
    await page.goto('/careers/onboarding?domain=acme.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: /^Legal first name/ }));
    // Down through the form to its Submit button, every stop in view, then back up again.
    await tabTo(page, page.getByRole('button', { name: 'Submit' }), { max: 80 });
    await tabTo(page, page.getByRole('textbox', { name: /^Personal email/ }), { key: 'Shift+Tab', max: 80 });
  });
}
