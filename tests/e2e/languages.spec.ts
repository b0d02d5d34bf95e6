import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ROLES } from '../../server/seed/catalog';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';
import { routeUrls } from './routeUrls';

/**
 * Every candidate in their language (issue 20): the server negotiates the language and renders in
 * it, no interface string is left in English, right-to-left pages mirror without overflowing.
 */

function flatten(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) flatten(child, into);
  return into;
}

const localeFile = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`../../engine/i18n/locales/${language}/${file}`, import.meta.url), 'utf8')) as unknown;

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as unknown;

const acmeDocuments = () => [
  readJson('../../configs/acme.json'),
  ...readdirSync(new URL('../../configs/forms/acme.com/', import.meta.url)).map((file) => readJson(`../../configs/forms/acme.com/${file}`)),
];

/**
 * The employer's own texts (acme's config and forms: navbar labels, tab titles, form questions). An
 * interface text that happens to equal one is not looked for as the interface's; the employer's
 * English is looked for only where the employer gave the language its own text (translatedEmployerTexts).
 */
const employerTexts = new Set([
  // Data that is not the interface's: the seeded offer document's name (server/seed/seedOffers.ts).
  'Offer letter',
  ...acmeDocuments().flatMap((document) => flatten(document)),
]);

/** Data a page shows as it is stored, which an employer text may happen to equal (a position's department, "Engineering", and a link card's title). */
const dataTexts = new Set(ROLES.map((role) => role.department));

/** The English of every employer text acme gives in `language` too (a map by language): shown in English on a page in that language, it is left over. */
function translatedEmployerTexts(language: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const texts = value as Record<string, unknown>;
    if (typeof texts.en === 'string' && typeof texts[language] === 'string' && texts[language] !== texts.en && !dataTexts.has(texts.en)) found.push(texts.en);
    Object.values(texts).forEach(visit);
  };
  acmeDocuments().forEach(visit);
  return found;
}

/** English interface texts a page could show as a whole text (no placeholders), less those a language keeps as they are and the employer's; plus the employer's English where it gave the language a text. */
function englishTexts(language: string): Set<string> {
  const kept = new Set(flatten(localeFile(language, 'search.json')).concat(flatten(localeFile(language, 'core.json'))));
  const english = readdirSync(new URL('../../engine/i18n/locales/en/', import.meta.url)).flatMap((file) => flatten(localeFile('en', file)));
  return new Set([
    ...english.filter((text) => !text.includes('{{') && /\p{L}{3}/u.test(text) && !kept.has(text) && !employerTexts.has(text)),
    ...translatedEmployerTexts(language).filter((text) => /\p{L}{3}/u.test(text)),
  ]);
}

/** The English notification texts (alerts.json) as patterns: a notification written in English matches one, whatever its values. */
const englishNotifications = flatten(localeFile('en', 'alerts.json')).map(
  (template) =>
    new RegExp(
      `^${template
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    ),
);

/** The page's visible text nodes, trimmed. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (text && parent && parent.closest('script, style, [hidden]') === null && parent.checkVisibility()) texts.push(text);
    }
    return texts;
  });

async function firstJob(page: Page): Promise<number> {
  const search = await page.request.get('/api/pcsx/search?domain=acme.com&query=engineer');
  return ((await search.json()) as { data: { positions: { id: number }[] } }).data.positions[0]!.id;
}

test.describe('the page language', () => {
  test('Accept-Language pt-BR renders Brazilian Portuguese on the server; hl wins over it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Accept-Language': 'pt-BR,pt;q=0.9,en;q=0.5' } });
    const page = await context.newPage();
    const html = await (await page.request.get('/careers?domain=acme.com')).text();
    expect(html).toContain('<html lang="pt-BR" dir="ltr"');
    const searchButton = (localeFile('pt-BR', 'search.json') as { searchButton: string }).searchButton;
    // In the server's markup, before any script runs.
    expect(html).toContain(`>${searchButton}</button>`);
    await page.goto('/careers?domain=acme.com&hl=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: (localeFile('de', 'search.json') as { searchButton: string }).searchButton, exact: true })).toBeVisible();
    await context.close();
  });

  test("a logged-in candidate's saved language wins over the browser's", async ({ browser, baseURL }) => {
    // The browser's language: navigator.languages and the Accept-Language of every request.
    const context = await browser.newContext({ baseURL, locale: 'fr' });
    const page = await context.newPage();
    await page.goto('/careers?domain=acme.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Logged in on the English log-in page; the page after it is in French (the browser's language).
    await page.goto('/careers/login?domain=acme.com&hl=en');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('portico-demo');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/careers\/login/);
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const settings = (await (await page.request.get('/api/pcsx/settings?domain=acme.com')).json()) as { data: { language: string | null } };
    const save = (language: string | null) =>
      page.request.post('/api/pcsx/settings?domain=acme.com', { headers: { 'X-CSRF-Token': csrf! }, data: { domain: 'acme.com', language } });
    expect((await save('ja')).ok()).toBe(true);
    try {
      await page.goto('/careers/dashboard?domain=acme.com');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    } finally {
      await save(settings.data.language);
    }
    await context.close();
  });
});

test.describe('the navbar language picker and the employer texts by language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor picks Deutsch: the page, the employer texts and the search filters come in German', async ({ page }) => {
    await page.goto('/careers?domain=acme.com');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    await expect(page).toHaveURL(/[?&]hl=de/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The employer's texts in German from configs/acme.json: the hero, the navbar, a filter's name and an option's label.
    await expect(page.getByRole('heading', { level: 1, name: 'Gestalten Sie bei Acme, was als Nächstes kommt' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Stellen suchen' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Abteilung', { exact: false }).first()).toBeVisible();
    // The picker shows the language the page is in, and offers the employer's languages in their own words.
    const picker = page.getByRole('banner').getByRole('combobox', { name: 'Sprache' });
    await expect(picker).toHaveValue('de');
    await expect(picker.locator('option')).toHaveText(['English', 'français', 'Deutsch', 'español', 'العربية', '日本語']);
  });

  test('a logged-in candidate’s pick is saved as their language', async ({ page }) => {
    // A candidate of its own (the demo candidates' languages are other tests' to read), past the terms and onboarding.
    await page.goto('/careers?domain=acme.com');
    const headers = { 'X-CSRF-Token': (await page.locator('meta[name="csrf-token"]').getAttribute('content'))! };
    const email = `picker-${Date.now()}@example.com`;
    const signup = await page.request.post('/api/auth/signup?domain=acme.com', {
      headers,
      data: { fullName: 'Mary Jackson', email, password: 'wind-tunnel-1958' },
    });
    expect(signup.ok()).toBe(true);
    // The session's own token, after the sign-up.
    await page.reload();
    headers['X-CSRF-Token'] = (await page.locator('meta[name="csrf-token"]').getAttribute('content'))!;
    for (const path of ['terms_of_service', 'onboarding'])
      expect((await page.request.post(`/api/pcsx/${path}?domain=acme.com`, { headers, data: { domain: 'acme.com' } })).ok()).toBe(true);
    await page.reload();
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page).toHaveURL(/[?&]hl=fr/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const settings = (await (await page.request.get('/api/pcsx/settings?domain=acme.com')).json()) as { data: { language: string | null } };
    expect(settings.data.language).toBe('fr');
    // Without hl, the saved language decides.
    await page.goto('/careers/dashboard?domain=acme.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('globex’s Spanish page takes its Spanish texts, and an employer without the picker shows none', async ({ page }) => {
    await page.goto('/careers?domain=globex.com&hl=es');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Nuestra historia' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Acerca de Globex');
    await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  });
});

for (const language of ['de', 'ja']) {
  test(`no interface string is left in English in ${language}: search, job, dashboard and its notifications, offers, an offer letter, forms`, async ({
    page,
  }) => {
    test.slow();
    await loginAs(page, 'ada@example.com');
    const english = englishTexts(language);
    const urls = Object.fromEntries((await routeUrls(page)).map(({ name, url }) => [name, url]));
    const visits = [
      ['search', '/careers/search?query=engineer&domain=acme.com'],
      ['job', `/careers/job/${await firstJob(page)}?domain=acme.com`],
      ['dashboard', urls.dashboard],
      ['applications', urls.applications],
      ['offers', urls.offers],
      ['offer', urls.offer],
      ['offer letter', urls.offerLetter],
      ['form', urls.forms],
      ['forms center', urls.formsCenter],
      ['application form', urls.apply],
    ] as const;
    for (const [name, url] of visits) {
      expect(url, name).toBeTruthy();
      await page.goto(`${url}${url!.includes('?') ? '&' : '?'}hl=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.waitForLoadState('networkidle');
      const left = (await visibleTexts(page)).filter((text) => english.has(text));
      expect.soft(left, `English interface text on the ${name} page in ${language}`).toEqual([]);
      if (name === 'dashboard') {
        // The notification panel: its own words and the notifications the server wrote (the seeded ones by key too).
        await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').click();
        const panel = page.getByRole('dialog');
        await expect(panel.getByTestId('notification-item').first()).toBeVisible();
        const texts = await visibleTexts(page);
        expect
          .soft(
            texts.filter((text) => english.has(text)),
            `English text in the notification panel in ${language}`,
          )
          .toEqual([]);
        const items = await panel.getByTestId('notification-item').allInnerTexts();
        expect(items.length).toBeGreaterThan(0);
        const inEnglish = items.flatMap((item) => item.split('\n')).filter((line) => englishNotifications.some((pattern) => pattern.test(line.trim())));
        expect.soft(inEnglish, `notifications in English in ${language}`).toEqual([]);
        await page.keyboard.press('Escape');
      }
    }
  });
}

for (const language of ['ar', 'he']) {
  for (const who of ['a visitor', 'ada']) {
    test(`every route in ${language} for ${who}: right to left, no sideways scrolling at 320, 768, 1024 and 1600 px`, async ({ page }) => {
      test.slow();
      if (who === 'ada') await loginAs(page, 'ada@example.com');
      for (const { name, url } of await routeUrls(page)) {
        await page.setViewportSize({ width: 1024, height: 800 });
        await page.goto(`${url}${url.includes('?') ? '&' : '?'}hl=${language}`);
        await expect(page.locator('html'), name).toHaveAttribute('dir', 'rtl');
        await page.waitForLoadState('networkidle');
        for (const width of [320, 768, 1024, 1600]) {
          await page.setViewportSize({ width, height: 800 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect.soft(overflow, `${name} at ${width} px in ${language}`).toBe(0);
        }
      }
    });
  }
}

for (const language of ['ar', 'de']) {
  test(`the search and job pages have no axe violations in ${language}`, async ({ page }) => {
    await page.goto(`/careers/search?query=engineer&domain=acme.com&hl=${language}`);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await expectNoAxeViolations(page, { state: `the search page in ${language}` });
    await page.goto(`/careers/job/${await firstJob(page)}?domain=acme.com&hl=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, { state: `a job page in ${language}` });
  });
}
