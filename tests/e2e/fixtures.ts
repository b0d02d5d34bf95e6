import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

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

export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});
