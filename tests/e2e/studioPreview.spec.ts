import type { Page } from '@playwright/test';
import { previewUrl, type PreviewDraftMessage, type PreviewToStudioMessage } from '../../engine/studio/previewProtocol';
import { expect as baseExpect, test } from './fixtures';
import { loginAs } from './loginAs';

// The machine running these is shared and busy: give a first render and a page load more room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits arbitrary config paths
type Json = Record<string, any>;
const PUBLISHED_HEADING = "Build what's next at Acme";

/**
 * A stand-in for the studio: this site's page frames the preview and keeps the messages it answers
 * (the studio page embeds it the same way, with the protocol of engine/studio/previewProtocol.ts).
 */
async function framePreview(page: Page, src: string): Promise<void> {
  await page.evaluate((address) => {
    const studio = window as unknown as { previewMessages: unknown[] };
    studio.previewMessages = [];
    window.addEventListener('message', (event) => {
      if (event.origin === location.origin) studio.previewMessages.push(event.data);
    });
    const frame = document.createElement('iframe');
    frame.id = 'preview';
    frame.title = 'Preview';
    frame.src = address;
    frame.style.cssText = 'width: 1024px; height: 720px; border: 2px solid #888';
    document.body.prepend(frame);
  }, src);
}

const answers = (page: Page) => page.evaluate(() => (window as unknown as { previewMessages: PreviewToStudioMessage[] }).previewMessages);
const sendDraft = (page: Page, message: PreviewDraftMessage) =>
  page.evaluate((data) => (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(data, location.origin), message);

test('the consultant previews acme’s draft as its sample candidate: the frame shows it, refuses a broken one, saves nothing', async ({ page, browser }) => {
  await loginAs(page, 'consultant@portico.dev');
  const published = (await (await page.request.get('/api/studio/employers/acme.com/config')).json()) as { published: { config: Json } };
  const draft = structuredClone(published.published.config);
  draft.pcsxConfig.branding.heroImages.jobs.heading = 'Drafted in the studio';
  draft.theme.colors.pageBackground = '#fdf4ff';

  await page.goto('/careers?domain=acme.com');
  await framePreview(page, previewUrl('/careers', 'acme.com', 'sample'));
  const preview = page.frameLocator('#preview');
  await expect.poll(() => answers(page)).toContainEqual({ type: 'portico-studio-preview-ready' });
  await expect(preview.getByText(PUBLISHED_HEADING)).toBeVisible();
  // The sample candidate is logged in there, not the consultant.
  await expect(preview.getByRole('banner').getByRole('button', { name: 'Log out', includeHidden: true }).first()).toBeAttached();

  await sendDraft(page, { type: 'portico-studio-preview', id: 1, config: draft });
  await expect(preview.getByText('Drafted in the studio')).toBeVisible();
  await expect(preview.getByText(PUBLISHED_HEADING)).toHaveCount(0);
  await expect.poll(() => answers(page)).toContainEqual({ type: 'portico-studio-preview-rendered', id: 1 });
  // The theme is built again from the draft.
  await expect(preview.locator('body')).toHaveCSS('background-color', 'rgb(253, 244, 255)');
  await page.screenshot({ path: test.info().outputPath('studio-preview.png') });

  const broken = structuredClone(draft);
  broken.pcsxConfig.branding.heroImages.jobs.heading = 'Never shown';
  broken.pages.jobs.layout[0].widget = 'colums';
  await sendDraft(page, { type: 'portico-studio-preview', id: 2, config: broken });
  await expect
    .poll(async () => (await answers(page)).find((answer) => 'id' in answer && answer.id === 2))
    .toMatchObject({ type: 'portico-studio-preview-invalid', errors: [{ pointer: '/pages/jobs/layout/0/widget' }] });
  await expect(preview.getByText('Drafted in the studio')).toBeVisible();

  // Saving a job in the preview is refused and said so; the sample candidate's saved jobs are unchanged.
  const savedBefore = await page.request.get('/api/pcsx/positions/saved?domain=acme.com', { headers: { 'X-Portico-Preview': 'sample' } });
  expect(savedBefore.ok()).toBe(true);
  await preview
    .getByTestId('position-details')
    .getByRole('button', { name: /Save job|Saved/ })
    .click();
  await expect(preview.getByText("This is the studio's preview: nothing you do here is saved.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('studio-preview-refused.png') });
  const savedAfter = await page.request.get('/api/pcsx/positions/saved?domain=acme.com', { headers: { 'X-Portico-Preview': 'sample' } });
  expect(await savedAfter.json()).toEqual(await savedBefore.json());

  // A visitor sees the published portal.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/careers?domain=acme.com');
  await expect(visitorPage.getByText(PUBLISHED_HEADING)).toBeVisible();
  await expect(visitorPage.getByText('Drafted in the studio')).toHaveCount(0);
  await visitor.close();
});

test('a candidate’s page with ?studioPreview is the normal one, which nothing may frame', async ({ page }) => {
  await loginAs(page, 'ada@example.com');
  const response = await page.request.get(previewUrl('/careers/dashboard', 'acme.com', 'visitor'));
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
