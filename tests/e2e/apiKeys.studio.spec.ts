import { request } from '@playwright/test';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';

/**
 * The employer's API keys (issue 21) as an admin meets them in the studio, and what a key does: an
 * ATS sends a job with it (no cookie, no CSRF token), visitors find the job, a revoked key is refused.
 * On the studio's own server (positions added here stay out of the other specs' searches).
 */
test('the acme admin creates a key for the ATS, which sends a job visitors find; once revoked, the key is refused', async ({ page, baseURL }) => {
  // Two studio visits, a log-in, a push and a search: alone 18 s, inside the full suite on a 2-core machine it once used all of 30 s.
  test.setTimeout(60_000);
  await loginAs(page, 'admin@acme.com');
  await page.goto('/careers/studio?domain=acme.com&employer=acme.com');
  await page.getByRole('tab', { name: 'API keys' }).click();
  await expect(page.getByText('No API keys yet.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Name').fill('Workday');
  await page.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByTestId('api-key-created');
  await expect(created).toContainText('Key “Workday” created.');
  const key = (await created.locator('code').textContent())!;
  expect(key).toMatch(/^ptk_/);
  await expect(page.getByTestId('api-keys').getByRole('row', { name: /Workday/ })).toContainText(key.slice(0, 10));
  await expectNoAxeViolations(page, { exclude: ['iframe'], state: 'the API keys tab with a new key' });

  const ats = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
  try {
    const sent = await ats.put('/api/integrations/positions/WD-77', {
      data: { title: 'Wombat Welfare Officer', description: '<p>Care for wombats.</p>', city: 'Hobart', country: 'AU', employmentType: 'Part time' },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    await expect
      .poll(async () => ((await (await page.request.get('/api/pcsx/search?domain=acme.com&query=wombat')).json()) as { data: { count: number } }).data.count, {
        timeout: 5000,
      })
      .toBe(1);
    await page.goto(`/careers/job/${id}?domain=acme.com`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wombat Welfare Officer' })).toBeVisible();

    await page.goto('/careers/studio?domain=acme.com&employer=acme.com');
    await page.getByRole('tab', { name: 'API keys' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke Workday' }).click();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    expect((await ats.put('/api/integrations/positions/WD-77', { data: { title: 'Wombat Welfare Officer', description: 'x' } })).status()).toBe(401);
  } finally {
    await ats.dispose();
  }
});
