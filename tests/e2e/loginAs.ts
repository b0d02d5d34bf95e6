import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/** Logs a demo person in through the real login page (password portico-demo). */
export async function loginAs(page: Page, email: string, domain = 'acme.com'): Promise<void> {
  await page.goto(`/careers/login?domain=${domain}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('portico-demo');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  // Log out is in the bar, or in the phone menu on a narrow screen.
  // The log-in, its redirect and the next page: longer than one assertion's default on a busy machine.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out', includeHidden: true }).first()).toBeAttached({ timeout: 15_000 });
  // The page the log-in leads to is rendered on the server: its controls answer once hydrated.
  await waitForHydration(page);
}
