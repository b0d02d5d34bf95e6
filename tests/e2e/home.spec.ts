import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test, waitForHydration } from './fixtures';
import { loginAs } from './loginAs';

test('grace is stopped by the terms modal, accepts, is onboarded and bootstrapped', async ({ page }) => {
  await loginAs(page, 'grace@example.com');
  await page.goto('/careers/dashboard?domain=acme.com');
  const modal = page.getByRole('alertdialog', { name: 'Acme candidate terms' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('By continuing you agree that Acme may process your application data')).toBeVisible();
  // It cannot be dismissed: Escape and a click outside leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  await page.screenshot({ path: '/tmp/home-terms.png' });
  await expectNoAxeViolations(page);

  const onboarding = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/pcsx/onboarding'));
  const reload = page.waitForEvent('load');
  await modal.getByRole('button', { name: 'Accept' }).click();
  await onboarding;
  await reload;
  await waitForHydration(page);

  // After the reload: no terms, the profile bootstrapping screen instead of the dashboard.
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/home-bootstrap.png', fullPage: true });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter your location.')).toBeVisible();
  await expect(page.getByLabel('Location')).toBeFocused();
  await page.getByLabel('Location').fill('Arlington, VA');
  await page.getByRole('textbox', { name: 'Skills' }).fill('COBOL');
  await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Skills' }).getByText('COBOL')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toHaveCount(0);
  // Stays done across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

/** The badge number next to the bell (0 when it is not shown). */
async function badgeCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) new/.exec(label)?.[1] ?? 0);
}

test('ada sees her badge, opens the panel, switches to Action required and a click lands on the page with the count updated', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/dashboard?domain=acme.com');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('aria-label', /Notifications, \d+ new/);
  const before = await badgeCount(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before));
  // Before its panel has ever loaded, the bell says what it opens and that it is closed.
  await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  // Focus moves into the panel.
  await expect(panel.locator(':focus')).toHaveCount(1);
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  // 480 px once its opening animation (a slight zoom) has finished.
  await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(480);
  await expect(panel.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/home-notifications.png' });
  await expectNoAxeViolations(page);

  await panel.getByRole('tab', { name: 'Action required' }).click();
  const offer = panel.getByTestId('notification-item').filter({ hasText: 'You have a new offer for' });
  await expect(offer).toBeVisible();
  await expect(panel.getByTestId('notification-item').filter({ hasText: 'is being reviewed' })).toHaveCount(0);
  await expect(offer).toHaveAttribute('data-unread', 'true');

  await offer.click();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(panel).toHaveCount(0);
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before - 1} new`);
  // Focus returns to the bell when the panel closes with Escape.
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test('a failing mark-clicked rolls the notification back to unread', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/dashboard?domain=acme.com');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const interview = panel.getByTestId('notification-item').filter({ hasText: 'Your interview for' });
  await expect(interview).toHaveAttribute('data-unread', 'true');

  // Hold the mark-clicked call, so the optimistic state can be seen, then answer it with a 500.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pcsx/notifications/*/mark_clicked*', async (route) => {
    await released;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  const markClicked = page.waitForResponse((response) => response.url().includes('/mark_clicked'));
  await interview.click();
  await expect(page).toHaveURL(/\/careers\/interviews\?domain=acme\.com$/);
  await bell.click();
  const reopened = page.getByRole('dialog', { name: 'Notifications' });
  const again = reopened.getByTestId('notification-item').filter({ hasText: 'Your interview for' });
  await expect(again).toHaveAttribute('data-unread', 'false');
  release();
  expect((await markClicked).status()).toBe(500);
  await expect(again).toHaveAttribute('data-unread', 'true');
});

test('ada deletes a draft application and sees the success message', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/dashboard?domain=acme.com&tab=drafts');
  const drafts = page.getByRole('list', { name: 'Draft applications' });
  // The draft of a closed position: no other test can still want to continue it.
  const first = drafts.getByRole('listitem').filter({ hasText: 'This position is closed' }).first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading').textContent())!;
  await page.screenshot({ path: '/tmp/home-drafts.png', fullPage: true });
  await expectNoAxeViolations(page, { state: 'the drafts tab' });
  await first.getByRole('button', { name: `Delete draft application for ${title}` }).click();
  await expect(page.getByText('Deleted draft application')).toBeVisible();
  await expect(drafts.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Draft applications' }).getByRole('heading', { name: title, exact: true })).toHaveCount(0);
});

test('a failing draft delete restores the draft with the spec message', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/dashboard?domain=acme.com&tab=drafts');
  const drafts = page.getByRole('list', { name: 'Draft applications' });
  const first = drafts.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading').textContent())!;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pcsx/draft_applications*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await released;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  await first.getByRole('button', { name: `Delete draft application for ${title}` }).click();
  // Optimistic: gone at once …
  await expect(drafts.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  release();
  // … and back when the call fails.
  await expect(page.getByText('Failed to delete draft application')).toBeVisible();
  await expect(drafts.getByRole('heading', { name: title, exact: true })).toBeVisible();
});

test('the acme dashboard shows its configured tabs in order, each with its data', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/dashboard?domain=acme.com');
  const tabs = page.getByRole('tablist', { name: 'Your applications and activity' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Applications',
    'Inactive',
    'Drafts',
    'Interviews',
    'Events',
    'Referrals',
    'Saved jobs',
    'Offers',
    'Forms',
    'Your match',
    'Job insights',
  ]);
  await expect(page.getByRole('list', { name: 'Applications' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('profile-completion')).toContainText('% complete');
  await page.screenshot({ path: '/tmp/home-dashboard-acme.png', fullPage: true });
  await tabs.filter({ hasText: 'Inactive' }).click();
  await expect(page).toHaveURL(/tab=inactive/);
  await expect(page.getByRole('list', { name: 'Inactive applications' }).getByRole('listitem')).toHaveCount(2);
  await tabs.filter({ hasText: 'Events' }).click();
  // showEventApplicationStatus is on for acme: the registration's application status shows.
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: 'Engineering open house' })).toContainText('In review');
  await tabs.filter({ hasText: 'Interviews' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming interviews' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the globex dashboard (v2) shows its own tabs in its own order', async ({ page }) => {
  // The login page sends a login without next to /careers without the domain, so name the way back.
  await page.goto(`/careers/login?domain=globex.com&next=${encodeURIComponent('/careers/dashboard?domain=globex.com')}`);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('portico-demo');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/careers\/dashboard\?domain=globex\.com$/);
  // The dashboard is rendered on the server: its tabs answer once hydrated.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your Globex hub' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Your Globex hub' }).getByRole('tab');
  await expect(tabs).toHaveText(['Saved jobs', 'Job cart', 'Applications', 'Drafts', 'Interviews', 'Suggestions', 'Saved job insights', 'Your profile']);
  await page.screenshot({ path: '/tmp/home-dashboard-globex.png', fullPage: true });
  // The profile completion widget as a tab: ada's score from profile_analysis.
  await page.getByRole('tab', { name: 'Your profile' }).click();
  await expect(page.getByRole('tabpanel').getByText(/^\d+% complete$/)).toBeVisible();
  // Globex has in-app notifications off: no bell.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the acme dashboard’s match details and insights tabs cover each position ada applied to', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/dashboard?domain=acme.com&tab=match');
  const matches = page.getByRole('list', { name: 'Your match for each job' }).getByRole('listitem');
  // Her four active applications, each with its match from the server (a score or Strong match).
  await expect(matches).toHaveCount(4);
  for (const item of await matches.all()) await expect(item.getByText(/^(Strong match|\d+% match)$/)).toBeVisible();
  await expect(page.getByTestId('tab-loading')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/home-dashboard-match.png', fullPage: true });
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Job insights' }).click();
  await expect(page).toHaveURL(/tab=insights/);
  const insights = page.getByRole('list', { name: 'Insights for each job' }).getByRole('listitem');
  await expect(insights).toHaveCount(4);
  // Ada applied to each of them, so each counts at least one applicant.
  for (const item of await insights.all()) {
    await expect(item.getByRole('term').first()).toHaveText('Applicants');
    await expect(item.getByRole('definition').first()).toHaveText(/^[1-9]/);
  }
  await expectNoAxeViolations(page);
});

test('a profile edit persists across a reload', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/profile?domain=acme.com');
  const basic = page.getByTestId('profile-section-basic_info');
  await expect(basic).toBeVisible();
  await expectNoAxeViolations(page);
  await basic.getByRole('button', { name: 'Edit Basic information' }).click();
  const headline = `Analytical engine programmer ${Date.now()}`;
  await basic.getByLabel('Headline').fill(headline);
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByText(headline)).toBeVisible();
  await page.screenshot({ path: '/tmp/home-profile.png', fullPage: true });
  await page.reload();
  await expect(page.getByTestId('profile-section-basic_info').getByText(headline)).toBeVisible();
});

test('a refused profile edit shows the spec message and keeps what was typed', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/profile?domain=acme.com');
  const basic = page.getByTestId('profile-section-basic_info');
  await basic.getByRole('button', { name: 'Edit Basic information' }).click();
  await basic.getByLabel('Phone').fill('call me maybe');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByRole('alert')).toHaveText('Invalid request received. Please try again');
  await expect(basic.getByLabel('Phone')).toHaveValue('call me maybe');
});

const PAGES: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['/careers/applications', (page) => page.getByRole('list', { name: 'Applications' }).getByRole('listitem').first()],
  ['/careers/interviews', (page) => page.getByRole('heading', { name: 'Upcoming interviews' })],
  ['/careers/events', (page) => page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()],
  ['/careers/settings', (page) => page.getByRole('heading', { name: 'Notification preferences' })],
  ['/careers/export-resume', (page) => page.getByRole('button', { name: 'Download PDF' })],
];

for (const [path, content] of PAGES) {
  test(`${path} shows its content and is axe clean`, async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await page.goto(`${path}?domain=acme.com`);
    await expect(content(page)).toBeVisible();
    await expect(page.getByTestId('tab-loading')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/home-page-${path.split('/').pop()}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
}

test('export resume downloads a PDF of the profile', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/export-resume?domain=acme.com');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your resume was downloaded.' })).toBeVisible();
});

test('at 1024 px wide the notification panel is a full-screen modal that gives focus back to the bell', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/interviews?domain=acme.com');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  // Full screen once its opening animation (a slight zoom) has finished.
  const size = async () => {
    const box = await panel.boundingBox();
    return box ? `${Math.round(box.width)}x${Math.round(box.height)}` : 'none';
  };
  await expect.poll(size).toBe('1024x768');
  await page.screenshot({ path: '/tmp/home-notifications-full.png' });
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Close notifications' }).click();
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test('each page change is logged to /vslog with the position id and utm parameters', async ({ page }) => {
  const logs: { url: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/vslog')) logs.push({ url: request.url(), body: JSON.parse(request.postData() ?? '{}') });
  });
  await page.goto('/careers/job/123-senior-engineer?domain=acme.com&utm_source=mail&utm_campaign=autumn');
  await expect.poll(() => logs.filter((log) => log.body.event === 'page_view').length).toBe(1);
  const first = logs.find((log) => log.body.event === 'page_view')!;
  expect(first.url).toContain('domain=acme.com');
  expect(first.url).toContain('pid=123');
  expect(first.body).toEqual({
    namespace: 'careers_page',
    event: 'page_view',
    data_json: { page: 'singlePosition', path: '/careers/job/123-senior-engineer', position_id: '123', utm_source: 'mail', utm_campaign: 'autumn' },
  });
  // A page change inside the app is logged too.
  await page.getByRole('banner').getByRole('link', { name: 'Search jobs' }).click();
  await expect.poll(() => logs.filter((log) => log.body.event === 'page_view').length).toBe(2);
  expect(logs.filter((log) => log.body.event === 'page_view')[1]!.body.data_json).toMatchObject({ page: 'jobs', position_id: null });
});

test('logging that fails does not break the page', async ({ page }) => {
  await page.route('**/vslog**', (route) => route.abort());
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/interviews?domain=acme.com');
  await expect(page.getByRole('heading', { name: 'Upcoming interviews' })).toBeVisible();
});

/**
 * The page's outline as a screen reader reads it: one h1 first, no level skipped going down (an h3
 * straight under the h1), and no heading that repeats the one just above it. axe's heading-order
 * (a best practice, outside the WCAG tags) checks the same skip.
 */
async function expectHeadingOutline(page: Page, state: string): Promise<void> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.closest('[hidden], [aria-hidden="true"]') === null)
      .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim() })),
  );
  const problems: string[] = [];
  if (headings[0]?.level !== 1) problems.push(`first heading is h${headings[0]?.level}`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (!previous) return;
    if (heading.level > previous.level + 1) problems.push(`h${heading.level} "${heading.text}" follows h${previous.level} "${previous.text}"`);
    if (heading.level > previous.level && heading.text === previous.text) problems.push(`h${heading.level} "${heading.text}" repeats the heading above it`);
  });
  expect.soft(problems, `heading outline on ${state}: ${JSON.stringify(headings)}`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one', 'empty-heading']).analyze();
  expect
    .soft(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe heading rules on ${state}`,
    )
    .toEqual([]);
}

for (const domain of ['acme.com', 'globex.com']) {
  test(`every tab of ada’s ${domain} dashboard keeps the heading outline (no skipped level, no repeated heading) and is axe clean`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'ada@example.com', domain);
    await page.goto(`/careers/dashboard?domain=${domain}`);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('tab-loading')).toHaveCount(0);
      await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
      await expectHeadingOutline(page, `${domain} ${name}`);
      await expectNoAxeViolations(page, { state: `${domain} dashboard, tab ${name}` });
    }
  });
}

test('settings: a wrong current password is said at that field, which takes the focus to be typed again', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  await page.goto('/careers/settings?domain=acme.com');
  const current = page.getByLabel('Current password');
  await current.fill('not-her-password');
  await page.getByLabel('New password').fill('a-new-password-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your current password is not right. Please try again.');
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Your current password is not right. Please try again.');
});
