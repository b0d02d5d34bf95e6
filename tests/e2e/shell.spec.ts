import type { Page } from '@playwright/test';
import { expect, takeCspViolations, test } from './fixtures';
import { routeTable } from '../../engine/routes/routeTable';
import { loginAs } from './loginAs';

/** A concrete URL for each route of the table (params filled in). */
function sampleUrl(path: string): string {
  return path
    .replace('{-$pid}', '123-senior-engineer')
    .replace('{-$query}', 'engineer')
    .replace('{-$location}', 'austin')
    .replace('$documentId', '7')
    .replace('$id', '42');
}

/** Rewrites the boot data the server injected into index.html, as a config the server would not serve could arrive (version skew, preview); the browser renders the page. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary config paths
async function withBootConfig(page: Page, mutate: (config: Record<string, any>) => void) {
  await page.route(/\/careers(\?|\/|$)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    const patched = html.replace(/(<script id="portico-boot" type="application\/json">)(.*?)(<\/script>)/s, (_, open, json, close) => {
      const boot = JSON.parse(json);
      mutate(boot.config);
      return open + JSON.stringify(boot).replace(/</g, '\\u003c') + close;
    });
    // The server rendered the page from its own config: drop that markup, the browser renders the patched one.
    const browserRendered = patched
      .replace(/<script id="portico-ssr" type="application\/json">.*?<\/script>/s, '')
      .replace(/<div id="root">[\s\S]*<\/div>(\s*<script id="portico-boot")/, '<div id="root"></div>$1');
    await route.fulfill({ response, body: browserRendered });
  });
}

test.describe('every route of the table answers', () => {
  for (const route of routeTable.filter((r) => !r.external)) {
    test(`${route.path} renders its page`, async ({ page }) => {
      // Every Chakra component on the page is styled and every text is there (widgets/shared/chakraRecipes.ts
      // and engine/i18n/createI18n.ts report a recipe or a string the page uses before it is loaded).
      const notLoaded: string[] = [];
      page.on('console', (message) => void (/Chakra recipe|Translation key/.test(message.text()) && notLoaded.push(message.text())));
      const response = await page.goto(`${sampleUrl(route.path)}${sampleUrl(route.path).includes('?') ? '&' : '?'}domain=acme.com`);
      expect(response?.status()).toBe(200);
      const heading = page.locator('main h1').first();
      await expect(heading).toBeAttached();
      if (route.access === 'protected') {
        await expect(page.getByTestId('auth-modal')).toBeVisible();
      } else {
        await expect(page.getByTestId('auth-modal')).toHaveCount(0);
        // Something beyond the page heading: content, a form, or the page's own empty or error state.
        await expect(page.locator('main').locator('h2, form, p, [role="alert"], [role="status"]').first()).toBeVisible();
      }
      expect(notLoaded).toEqual([]);
    });
  }
});

test('a protected route opens the auth modal and closing it lands on /careers with the domain kept', async ({ page }) => {
  await page.goto('/careers/offers?domain=globex.com');
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Email')).toBeVisible();
  await expect(modal.getByLabel('Password')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Log in' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/careers\?domain=globex\.com$/);
  await expect(modal).toHaveCount(0);
});

test('pressing Escape on the auth modal of a protected route also lands on /careers', async ({ page }) => {
  await page.goto('/careers/dashboard?domain=acme.com');
  await expect(page.getByTestId('auth-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/careers\?domain=acme\.com$/);
});

test('apply is open to logged-out visitors unless the employer disables logged-out apply', async ({ page }) => {
  await page.goto('/careers/apply?domain=acme.com&pid=5');
  await expect(page.getByRole('heading', { name: /^Apply: /, level: 1 })).toBeVisible();
  await expect(page.getByTestId('auth-modal')).toHaveCount(0);
  await page.goto('/careers/apply?domain=globex.com&pid=5');
  await expect(page.getByTestId('auth-modal')).toBeVisible();
});

test('a render crash (a page chunk that fails to load) shows the server error screen', async ({ page }) => {
  await page.route(/\/gen\/js\/LoginForm-.*\.js$/, (route) => route.abort());
  await page.goto('/careers/login?domain=acme.com');
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(screen).toContainText('The server encountered something unexpected that didnt allow it to complete the request.');
  await expect(screen).toContainText('Our engineers have been notified and are working on it ASAP.');
  await expect(screen.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Contact support' })).toBeVisible();
  // Technical details are for admins only.
  await expect(page.getByTestId('error-details')).toHaveCount(0);
});

test('an unknown widget in the config shows an error card naming its path while the rest of the page renders', async ({ page }) => {
  await withBootConfig(page, (config) => {
    config.pages.jobs.layout.splice(1, 0, { widget: 'jobTeleporter', props: {} });
  });
  await page.goto('/careers?domain=acme.com');
  const card = page.getByTestId('widget-error');
  await expect(card).toBeVisible();
  await expect(card).toContainText('/pages/jobs/layout/1');
  await expect(card).toContainText('"jobTeleporter" is not a known widget type');
  await expect(page.getByRole('heading', { name: 'Explore teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Acme' })).toBeVisible();
});

test("a page's hideFooter hides the footer the other pages show", async ({ page }) => {
  await withBootConfig(page, (config) => {
    config.pages.jobs.hideFooter = true;
  });
  await page.goto('/careers?domain=acme.com');
  await expect(page.getByRole('heading', { name: 'Why Acme' })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await page.goto('/careers/profile?domain=acme.com');
  await expect(page.getByTestId('footer')).toContainText('equal opportunity employer');
});

test('footer HTML from config is sanitized: scripts and event handlers never run', async ({ page }) => {
  await withBootConfig(page, (config) => {
    config.pcsxConfig.branding.footerHtml =
      '<p>Safe footer</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">bad link</a>';
  });
  await page.goto('/careers?domain=acme.com');
  await expect(page.getByTestId('footer')).toContainText('Safe footer');
  await page.getByText('bad link').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.getByTestId('footer').innerHTML()).not.toMatch(/onerror|<script|javascript:/);
  // The Content-Security-Policy refuses the event handler too (the browser reports it as the sanitizer
  // parses the HTML): expected here, and nothing else may be reported.
  await page.close();
  expect(takeCspViolations().filter((violation) => !/inline event handler|script-src-attr/.test(violation))).toEqual([]);
});

test('acme and globex portals look and are laid out differently from config alone', async ({ page }) => {
  await page.goto('/careers?domain=acme.com');
  await expect(page).toHaveTitle('Careers at Acme | Acme Corporation');
  // The hero's heading is the search page's one h1.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Build what's next at Acme");
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Life at Acme' })).toBeVisible();
  await expect(page.getByTestId('custom-banner')).toBeVisible();
  const acmeNav = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);

  await page.goto('/careers?domain=globex.com');
  await expect(page).toHaveTitle('Globex jobs | Globex');
  await expect(page.getByTestId('hero-image')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Work at Globex', level: 1 })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' })).toBeVisible();
  await expect(page.getByTestId('custom-banner')).toHaveCount(0);
  const globexNav = await page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(acmeNav).toBe('rgb(255, 255, 255)');
  expect(globexNav).toBe('rgb(13, 59, 46)');
});

test('links keep the domain parameter from page to page', async ({ page }) => {
  await page.goto('/careers?domain=globex.com&utm_source=newsletter');
  await page.getByRole('link', { name: 'Manufacturing' }).click();
  await expect(page).toHaveURL(/\/careers\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('domain')).toBe('globex.com');
  expect(url.searchParams.get('utm_source')).toBe('newsletter');
  expect(url.searchParams.get('query')).toBe('manufacturing');
});

test('/logout asks first, then logs out with a POST and returns to the careers page of the same employer', async ({ page }) => {
  await loginAs(page, 'ada@example.com', 'globex.com');
  await page.goto('/logout?domain=globex.com');
  await expect(page.getByRole('heading', { name: 'Do you want to log out?' })).toBeVisible();
  const logout = page.waitForRequest((request) => request.url().includes('/api/auth/logout'));
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  expect((await logout).method()).toBe('POST');
  await expect(page).toHaveURL(/\/careers\?domain=globex\.com$/);
  await expect(page.getByRole('heading', { name: 'Work at Globex' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a link to the old log-out address, as another site could place it, does not log out', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  const response = await page.goto('/api/auth/logout?domain=acme.com&next=%2Fcareers', { referer: 'https://elsewhere.example/' });
  expect(response?.status()).toBe(405);
  await page.goto('/careers/dashboard?domain=acme.com');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('/candidate/login leads to the login page with its parameters kept', async ({ page }) => {
  await page.goto('/candidate/login?domain=acme.com&pid=1%2C2&next=%2Fcareers%2Foffers');
  await expect(page).toHaveURL(/\/careers\/login\?domain=acme\.com&pid=1%2C2&next=%2Fcareers%2Foffers$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' }).last()).toBeVisible();
});

test('every page has one h1 naming it and the page scrolls to top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/careers?domain=acme.com');
  // acme's search page has a hero: its heading is the page's h1.
  await expect(page.locator('main h1')).toHaveText("Build what's next at Acme");
  await page.goto('/careers/interviews?domain=acme.com');
  // A protected page a visitor must log in for: the page's name, for screen readers.
  await expect(page.locator('main h1')).toHaveText('Interviews');
  await page.goto('/careers?domain=acme.com');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Engineering', exact: true }).click();
  await expect(page).toHaveURL(/query=engineer/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an Arabic interface is laid out right to left', async ({ page }) => {
  await page.goto('/careers?domain=acme.com&hl=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('admins see the technical details of a crash: a ChunkLoadError naming the missing chunk', async ({ page }) => {
  await loginAs(page, 'admin@acme.com');
  await page.route(/\/gen\/js\/LoginForm-.*\.js$/, (route) => route.abort());
  await page.goto('/careers/login?domain=acme.com');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  const details = page.getByTestId('error-details');
  await expect(details).toContainText('ChunkLoadError: Loading chunk LoginForm failed.');
  await expect(details).toContainText(/\(missing: http:\/\/127\.0\.0\.1:\d+\/gen\/js\/LoginForm-[\w-]+\.js\)/);
});
