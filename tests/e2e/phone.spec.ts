import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { routeTable, type RouteDefinition } from '../../engine/routes/routeTable';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { loginAs } from './loginAs';

/**
 * The candidate journey on a phone (issue 15, WCAG 1.4.10 reflow): at 320×640 (also what 400 % zoom
 * of a 1280 px window gives), 375×812 and 600×900, every route of the route table is laid out
 * without horizontal scrolling, text drawn over other text or controls under 24×24 px, and every
 * navbar destination is reachable through the Menu button. One browser context per size, the pages
 * checked in a loop.
 */

/** Two phones, and 600 px where the spec's tablet starts (side-by-side columns) while the Menu button still shows. */
const SIZES = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 600, height: 900 },
] as const;

interface NavLink {
  label: string;
  href: string;
}
/** A navbar link as configs/acme.json writes it: its label one text or a text by language. */
interface ConfiguredLink {
  label: string | Record<string, string>;
  href: string;
}
const acme = JSON.parse(readFileSync(new URL('../../configs/acme.json', import.meta.url), 'utf8')) as {
  pcsxConfig: { branding: { customNavbarConfig: { loggedIn: { links: ConfiguredLink[] }; loggedOut: { links: ConfiguredLink[] } } } };
};
/** The links as an English page shows them. */
const english = (links: ConfiguredLink[]): NavLink[] => links.map(({ label, href }) => ({ label: typeof label === 'string' ? label : label.en!, href }));
const navbar = {
  loggedIn: { links: english(acme.pcsxConfig.branding.customNavbarConfig.loggedIn.links) },
  loggedOut: { links: english(acme.pcsxConfig.branding.customNavbarConfig.loggedOut.links) },
};

/**
 * Real examples from the demo data for the routes with parameters: a posted job; ada's first offer
 * (its letter is signed in the hosted e-signature frame) and the one she signs on paper (three steps);
 * a document she signs by typing her name, shown with the PDF viewer of the app
 * (server/seed/seedOffers.ts); a seeded form.
 */
interface Examples {
  pid: number;
  offerId: number;
  wetOfferId: number;
  documentOfferId: number;
  documentId: number;
}

interface ApiOffer {
  id: number;
  offer_documents: { id: number; type: string }[];
}

async function findExamples(page: Page, loggedIn: boolean): Promise<Examples> {
  const search = await page.request.get('/api/pcsx/search?domain=acme.com');
  expect(search.ok()).toBe(true);
  const pid = ((await search.json()) as { data: { positions: { id: number }[] } }).data.positions[0]!.id;
  if (!loggedIn) return { pid, offerId: 0, wetOfferId: 0, documentOfferId: 0, documentId: 0 };
  const response = await page.request.get('/api/offer/offers?domain=acme.com');
  expect(response.ok()).toBe(true);
  const offers = ((await response.json()) as { data: ApiOffer[] }).data;
  const offer = offers.find((each) => each.offer_documents.length > 0)!;
  const typed = offers.find((each) => each.offer_documents[0]?.type === 'typed_signature')!;
  const wet = offers.find((each) => each.offer_documents[0]?.type === 'wet_signature')!;
  return { pid, offerId: offer.id, wetOfferId: wet.id, documentOfferId: typed.id, documentId: typed.offer_documents[0]!.id };
}

function exampleUrls(route: RouteDefinition, examples: Examples): string[] {
  const urls = [exampleUrl(route, examples)];
  if (route.name === 'offerLetter') urls.push(exampleUrl(route, { ...examples, offerId: examples.wetOfferId }));
  return urls;
}

function exampleUrl(route: RouteDefinition, examples: Examples): string {
  const path = route.path
    .replace('{-$pid}', String(examples.pid))
    .replace('{-$query}', 'engineer')
    .replace('{-$location}', 'austin')
    .replace('$id/offer-document/$documentId', `${examples.documentOfferId}/offer-document/${examples.documentId}`)
    .replace('$id', String(examples.offerId));
  const query: Record<string, string> = { domain: 'acme.com' };
  if (route.name === 'jobPrivate' || route.name === 'apply' || route.name === 'applyPrivate') query.pid = String(examples.pid);
  if (route.name === 'forms') query.id = 'benefits-overview';
  return `${path}?${new URLSearchParams(query)}`;
}

/** Waits until the page has its content: hydrated, no request in flight, no loading placeholder left. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"], .chakra-skeleton')).toHaveCount(0);
}

interface Overlap {
  a: string;
  b: string;
}

/**
 * Pairs of visible text (labels, headings, buttons, links, tabs, list and description terms) drawn
 * over each other: the boxes of their text lines, clipped to whatever scrolls or hides overflow
 * around them, intersect. Elements nested in each other are not compared.
 */
function findTextOverlaps(): Overlap[] {
  const selector = 'label, legend, h1, h2, h3, h4, h5, h6, button, a, [role="tab"], [role="button"], [role="link"], dt, dd, th, summary';
  const elements = Array.from(document.querySelectorAll<HTMLElement>(selector));
  const clipOf = (element: Element): DOMRect | null => {
    let clip: { left: number; top: number; right: number; bottom: number } | null = null;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const rect = node.getBoundingClientRect();
      clip = clip
        ? {
            left: Math.max(clip.left, rect.left),
            top: Math.max(clip.top, rect.top),
            right: Math.min(clip.right, rect.right),
            bottom: Math.min(clip.bottom, rect.bottom),
          }
        : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    }
    return clip ? new DOMRect(clip.left, clip.top, clip.right - clip.left, clip.bottom - clip.top) : null;
  };
  const boxes = elements.flatMap((element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const clip = clipOf(element);
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || !text.parentElement?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of Array.from(range.getClientRects())) {
        const left = Math.max(rect.left, clip?.left ?? -Infinity, 0);
        const right = Math.min(rect.right, clip?.right ?? Infinity);
        const top = Math.max(rect.top, clip?.top ?? -Infinity);
        const bottom = Math.min(rect.bottom, clip?.bottom ?? Infinity);
        // Visually hidden text (a clipped 1 px box) and text scrolled out of its box draw nothing.
        if (right - left > 2 && bottom - top > 2) rects.push(new DOMRect(left, top, right - left, bottom - top));
      }
    }
    return rects.length ? [{ element, rects }] : [];
  });
  const describe = (element: HTMLElement) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const overlaps: Overlap[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      // Glyph boxes of neighbouring lines may touch by a pixel or two; text drawn over text overlaps by much more.
      const hit = a.rects.some((ra) =>
        b.rects.some((rb) => {
          const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          return width > 3 && height > Math.max(3, 0.3 * Math.min(ra.height, rb.height));
        }),
      );
      if (hit) overlaps.push({ a: describe(a.element), b: describe(b.element) });
    }
  }
  return overlaps;
}

/** Controls smaller than WCAG 2.5.8's 24×24 px target (visually hidden inputs, the 1 px boxes behind their styled controls, aside). */
function findSmallTargets(): string[] {
  const controls = Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], select, input:not([type="hidden"]), textarea'));
  return controls.flatMap((control) => {
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
    const { width, height } = control.getBoundingClientRect();
    if (width <= 2 || height <= 2 || (width >= 24 && height >= 24)) return [];
    // A control in a sentence is sized by its line of text (2.5.8's inline exception).
    const inSentence = Array.from(control.parentElement?.childNodes ?? []).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (inSentence) return [];
    const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.getAttribute('name') ?? '';
    return [`${control.tagName.toLowerCase()} "${name.slice(0, 40)}" is ${Math.round(width)}×${Math.round(height)} px`];
  });
}

/** The layout problems of the page as shown: horizontal scrolling, overlapping text, targets too small to touch. */
async function layoutProblems(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { overflow, overlaps: await page.evaluate(findTextOverlaps), smallTargets: await page.evaluate(findSmallTargets) };
}

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

/** Opens the phone menu and follows each navbar entry from it; site paths land on their route, other addresses are plain links. */
async function checkMenu(page: Page, startUrl: string, links: NavLink[]) {
  for (const link of links) {
    await page.goto(startUrl);
    await settle(page);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // Every entry of the navbar is a link in the menu, and nothing in it sticks out of the screen.
    for (const each of links) await expect(panel.getByRole('link', { name: each.label, exact: true })).toBeVisible();
    const entry = panel.getByRole('link', { name: link.label, exact: true });
    const box = (await entry.boundingBox())!;
    expect(box.height, `${link.label} is a 44 px target`).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    if (!link.href.startsWith('/')) {
      await expect(entry).toHaveAttribute('href', link.href);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      continue;
    }
    await entry.click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(link.href, 'http://x').pathname && url.searchParams.get('domain') === 'acme.com');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  }
}

async function checkRoutes(page: Page, routes: RouteDefinition[], examples: Examples) {
  const problems: string[] = [];
  for (const url of routes.flatMap((route) => exampleUrls(route, examples))) {
    await page.goto(url);
    await settle(page);
    const { overflow, overlaps, smallTargets } = await layoutProblems(page);
    if (overflow > 0) problems.push(`${url}: the page scrolls ${overflow} px sideways`);
    for (const { a, b } of overlaps) problems.push(`${url}: ${a} overlaps ${b}`);
    for (const target of smallTargets) problems.push(`${url}: ${target}`);
  }
  return problems;
}

async function phoneContext(browser: Browser, baseURL: string | undefined, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size, baseURL, hasTouch: true });
  return { context, page: await context.newPage() };
}

const pages = routeTable.filter((route) => !route.external);
const publicRoutes = pages.filter((route) => route.access !== 'protected');
const protectedRoutes = pages.filter((route) => route.access === 'protected');

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test('a visitor reaches every navbar entry through the Menu button, which the server renders and hydration keeps', async ({ browser, baseURL }) => {
      const { context, page } = await phoneContext(browser, baseURL, size);
      const hydrationErrors: string[] = [];
      page.on(
        'console',
        (message) => void (message.type() === 'error' && /hydrat|did not match/i.test(message.text()) && hydrationErrors.push(message.text())),
      );
      // The menu button is in the server's markup, closed, before any script runs.
      const html = await (await page.request.get('/careers/search?domain=acme.com')).text();
      expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*>.*?Menu<\/button>/s);
      await checkMenu(page, '/careers/search?domain=acme.com', navbar.loggedOut.links);
      // The primary actions are 44 px targets: the menu button and the search.
      for (const primary of [menuButton(page), page.getByRole('search').getByRole('button', { name: 'Search', exact: true })]) {
        const box = (await primary.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      // Log in is in the menu too.
      await menuButton(page).click();
      await page.getByTestId('phone-menu').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByTestId('auth-modal')).toBeVisible();
      expect(hydrationErrors).toEqual([]);
      await context.close();
    });

    test('a candidate reaches every navbar entry, the bell and Log out on a phone', async ({ browser, baseURL }) => {
      const { context, page } = await phoneContext(browser, baseURL, size);
      await loginAs(page, 'ada@example.com');
      await checkMenu(page, '/careers/dashboard?domain=acme.com', navbar.loggedIn.links);
      await page.keyboard.press('Escape');
      await menuButton(page).click();
      await expect(page.getByTestId('phone-menu').getByRole('button', { name: 'Log out' })).toBeVisible();
      await expectNoAxeViolations(page, { state: `the phone menu, open, at ${size.width}×${size.height}` });
      // The bell is in the bar, and in the menu under the bell's own name (with its count): it opens the panel.
      const bellName = await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .first()
        .getAttribute('aria-label');
      expect(bellName).toMatch(/^Notifications/);
      // Escape closes the menu and gives focus back to its button.
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('phone-menu')).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
      await menuButton(page).click();
      await page.getByTestId('phone-menu').getByRole('button', { name: bellName! }).click();
      await expect(page.getByTestId('phone-menu')).toBeHidden();
      await expect(page.getByTestId('notification-panel')).toBeVisible();
      await context.close();
    });

    test('every route fits the screen: no sideways scrolling, no text over other text, no control under 24×24 px', async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const { context, page } = await phoneContext(browser, baseURL, size);
      // A visitor's pages, then every page as a logged-in candidate.
      const problems = await checkRoutes(page, publicRoutes, await findExamples(page, false));
      await loginAs(page, 'ada@example.com');
      problems.push(...(await checkRoutes(page, [...protectedRoutes, ...publicRoutes], await findExamples(page, true))));
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
