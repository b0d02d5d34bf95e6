import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, test, waitForHydration } from './fixtures';
import { loginAs } from './loginAs';

// Issue 22: the action a logged-out visitor asked for runs once the log-in has landed.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const ADA = 'ada@example.com';
const details = (page: Page) => page.getByTestId('position-details');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications, bottom (alt+T)' });

/**
 * Open jobs of acme.com; each test takes its own so that tests running side by side do not meet. The
 * list is the newest jobs ordered by id: saving a job may change a relevance order, never this one.
 */
async function openJob(page: Page, index: number): Promise<{ id: number; title: string }> {
  const response = await page.request.get('/api/pcsx/search?domain=acme.com&query=engineer&sort_by=date');
  expect(response.ok()).toBe(true);
  const positions = ((await response.json()) as { data: { positions: { id: number; title: string }[] } }).data.positions.sort((a, b) => a.id - b.id);
  expect(positions.length, 'enough demo jobs').toBeGreaterThan(index);
  return positions[index]!;
}

/** ada's saved job ids and job cart ids, as the API answers them to her session in `page`. */
async function adasLists(page: Page): Promise<{ saved: number[]; cart: number[] }> {
  const saved = await page.request.get('/api/pcsx/positions/saved?domain=acme.com');
  const cart = await page.request.get('/api/pcsx/job_cart?domain=acme.com');
  expect(saved.ok() && cart.ok()).toBe(true);
  return {
    saved: ((await saved.json()) as { data: { savedPositions: { id: number }[] } }).data.savedPositions.map((position) => position.id),
    cart: ((await cart.json()) as { data: { data: { jobCartData: { id: number }[] } } }).data.data.jobCartData.map((position) => position.id),
  };
}

/** Makes sure the job is neither saved nor in ada's job cart before the visitor asks for it (in a session of its own). */
async function clearJobForAda(browser: Browser, jobId: number): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, ADA);
  await page.goto(`/careers/job/${jobId}?domain=acme.com`);
  await expect(details(page).getByRole('button', { name: /^(Save job|Unsave)$/ })).toBeVisible();
  const unsave = details(page).getByRole('button', { name: 'Unsave' });
  if (await unsave.isVisible()) await unsave.click();
  const removeFromCart = details(page).getByRole('button', { name: 'Remove from job cart' });
  if (await removeFromCart.isVisible()) await removeFromCart.click();
  await expect(details(page).getByRole('button', { name: 'Save job' })).toBeVisible();
  await expect(details(page).getByRole('button', { name: 'Add to job cart' })).toBeVisible();
  const lists = await adasLists(page);
  expect(lists.saved).not.toContain(jobId);
  expect(lists.cart).not.toContain(jobId);
  await context.close();
}

async function logInThroughDialog(page: Page): Promise<void> {
  const modal = page.getByTestId('auth-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Email').fill(ADA);
  await modal.getByLabel('Password').fill('portico-demo');
  await modal.getByRole('button', { name: 'Log in' }).click();
}

test.describe('the action a visitor asked for runs after log-in', () => {
  test('Save job, then logging in through the dialog: the job is saved, the button and a status say so', async ({ page, browser }) => {
    const job = await openJob(page, 1);
    await clearJobForAda(browser, job.id);
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await details(page).getByRole('button', { name: 'Save job' }).click();
    await logInThroughDialog(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(toasts(page).getByText('You are logged in, and the job is saved.')).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Unsave' })).toHaveAttribute('aria-pressed', 'true');
    expect((await adasLists(page)).saved).toContain(job.id);
    expect(await page.evaluate(() => sessionStorage.getItem('portico.pendingAction'))).toBeNull();

    await page.goto('/careers/saved-jobs?domain=acme.com');
    await expect(
      page
        .getByRole('region', { name: /Saved jobs/ })
        .getByRole('link', { name: job.title })
        .first(),
    ).toBeVisible();
    // It ran once: a reload does not say it again.
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await expect(details(page).getByRole('button', { name: 'Unsave' })).toBeVisible();
    await expect(toasts(page).getByText('You are logged in, and the job is saved.')).toHaveCount(0);
  });

  test('Save job, then logging in on the full log-in page (the dialog could not load): the job is saved', async ({ page, browser }) => {
    const job = await openJob(page, 2);
    await clearJobForAda(browser, job.id);
    // The dialog's chunk fails: the visitor is sent to the log-in page and comes back after.
    await page.route(/\/AuthDialog-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await details(page).getByRole('button', { name: 'Save job' }).click();
    await expect(page).toHaveURL(/\/careers\/login\?/, { timeout: 30_000 });
    await page.getByLabel('Email').fill(ADA);
    await page.getByLabel('Password').fill('portico-demo');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/job/${job.id}\\?domain=acme\\.com`));
    await expect(toasts(page).getByText('You are logged in, and the job is saved.')).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Unsave' })).toHaveAttribute('aria-pressed', 'true');
    expect((await adasLists(page)).saved).toContain(job.id);
  });

  test('Add to job cart, then logging in through the dialog: the job is in the cart and the button says so', async ({ page, browser }) => {
    const job = await openJob(page, 3);
    await clearJobForAda(browser, job.id);
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await details(page).getByRole('button', { name: 'Add to job cart' }).click();
    await logInThroughDialog(page);
    await expect(toasts(page).getByText('You are logged in, and the job is in your job cart.')).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Remove from job cart' })).toBeVisible();
    const lists = await adasLists(page);
    expect(lists.cart).toContain(job.id);
    expect(lists.saved).not.toContain(job.id);
    // Leave the cart as it was for other specs.
    await details(page).getByRole('button', { name: 'Remove from job cart' }).click();
    await expect(details(page).getByRole('button', { name: 'Add to job cart' })).toBeVisible();
  });

  test('Notify me, then logging in through the dialog: the search is saved and the button says so', async ({ page }) => {
    // A place no earlier run saved a search for: the saved search is new.
    const place = `Ushuaia ${Date.now()}`;
    await page.goto(`/careers?domain=acme.com&query=astronomer&location=${encodeURIComponent(place)}`);
    await page.getByRole('button', { name: 'Notify me about jobs like these' }).click();
    await logInThroughDialog(page);
    await expect(toasts(page).getByText('You are logged in. We will let you know about new jobs like these.')).toBeVisible();
    const on = page.getByRole('button', { name: 'Notifications on for this search' });
    await expect(on).toHaveAttribute('aria-pressed', 'true');
    // Leave ada's saved searches as they were.
    await on.click();
    await expect(page.getByRole('button', { name: 'Notify me about jobs like these' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('Save job, then creating an account in the dialog: the terms and onboarding gate come first, the job is saved after it', async ({ page }) => {
    const job = await openJob(page, 6);
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await details(page).getByRole('button', { name: 'Save job' }).click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Create an account' }).click();
    await modal.getByLabel('Full name').fill('Katherine Johnson');
    await modal.getByLabel('Email').fill(`katherine+${Date.now()}@example.com`);
    await modal.getByLabel('Password').fill('friendship-7-1962');
    await modal.getByRole('button', { name: 'Create an account' }).click();

    // A new candidate is stopped by acme's terms: the action waits behind the gate.
    const terms = page.getByRole('alertdialog', { name: 'Acme candidate terms' });
    await expect(terms).toBeVisible();
    await expect(toasts(page).getByText(/^You are logged in/)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portico.pendingAction'))).not.toBeNull();
    // The log-in reloads the page, rendered on the server behind the gate: it answers once hydrated.
    await waitForHydration(page);
    const reload = page.waitForEvent('load');
    await terms.getByRole('button', { name: 'Accept' }).click();
    await reload;
    await waitForHydration(page);

    // Then the profile bootstrapping screen: still waiting.
    await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
    await expect(toasts(page).getByText(/^You are logged in/)).toHaveCount(0);
    await page.getByLabel('Location').fill('Hampton, VA');
    await page.getByRole('textbox', { name: 'Skills' }).fill('Orbital mechanics');
    await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Past the gate, the job is saved and the page says so.
    await expect(toasts(page).getByText('You are logged in, and the job is saved.')).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Unsave' })).toHaveAttribute('aria-pressed', 'true');
    const saved = await page.request.get('/api/pcsx/positions/saved?domain=acme.com');
    const ids = ((await saved.json()) as { data: { savedPositions: { id: number }[] } }).data.savedPositions.map((position) => position.id);
    expect(ids).toEqual([job.id]);
    expect(await page.evaluate(() => sessionStorage.getItem('portico.pendingAction'))).toBeNull();
  });

  test('closing the dialog without logging in drops the action: a later log-in saves nothing', async ({ page, browser }) => {
    const job = await openJob(page, 4);
    await clearJobForAda(browser, job.id);
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await details(page).getByRole('button', { name: 'Save job' }).click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await logInThroughDialog(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    expect((await adasLists(page)).saved).not.toContain(job.id);
  });

  test('a crafted link with an action in it does nothing', async ({ page, browser }) => {
    const job = await openJob(page, 5);
    await clearJobForAda(browser, job.id);
    const action = JSON.stringify({ type: 'saveJob', pid: String(job.id) });
    const stored = JSON.stringify({ action: { type: 'addToCart', pid: String(job.id) }, domain: 'acme.com', at: Date.now() });
    const crafted = `/careers/job/${job.id}?domain=acme.com&pendingAction=${encodeURIComponent(action)}&portico.pendingAction=${encodeURIComponent(stored)}&action=saveJob&pid=${job.id}#pendingAction=${encodeURIComponent(stored)}`;
    // Opened by a visitor who then logs in …
    await page.goto(crafted);
    expect(await page.evaluate(() => sessionStorage.getItem('portico.pendingAction'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await logInThroughDialog(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(details(page).getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    // … and by a candidate already logged in.
    await page.goto(crafted);
    await expect(details(page).getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
    await expect(details(page).getByRole('button', { name: 'Add to job cart' })).toBeVisible();
    const lists = await adasLists(page);
    expect(lists.saved).not.toContain(job.id);
    expect(lists.cart).not.toContain(job.id);
    await expect(toasts(page).getByText(/^You are logged in/)).toHaveCount(0);
  });
});
