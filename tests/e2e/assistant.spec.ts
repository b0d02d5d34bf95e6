import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { expectNoAxeViolations } from './expectNoAxeViolations';

// Issue 22: the assistant sidebar on the search page, its frame bridge and Portico's reference assistant.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const results = (page: Page) => page.getByTestId('search-result');
const sidebar = (page: Page) => page.getByTestId('assistant-sidebar');
const conversation = (page: Page) => sidebar(page).frameLocator('iframe');
const lastReply = (page: Page) => conversation(page).locator('#log > .msg').last();

/** A candidate of its own (the cart and the name are this test's to change), past the terms, onboarding and profile set-up, on acme's search page. */
async function newCandidate(page: Page, language = 'en'): Promise<void> {
  await page.goto('/careers?domain=acme.com');
  const headers = { 'X-CSRF-Token': (await page.locator('meta[name="csrf-token"]').getAttribute('content'))! };
  const email = `assistant-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect(
    (await page.request.post('/api/auth/signup?domain=acme.com', { headers, data: { fullName: 'Ada Byron', email, password: 'difference-engine' } })).ok(),
  ).toBe(true);
  await page.reload();
  headers['X-CSRF-Token'] = (await page.locator('meta[name="csrf-token"]').getAttribute('content'))!;
  for (const path of ['terms_of_service', 'onboarding'])
    expect((await page.request.post(`/api/pcsx/${path}?domain=acme.com`, { headers, data: { domain: 'acme.com' } })).ok()).toBe(true);
  const profile = { domain: 'acme.com', location: 'London', skills: ['Mathematics'] };
  expect((await page.request.post('/api/pcsx/profile_bootstrap?domain=acme.com', { headers, data: profile })).ok()).toBe(true);
  await page.goto(`/careers/search?domain=acme.com&hl=${language}`);
}

async function ask(page: Page, text: string): Promise<void> {
  const input = conversation(page).locator('#request');
  await input.fill(text);
  await input.press('Enter');
  await expect(conversation(page).locator('#log > .msg.you').last()).toHaveText(new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

async function cartCount(page: Page): Promise<number> {
  const cart = (await (await page.request.get('/api/pcsx/job_cart?domain=acme.com')).json()) as { data: { data: { jobCartData: unknown[] } } };
  return cart.data.data.jobCartData.length;
}

async function firstName(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/pcsx/profile_details?domain=acme.com')).json()) as { data: { first_name: string } }).data.first_name;
}

const REQUESTS = {
  en: {
    open: 'Assistant',
    region: 'Job search assistant',
    find: 'find engineer jobs in Austin',
    add: 'add the first one to my cart',
    remove: 'remove it',
    rename: 'change my first name to Augusta',
    confirm: 'Change your first name to “Augusta”? Answer yes or no.',
    yes: 'yes',
    added: /is in your job cart now\.$/,
    removed: /is out of your job cart now\.$/,
    updated: 'Your profile is updated.',
    searched: /The search page shows this search now\.$/,
    openJob: 'open the first one',
  },
  de: {
    open: 'Assistent',
    region: 'Assistent für die Stellensuche',
    find: 'Finde Ingenieur-Jobs in Austin',
    add: 'Füge den ersten zu meinem Bewerbungskorb hinzu',
    remove: 'Entferne ihn',
    rename: 'Ändere meinen Vornamen in Augusta',
    confirm: 'Ihren Vornamen in „Augusta“ ändern? Antworten Sie mit Ja oder Nein.',
    yes: 'Ja',
    added: /ist jetzt in Ihrem Bewerbungskorb\.$/,
    removed: /ist nicht mehr in Ihrem Bewerbungskorb\.$/,
    updated: 'Ihr Profil ist aktualisiert.',
    searched: /Die Suchseite zeigt jetzt diese Suche\.$/,
    openJob: 'Öffne den ersten',
  },
} as const;

for (const [language, say] of Object.entries(REQUESTS)) {
  test(`in ${language === 'en' ? 'English' : 'German'}, the assistant searches, fills and empties the cart and renames the candidate after asking`, async ({
    page,
  }) => {
    await newCandidate(page, language);
    const before = await results(page).allTextContents();
    expect(before.length).toBeGreaterThan(0);

    const open = page.getByRole('button', { name: say.open, exact: true });
    await open.click();
    const region = page.getByRole('complementary', { name: say.region });
    await expect(region).toBeVisible();
    await expect(region).toHaveCSS('width', '400px');
    await expect(region).toHaveCSS('z-index', '499');
    await expect(conversation(page).getByRole('log')).toHaveAttribute('aria-live', 'polite');

    // "find engineer jobs in Austin": the page follows, with the employer's own words (Austin's place, the Engineer titles).
    await ask(page, say.find);
    await expect(lastReply(page)).toHaveText(say.searched);
    await expect(page).toHaveURL(/[?&]query=engineer(&|$)/i);
    await expect(page).toHaveURL(/[?&]location=Austin/);
    await expect.poll(() => results(page).allTextContents()).not.toEqual(before);
    for (const card of await results(page).allTextContents()) expect(card).toMatch(/engineer/i);
    await expect(
      conversation(page)
        .locator('#log > .msg')
        .filter({ has: conversation(page).locator('ol') })
        .last(),
    ).toBeVisible();

    await ask(page, say.add);
    await expect(lastReply(page)).toHaveText(say.added);
    expect(await cartCount(page)).toBe(1);

    await ask(page, say.remove);
    await expect(lastReply(page)).toHaveText(say.removed);
    expect(await cartCount(page)).toBe(0);

    // The profile changes only after the candidate's yes.
    await ask(page, say.rename);
    await expect(lastReply(page)).toHaveText(new RegExp(`${say.confirm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(await firstName(page)).toBe('Ada');
    await ask(page, say.yes);
    await expect(lastReply(page)).toHaveText(new RegExp(`${say.updated}$`));
    expect(await firstName(page)).toBe('Augusta');

    if (language === 'en') {
      await expectNoAxeViolations(page, { state: 'the search page with the assistant open' });
      // Closing returns the focus to the button that opened it.
      await region.getByRole('button', { name: 'Close the assistant' }).click();
      await expect(region).toBeHidden();
      await expect(open).toBeFocused();
      await open.click();
    }

    // "open the first one": the job page opens in the candidate's language (the assistant's link names only the job).
    // (The page leaves the search page, the sidebar with it: the request is typed, not awaited in the conversation.)
    await conversation(page).locator('#request').fill(say.openJob);
    await conversation(page).locator('#request').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/careers/job/\\d+\\?domain=acme\\.com&hl=${language}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

test('a new log-in e-mail asks for the password in the portal itself: cancelled, nothing changes; with it, the e-mail changes', async ({ page }) => {
  await newCandidate(page);
  const account = async () =>
    ((await (await page.request.get('/api/pcsx/settings?domain=acme.com')).json()) as { data: { account: { email: string } } }).data.account.email;
  const before = await account();
  const next = `augusta-${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  const region = page.getByRole('complementary', { name: 'Job search assistant' });
  const password = region.getByLabel(`Enter your password to change your e-mail to ${next}`);

  await ask(page, `change my e-mail to ${next}`);
  await expect(lastReply(page)).toHaveText(new RegExp(`Change your e-mail to “${next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”\\? Answer yes or no\\.$`));
  await ask(page, 'yes');
  // The password is typed in the portal's sidebar, never in the assistant's frame.
  await expect(password).toBeFocused();
  await region.getByRole('button', { name: 'Cancel' }).click();
  await expect(password).toBeHidden();
  await expect(lastReply(page)).toHaveText(/Your e-mail was not changed\.$/);
  expect(await account()).toBe(before);

  await ask(page, `change my e-mail to ${next}`);
  await ask(page, 'yes');
  await password.fill('difference-engine');
  await password.press('Enter');
  await expect(lastReply(page)).toHaveText(/Your profile is updated\.$/);
  expect(await account()).toBe(next);
});

test('"upload my resume": the candidate picks the file in the portal\'s sidebar, the focus comes back to the conversation; "delete my CV" removes it', async ({
  page,
}) => {
  await newCandidate(page);
  const resumes = async () =>
    ((await (await page.request.get('/api/pcsx/resumes?domain=acme.com')).json()) as { data: { resumes: { file_name: string; is_primary: boolean }[] } }).data
      .resumes;
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  const region = page.getByRole('complementary', { name: 'Job search assistant' });

  await ask(page, 'upload my resume');
  // The file is chosen in the portal's own sidebar (the frame never sees it), among the types the search config allows.
  const picker = region.getByLabel('Choose your resume file (doc, docx, pdf, txt, png, jpg, jpeg)');
  await expect(picker).toBeFocused();
  const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  await picker.setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await expect(lastReply(page)).toHaveText(/Your resume \u2068?ada-cv\.pdf\u2069? is uploaded\.$/);
  await expect(picker).toBeHidden();
  await expect(sidebar(page).locator('iframe')).toBeFocused();
  expect(await resumes()).toEqual([expect.objectContaining({ file_name: 'ada-cv.pdf', is_primary: true })]);

  await ask(page, 'delete my CV');
  await expect(lastReply(page)).toHaveText(/Your resume is removed\.$/);
  expect(await resumes()).toEqual([]);
});

test('a message from another origin, or from another window than the frame, is ignored', async ({ page }) => {
  await newCandidate(page);
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  await expect(sidebar(page).locator('iframe')).toBeVisible();
  await expect(conversation(page).locator('#request')).toBeVisible();
  const url = page.url();
  const message = { type: 'portico-assistant', action: 'search', payload: { keywords: 'designer', location: '', filters: {} } };
  // Really posted, from the page's own window (the right origin, but not the assistant's frame).
  await page.evaluate((data) => window.postMessage(data, '*'), message);
  // Delivered as if from another origin, by the frame's own window.
  const deliver = (origin: string) =>
    page.evaluate(
      ([data, from]) => {
        const frame = document.querySelector<HTMLIFrameElement>('[data-testid="assistant-sidebar"] iframe')!;
        window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: frame.contentWindow }));
      },
      [message, origin] as const,
    );
  await deliver('https://evil.example');
  await page.waitForTimeout(1000);
  expect(page.url()).toBe(url);
  // The same message from the provider's origin and frame is followed: the two above were ignored for who sent them.
  await deliver(new URL(url).origin);
  await expect(page).toHaveURL(/[?&]query=designer/);
});

test('at 800 px the sidebar is not shown; above 992 px it is', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await newCandidate(page);
  await expect(results(page).first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('button', { name: 'Assistant', exact: true })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Job search assistant', includeHidden: true })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Assistant', exact: true })).toBeVisible();
});

test('with the sidebar open at 1280 px the navbar keeps every link: they move into its Menu, and come back when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newCandidate(page);
  const bar = page.getByRole('navigation', { name: 'Main' });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(bar.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Assistant', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Job search assistant' })).toBeVisible();
  // The bar is 880 px wide beside the sidebar: too narrow for its links, which the Menu holds instead.
  await menu.click();
  const profile = page.getByRole('banner').getByRole('link', { name: 'Profile' });
  await expect(profile).toBeVisible();
  const box = (await profile.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280 - 400);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Close the assistant' }).click();
  await expect(menu).toBeHidden();
  await expect(bar.getByRole('link', { name: 'Profile' })).toBeVisible();
});
