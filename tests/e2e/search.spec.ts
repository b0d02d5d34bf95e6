import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect as baseExpect, test } from './fixtures';
import { loginAs } from './loginAs';
import { routeFakeGoogleMaps } from './searchFakeGoogleMaps';

// The machine running these is shared and busy: give a first render and a page load more room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface ApiPosition {
  id: number;
  title: string;
  department: string;
}

async function searchApi(page: Page, params: Record<string, string>): Promise<{ count: number; positions: ApiPosition[] }> {
  const response = await page.request.get(`/api/pcsx/search?${new URLSearchParams({ domain: 'acme.com', ...params })}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { count: number; positions: ApiPosition[] } }).data;
}

const results = (page: Page) => page.getByTestId('search-result');
const details = (page: Page) => page.getByTestId('position-details');
const resultsHeading = (page: Page) => page.locator('#search-results-heading');

test.describe('job search', () => {
  test('searches by keyword and location, keeps the search in the URL and shows the first result', async ({ page }) => {
    const expected = await searchApi(page, { query: 'engineer', location: 'Austin' });
    await page.goto('/careers?domain=acme.com');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await page.getByRole('combobox', { name: 'Location' }).fill('Austin');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/query=engineer/);
    await expect(page).toHaveURL(/location=Austin/);
    await expect(page).toHaveURL(/domain=acme\.com/);
    await expect(resultsHeading(page)).toHaveText(`${expected.count} jobs`);
    await expect(results(page).first()).toContainText(expected.positions[0]!.title);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(expected.positions[0]!.title);
    await expect(results(page).first()).toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: '/tmp/search-acme.png', fullPage: true });
  });

  test('suggests titles as the visitor types and picks one with the keyboard', async ({ page }) => {
    await page.goto('/careers?domain=acme.com');
    const input = page.getByRole('combobox', { name: 'Job title, skill or keyword' });
    await input.fill('eng');
    const listbox = page.getByRole('listbox', { name: 'Job title, skill or keyword' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const first = await listbox.getByRole('option').first().textContent();
    await input.press('ArrowDown');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(first!).replace(/%20/g, '(\\+|%20)')}`));
    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  test('filters after the debounce, sorts, pages to start=10, keeps it all on reload and restores it with back', async ({ page }) => {
    const engineering = await searchApi(page, { filter_department: 'Engineering' });
    await page.goto('/careers?domain=acme.com');
    await expect(results(page).first()).toBeVisible();

    // acme shows its filters on top, each group folded until opened.
    await page.locator('summary', { hasText: 'Department' }).click();
    await page.getByRole('group', { name: 'Department' }).getByText('Engineering', { exact: false }).first().click();
    await expect(page).toHaveURL(/filter_department=Engineering/);
    await expect(resultsHeading(page)).toHaveText(`${engineering.count} jobs`);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('date');
    await expect(page).toHaveURL(/sort_by=date/);
    const sorted = await searchApi(page, { filter_department: 'Engineering', sort_by: 'date' });
    await expect(results(page).first()).toContainText(sorted.positions[0]!.title);

    await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/start=10/);
    const second = await searchApi(page, { filter_department: 'Engineering', sort_by: 'date', start: '10' });
    await expect(results(page).first()).toContainText(second.positions[0]!.title);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(page).toHaveURL(/start=10/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    await expect(page.getByRole('group', { name: 'Department' }).getByRole('checkbox', { name: /Engineering/ })).toBeChecked();
    await expect(results(page).first()).toContainText(second.positions[0]!.title);

    await page.goBack();
    await expect(page).not.toHaveURL(/start=10/);
    await expect(page).toHaveURL(/sort_by=date/);
    await expect(results(page).first()).toContainText(sorted.positions[0]!.title);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort_by/);
    await expect(page).toHaveURL(/filter_department=Engineering/);
    await page.goForward();
    await expect(page).toHaveURL(/sort_by=date/);
  });

  test('a pid in the URL selects that job, and choosing another result puts its pid in the URL', async ({ page }) => {
    const { positions } = await searchApi(page, {});
    const chosen = positions[3]!;
    await page.goto(`/careers?domain=acme.com&pid=${chosen.id}`);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(chosen.title);
    await expect(results(page).nth(3)).toHaveAttribute('aria-current', 'true');
    await results(page).nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`pid=${positions[1]!.id}`));
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(positions[1]!.title);
    await page.goBack();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(chosen.title);
  });

  test('a logged-out save opens the login modal, and show_login_modal=1 opens it too', async ({ page }) => {
    await page.goto('/careers?domain=acme.com');
    await details(page).getByRole('button', { name: 'Save job' }).click();
    const modal = page.getByTestId('auth-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Email')).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    await page.goto('/careers?domain=acme.com&show_login_modal=1');
    await expect(page.getByTestId('auth-modal')).toBeVisible();
  });

  test("'Use my location' searches around the browser's position; a refusal says so", async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 30.2672, longitude: -97.7431 });
    const near = await searchApi(page, { query: 'engineer', location: 'current location', latlong: '30.2672,-97.7431' });
    await page.goto('/careers?domain=acme.com');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/location=current\+location/);
    await expect(page).toHaveURL(/latlong=30\.2672%2C-97\.7431/);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('current location');
    await expect(resultsHeading(page)).toHaveText(`${near.count} jobs`);
    await expect(results(page).first()).toContainText(near.positions[0]!.title);

    await context.clearPermissions();
    await page.goto('/careers?domain=acme.com&location=Austin');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Location access is blocked. Allow it for this site in your browser settings, or type a location.')).toBeVisible();
    await expect(page).toHaveURL(/location=Austin/);
  });

  test('logging in from the navigation clears the sort of the search on screen', async ({ page }) => {
    await page.goto('/careers/search?query=engineer&sort_by=date&domain=acme.com');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const modal = page.getByTestId('auth-modal');
    await modal.getByLabel('Email').fill('ada@example.com');
    await modal.getByLabel('Password').fill('portico-demo');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL(/\/careers\/search\?query=engineer&domain=acme\.com$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    const unsorted = await searchApi(page, { query: 'engineer' });
    await expect(results(page).first()).toContainText(unsorted.positions[0]!.title);
  });

  test("says 'Failed to load positions' when the search fails", async ({ page }) => {
    await page.goto('/careers?domain=acme.com');
    await expect(results(page).first()).toBeVisible();
    // The server rendered the first results; the next search, in the browser, fails.
    await page.route('**/api/pcsx/search?**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('nurse');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Notifications, bottom (alt+T)' }).getByText('Failed to load positions')).toBeVisible();
    await expect(page.locator('#search-results-heading').locator('..').locator('..').getByRole('alert')).toContainText('Failed to load positions');
  });

  test('globex composes the same widgets differently: filters on top and no map', async ({ page }) => {
    await page.goto('/careers?domain=globex.com');
    await expect(results(page).first()).toBeVisible();
    await expect(page.locator('section[data-layout="top"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/search-globex.png', fullPage: true });
  });
});

test.describe('job cart, saving and resume', () => {
  test('adds a job to the job cart and removes it again', async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    const { positions } = await searchApi(page, { query: 'designer' });
    const job = positions[0]!;
    await page.goto(`/careers?domain=acme.com&query=designer&pid=${job.id}`);
    const cart = page.getByRole('region', { name: /Job cart/ });
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(job.title);
    const add = details(page).getByRole('button', { name: 'Add to job cart' });
    const remove = details(page).getByRole('button', { name: 'Remove from job cart' });
    if (await remove.isVisible()) {
      await remove.click();
      await expect(add).toBeVisible();
    }
    await add.click();
    await expect(remove).toBeVisible();
    await expect(cart.getByRole('link', { name: job.title }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/search-acme-loggedin.png', fullPage: true });
    await cart
      .getByRole('button', { name: `Remove ${job.title} from the job cart` })
      .first()
      .click();
    await expect(add).toBeVisible();
  });

  test('turns on notifications for the search on screen', async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await page.goto('/careers?domain=acme.com&query=welder&location=Reykjavik');
    await page.getByRole('button', { name: 'Notify me about jobs like these' }).click();
    await expect(page.getByText('We will let you know about new jobs like these.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications on for this search' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Notifications on for this search' }).click();
    await expect(page.getByRole('button', { name: 'Notify me about jobs like these' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('saves and unsaves a job, and the saved jobs page lists it', async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    const { positions } = await searchApi(page, { query: 'analyst' });
    const job = positions[0]!;
    await page.goto(`/careers/job/${job.id}?domain=acme.com`);
    await expect(details(page).getByRole('heading', { level: 1 })).toHaveText(job.title);
    const save = details(page).getByRole('button', { name: 'Save job' });
    const unsave = details(page).getByRole('button', { name: 'Unsave' });
    if (await unsave.isVisible()) {
      await unsave.click();
      await expect(save).toBeVisible();
    }
    await save.click();
    await expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/careers/saved-jobs?domain=acme.com');
    const saved = page.getByRole('region', { name: /Saved jobs/ });
    await expect(saved.getByRole('link', { name: job.title }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/search-saved.png', fullPage: true });
    await saved
      .getByRole('button', { name: `Unsave ${job.title}` })
      .first()
      .click();
    await expect(saved.getByRole('button', { name: `Unsave ${job.title}` })).toHaveCount(0);
  });

  test('uploads a resume after confirmation; cancel closes the confirmation', async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await page.goto('/careers?domain=acme.com');
    const panel = page.getByRole('region', { name: 'Your resume' });
    const file = {
      name: 'ada-resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Ada Lovelace\nAustin, TX\nSkills: TypeScript, React, SQL, Kubernetes\n'),
    };
    await panel.getByTestId('resume-file-input').setInputFiles(file);
    const confirm = page.getByRole('alertdialog', { name: 'Upload this resume?' });
    await expect(confirm).toContainText('ada-resume.txt will be uploaded');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await panel.getByTestId('resume-file-input').setInputFiles(file);
    await confirm.getByRole('button', { name: 'Upload' }).click();
    await page.screenshot({ path: '/tmp/search-upload.png' });
    await expect(page.getByText('Resume uploaded. Your profile and job matches are updated.')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Your resumes' })).toContainText('ada-resume.txt');
  });

  test('a file of another type is refused before upload', async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await page.goto('/careers?domain=acme.com');
    const panel = page.getByRole('region', { name: 'Your resume' });
    await panel.getByTestId('resume-file-input').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(panel.getByRole('alert')).toHaveText('This file type is not allowed. Upload one of: doc, docx, pdf, txt, png, jpg, jpeg.');
  });

  test("shows 'File could not be uploaded.' when the upload fails", async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await page.route('**/api/pcsx/upload_resume**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await page.goto('/careers?domain=acme.com');
    const panel = page.getByRole('region', { name: 'Your resume' });
    await panel.getByTestId('resume-file-input').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Upload' }).click();
    await expect(panel.getByRole('alert')).toHaveText('File could not be uploaded.');
  });
});

test.describe('job page', () => {
  test('serves schema.org JobPosting JSON-LD, a title and a meta description without a browser', async ({ request }) => {
    const search = await request.get('/api/pcsx/search?domain=acme.com&query=engineer');
    const job = ((await search.json()) as { data: { positions: ApiPosition[] } }).data.positions[0]!;
    const response = await request.get(`/careers/job/${job.id}?domain=acme.com`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${job.title} | Acme Corporation</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const posting = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(job.title);
    expect(typeof posting.description).toBe('string');
    expect(typeof posting.datePosted).toBe('string');
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Acme Corporation' });
    expect(posting.employmentType).toEqual(expect.any(String));
    expect(posting.jobLocation ?? posting.jobLocationType).toBeDefined();

    const privatePage = await request.get(`/careers/job/private?pid=${job.id}&domain=acme.com`);
    expect(await privatePage.text()).toContain('"@type":"JobPosting"');
  });

  test('answers a job that does not exist with 404 and noindex, and the page says it could not load it', async ({ page, request }) => {
    const response = await request.get('/careers/job/999999999?domain=acme.com');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('<script id="portico-boot"');
    await page.goto('/careers/job/999999999?domain=acme.com');
    await expect(page.getByText('Failed to load position details').first()).toBeVisible();
    // Why, in the server's words; trying again cannot bring it.
    await expect(page.getByText('This position does not exist or is no longer available.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('shows the position with apply links, and the private page applies privately', async ({ page }) => {
    const { positions } = await searchApi(page, { query: 'engineer' });
    const job = positions[0]!;
    await page.goto(`/careers/job/${job.id}-some-slug?domain=acme.com`);
    await expect(details(page).getByRole('heading', { level: 1 })).toHaveText(job.title);
    // The job is the page: one h1, and the title the server sent stays after hydration.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(`${job.title} | Acme Corporation`);
    await expect(page.getByRole('heading', { name: 'Job insights' })).toBeVisible();
    await page.screenshot({ path: '/tmp/search-job.png', fullPage: true });
    await expect(details(page).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/careers/apply?pid=${job.id}&domain=acme.com`);
    await page.goto(`/careers/job/private?pid=${job.id}&domain=acme.com`);
    await expect(details(page).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/careers/apply/private?pid=${job.id}&domain=acme.com`);
  });
});

test.describe('job page config overrides', () => {
  test("a closed position's overrides hide its match details; an open one shows them", async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    // Ada's job cart holds a closed position (seeded); the server's override for it: no match details.
    const cart = await page.request.get('/api/pcsx/job_cart?domain=acme.com');
    const closedId = ((await cart.json()) as { data: { data: { invalidPositionIds: string[] } } }).data.data.invalidPositionIds[0];
    expect(closedId, 'a closed position in the seeded job cart').toBeDefined();
    const overrides = await page.request.get(`/api/pcsx/config_overrides?domain=acme.com&position_id=${closedId}`);
    expect((await overrides.json()) as unknown).toEqual({ data: { overrides: { pcsxConfig: { positionDetailsConfig: { showMatchDetails: false } } } } });

    // The job pages are rendered on the server with each position's overrides applied, and stay so once hydrated.
    const { positions } = await searchApi(page, { query: 'engineer' });
    const heading = (name: string) => new RegExp(`<h[1-6][^>]*>${name}</h[1-6]>`);
    const openPage = await (await page.request.get(`/careers/job/${positions[0]!.id}?domain=acme.com`)).text();
    expect(openPage).toMatch(heading('Your match'));
    const closedPage = await (await page.request.get(`/careers/job/${closedId}?domain=acme.com`)).text();
    expect(closedPage).toMatch(heading('Job insights'));
    expect(closedPage.match(heading('Your match')), 'no match details on the closed job').toBeNull();

    await page.goto(`/careers/job/${positions[0]!.id}?domain=acme.com`);
    await expect(details(page).getByRole('heading', { name: 'Your match' })).toBeVisible();
    await expect(details(page).getByRole('heading', { name: 'Job insights' })).toBeVisible();

    await page.goto(`/careers/job/${closedId}?domain=acme.com`);
    await expect(details(page).getByRole('button', { name: 'This job is closed' })).toBeDisabled();
    await expect(details(page).getByRole('heading', { name: 'Job insights' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(details(page).getByRole('heading', { name: 'Your match' })).toHaveCount(0);
  });
});

test.describe('map', () => {
  test('loads the map on demand with the fake google.maps, shows pins and searches the visible area', async ({ page }) => {
    await routeFakeGoogleMaps(page);
    await page.goto('/careers?domain=acme.com');
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByTestId('fake-map')).toBeVisible();
    await expect(page.getByTestId('fake-marker').first()).toBeVisible();
    const options = await page.evaluate(() => (window as unknown as { __fakeMapOptions: Record<string, unknown> }).__fakeMapOptions);
    expect(options).toMatchObject({ minZoom: 1, maxZoom: 13, fullscreenControl: false, mapTypeControl: false, streetViewControl: false });
    expect(await page.evaluate(() => (window as unknown as { __fakeMapPadding: number }).__fakeMapPadding)).toBe(100);
    await page.screenshot({ path: '/tmp/search-map.png' });
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/location=Map(\+|%20)Area/);
    await expect(page).toHaveURL(/map_bounds=/);
    await expect(resultsHeading(page)).toHaveText(/\d+ jobs?/);
  });
});

test.describe('accessibility', () => {
  // The map's tiles and markers are the map provider's (faked here), not the portal's.
  const axe = (page: Page, state: string) => expectNoAxeViolations(page, { exclude: ['[data-testid="fake-map"]'], state });

  test('the search page, its map view and a job page have no axe violations', async ({ page }) => {
    // Four pages and four axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await routeFakeGoogleMaps(page);
    await page.goto('/careers?domain=acme.com');
    await expect(details(page).getByRole('heading', { level: 2 })).toBeVisible();
    await axe(page, 'the search page');
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByTestId('fake-marker').first()).toBeVisible();
    await axe(page, 'the map view');
    const { positions } = await searchApi(page, {});
    await page.goto(`/careers/job/${positions[0]!.id}?domain=acme.com`);
    await expect(details(page)).toBeVisible();
    await axe(page, 'a job page');
  });

  test('a chosen filter chip and a map that failed to load have no axe violations', async ({ page }) => {
    await page.route('https://maps.googleapis.com/**', (route) => route.abort());
    await page.goto('/careers?domain=acme.com');
    const chips = page.getByRole('list', { name: 'Quick filters' }).getByRole('button');
    await chips.first().click();
    await expect(chips.and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    await expect(results(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The map could not be loaded.' })).toBeVisible();
    await axe(page, 'a chosen filter chip and the map error');
  });

  test('the saved jobs page has no axe violations', async ({ page }) => {
    await loginAs(page, 'ada@example.com');
    await page.goto('/careers/saved-jobs?domain=acme.com');
    // The list's heading (the page's h1 is its name for screen readers), with its count once the list has loaded.
    await expect(page.getByRole('heading', { level: 2, name: /^Saved jobs \(\d+\)/ })).toBeVisible();
    await axe(page, 'the saved jobs page');
  });
});

test.describe('server-rendered pages', () => {
  test('the search page and a job page show their jobs to a browser that runs no scripts', async ({ browser, request }) => {
    const expected = await (await request.get('/api/pcsx/search?domain=acme.com&query=engineer')).json();
    const { count, positions } = (expected as { data: { count: number; positions: ApiPosition[] } }).data;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers?domain=acme.com&query=engineer');
    await expect(resultsHeading(page)).toHaveText(`${count} jobs`);
    await expect(results(page).first()).toContainText(positions[0]!.title);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(positions[0]!.title);
    await page.goto(`/careers/job/${positions[1]!.id}?domain=acme.com`);
    await expect(details(page).getByRole('heading', { level: 1 })).toHaveText(positions[1]!.title);
    await context.close();
  });

  test('the search form works before the scripts run, keeping the employer and the language', async ({ browser, request }) => {
    const expected = (await (await request.get('/api/pcsx/search?domain=globex.com&query=engineer')).json()) as { data: { count: number } };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers?domain=globex.com&hl=en');
    await page.getByRole('combobox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/careers\?(?=.*domain=globex\.com)(?=.*hl=en)(?=.*query=engineer)/);
    await expect(resultsHeading(page)).toHaveText(`${expected.data.count} jobs`);
    await context.close();
  });

  test("the employer's HTML stays as the server sent it until its sanitizer has loaded, and the page answers meanwhile", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/gen\/js\/sanitizeHtml-[^/]*\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    // goto returns once the page is hydrated: hydrating does not wait for the sanitizer.
    await page.goto('/careers?domain=acme.com');
    const whyAcme = page.getByRole('main').getByText('We offer flexible work', { exact: false });
    await expect(whyAcme).toBeVisible();
    await expect(page.getByTestId('footer')).not.toBeEmpty();
    const second = results(page).nth(1);
    const title = (await second.getByRole('heading', { level: 3 }).textContent())!;
    await second.getByRole('heading', { level: 3 }).click();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(title);
    await expect.poll(() => held.length, { message: 'the sanitizer is asked for once the browser is idle' }).toBe(1);
    release();
    await expect(page.locator('main strong', { hasText: 'flexible work' })).toBeVisible();
  });

  test('the browser hydrates the markup without errors, keeps its data and then answers clicks', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
    const searches: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/pcsx/search') && searches.push(request.url())));
    await page.goto('/careers?domain=acme.com&query=designer');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(searches, 'the results the server rendered are not asked for again').toEqual([]);
    const second = results(page).nth(1);
    const title = (await second.getByRole('heading', { level: 3 }).textContent())!;
    await second.getByRole('heading', { level: 3 }).click();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(page).toHaveURL(/pid=/);
  });

  test("Chakra's global styles come with the page under the name the page gives for them: the browser takes them over, one set, kept on a visit", async ({
    page,
  }) => {
    const response = await page.goto('/careers?domain=acme.com');
    const html = await response!.text();
    const name = /"chakraGlobal":"([a-z0-9-]+)"/.exec(html)?.[1];
    expect(name, 'the page names its global styles').toBeTruthy();
    expect(html).toContain(`<style data-emotion="css-global ${name}" data-s="">`);
    await expect(page.locator('#root[data-hydrated="true"]')).toBeAttached();
    // One style element declares the tokens (Emotion took the page's over); the tokens apply.
    const tokenStyles = await page
      .locator('style')
      .evaluateAll((styles) => styles.filter((style) => style.textContent?.includes('--chakra-spacing-4:')).length);
    expect(tokenStyles).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-spacing-4').trim())).toBe('1rem');
    // A client-side visit to another page keeps them.
    await page.getByRole('link', { name: 'See engineering roles' }).click();
    await expect(page).toHaveURL(/engineer/i);
    expect(await page.locator('style').evaluateAll((styles) => styles.filter((style) => style.textContent?.includes('--chakra-spacing-4:')).length)).toBe(1);
  });

  test("the page's style elements stay where they are while it hydrates, and their rules are not inserted again", async ({ page }) => {
    // Moving a <style> makes the browser take the style sheets in again and restyle every element (tens of ms on a phone).
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { movedStyles: string[] }).movedStyles = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof HTMLStyleElement) moved.push(node.getAttributeNames().join(' '));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/careers?domain=acme.com');
    await expect(page.locator('#root[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([]);
    // The server's rules are Emotion's already: a rule it inserted again would be a second copy of one the page holds.
    const copies = await page.evaluate(() => {
      const server = document.querySelector('style[data-portico-styles]')!.textContent!;
      const added = [...document.querySelectorAll('style[data-emotion="css"]')].flatMap((style) => [...(style as HTMLStyleElement).sheet!.cssRules]);
      return added.filter((rule) => rule instanceof CSSStyleRule && server.includes(`${rule.selectorText}{`)).map((rule) => rule.cssText);
    });
    expect(copies).toEqual([]);
  });
});
