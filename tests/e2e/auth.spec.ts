import { expect, test, waitForHydration } from './fixtures';

test('ada logs in from the auth modal of a protected page and stays on it, logged in', async ({ page }) => {
  await page.goto('/careers/dashboard?domain=acme.com');
  const modal = page.getByTestId('auth-modal');
  await modal.getByLabel('Email').fill('ada@example.com');
  await modal.getByLabel('Password').fill('portico-demo');
  await modal.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('auth-modal')).toHaveCount(0);
  await expect(page).toHaveURL(/\/careers\/dashboard\?domain=acme\.com$/);
  await expect(page.getByRole('banner')).toContainText('Ada Lovelace');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The logged-in navigation of the employer's config.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers' })).toBeVisible();
});

test('a wrong password shows a clear error and keeps what was typed', async ({ page }) => {
  await page.goto('/careers/login?domain=acme.com');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not right. Please try again.');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
});

test('an empty or malformed field is named at the field, focused, and its message goes once it is mended; the other form starts clean', async ({ page }) => {
  await page.goto('/careers/login?domain=acme.com');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const email = main.getByLabel('Email');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByText('Email is required')).toBeVisible();
  await expect(main.getByText('Password is required')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('ada@');
  await expect(main.getByText('Email is invalid. Use the format "name@example.com".')).toBeVisible();
  await email.fill('ada@example.com');
  await expect(main.getByText(/^Email is/)).toHaveCount(0);
  await main.getByLabel('Password').fill('wrong-password');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not right. Please try again.');
  // Creating an account instead: the log-in's refusal is not this form's.
  await main.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await main.getByLabel('Password').fill('short');
  await main.getByRole('button', { name: 'Create an account' }).click();
  await expect(main.getByText('Full name is required')).toBeVisible();
  await expect(main.getByLabel('Full name')).toBeFocused();
  await expect(main.getByText('At least 8 characters.')).toBeVisible();
  await expect(main.getByText(/Invalid request/)).toHaveCount(0);
});

test('the login page follows a same-origin next address after login, and log out ends the session', async ({ page }) => {
  await page.goto('/candidate/login?domain=acme.com&next=%2Fcareers%2Foffers%3Fdomain%3Dacme.com');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('portico-demo');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(page.getByTestId('auth-modal')).toHaveCount(0);
  // The offers page the log-in opens is rendered on the server: Log out answers once it is hydrated.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/careers\?domain=acme\.com$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a new candidate creates an account from the modal', async ({ page }) => {
  await page.goto('/careers?domain=globex.com');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const modal = page.getByTestId('auth-modal');
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await modal.getByLabel('Full name').fill('Mae Jemison');
  await modal.getByLabel('Email').fill(`mae+${Date.now()}@example.com`);
  await modal.getByLabel('Password').fill('endeavour-1992');
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('banner')).toContainText('Mae Jemison');
});
