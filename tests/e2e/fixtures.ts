import { expect, test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** What the browser reported blocked by a Content-Security-Policy during the current test. */
const cspViolations: string[] = [];
const CSP_MESSAGE = /Content.Security.Policy/i;

/** The violations reported so far in this test, which it expected: they no longer fail it. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Collects every CSP violation of a browser context: the browser's own console report ("Refused to
 * … because it violates the following Content Security Policy directive"), in pages, frames and
 * workers, and the securitypolicyviolation event of each document, reported on the console.
 */
async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  const record = (message: ConsoleMessage) => {
    if (CSP_MESSAGE.test(message.text())) cspViolations.push(`${message.text()} (${message.location().url || 'unknown source'})`);
  };
  context.on('console', record);
  context.on('page', (page) => page.on('worker', (worker) => worker.on('console', record)));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`),
    );
  });
}

/**
 * A server-rendered page shows its content before its scripts run; its controls answer once the
 * browser has hydrated it (src/main.tsx marks #root). Tests act like a visitor who waits for that:
 * every goto and reload of a server-rendered page returns once it is hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('portico-ssr') || document.getElementById('root')?.dataset.hydrated === 'true', null, {
    timeout: 30_000,
  });
}

/** Makes goto and reload of a page return once the page they open is hydrated (see waitForHydration). */
function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
}

export const test = base.extend<{ noCspViolations: void }>({
  // Every context a test opens (the page fixture's and those made with browser.newContext) is watched.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watchContentSecurityPolicy(context);
        // Pages a test opens in a context of its own wait for hydration as the page fixture's do (a browser that
        // runs no scripts never hydrates: its pages are used as they come).
        if (options?.javaScriptEnabled === false) return context;
        const newPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await newPage();
          waitForHydrationOnNavigation(page);
          return page;
        };
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  // Every test is also a check of the Content-Security-Policy: it fails when the browser blocked anything.
  noCspViolations: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      cspViolations.length = 0;
      await use();
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    waitForHydrationOnNavigation(page);
    await use(page);
  },
});
