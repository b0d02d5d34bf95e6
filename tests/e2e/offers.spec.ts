import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './expectNoAxeViolations';
import { expect, test } from './fixtures';
import { loginAs } from './loginAs';

/**
 * Offers end to end as ada against the real server and her seeded offers (server/seed/seedOffers.ts).
 * Tests in one run share the database, so each test that changes an offer uses its own offer.
 */

interface ApiDocument {
  id: number;
  name: string;
  type: string;
  status: string;
  under_revision: boolean;
}
interface ApiOffer {
  id: number;
  status: string;
  position: { name: string };
  offer_documents: ApiDocument[];
}

async function adaOffers(page: Page): Promise<ApiOffer[]> {
  const response = await page.request.get('/api/offer/offers?domain=acme.com');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiOffer[] }).data;
}

/** The seeded offer that fits (each test picks a different one). */
async function findOffer(page: Page, fits: (offer: ApiOffer) => boolean): Promise<ApiOffer> {
  const offer = (await adaOffers(page)).find(fits);
  expect(offer, 'a seeded offer of this kind').toBeDefined();
  return offer!;
}

const onlyLetter = (type: string) => (offer: ApiOffer) =>
  offer.status === 'Extended' && offer.offer_documents[0]?.type === type && offer.offer_documents.every((doc) => !doc.under_revision);

const offerCard = (page: Page, id: number) => page.getByTestId('offer-card').filter({ has: page.locator(`a[href^="/careers/offer/${id}?"]`) });

/** WCAG 2.2 AA on the offer page in the state the test has reached (a dialog, a step, a message). */
const expectAxeClean = (page: Page) => expectNoAxeViolations(page);

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

test.beforeEach(async ({ page }) => {
  await loginAs(page, 'ada@example.com');
});

test('the offers list shows a card per offer with status, dates, Action required and links carrying the domain', async ({ page }) => {
  await page.goto('/careers/offers?domain=acme.com');
  await expect(page.getByRole('heading', { name: 'Offers', level: 2 })).toBeVisible();
  const offers = await adaOffers(page);
  await expect(page.getByTestId('offer-card')).toHaveCount(offers.length);
  const expired = offers.find((offer) => offer.status === 'Expired')!;
  const expiredCard = offerCard(page, expired.id);
  await expect(expiredCard.getByTestId('offer-status')).toHaveText(/Expired/);
  await expect(expiredCard.getByText('Action required')).toHaveCount(0);
  const open = offers.find(onlyLetter('typed_signature'))!;
  const openCard = offerCard(page, open.id);
  await expect(openCard.getByText('Action required')).toBeVisible();
  await expect(openCard.getByText(/^Expires \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(openCard.getByText(/^Updated \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(openCard.getByRole('link', { name: 'View job offer' })).toHaveAttribute('href', `/careers/offer/${open.id}?domain=acme.com`);
  await expectAxeClean(page);
});

test('an expired offer shows Expired and its message, with View buttons only', async ({ page }) => {
  const expired = await findOffer(page, (offer) => offer.status === 'Expired');
  await page.goto(`/careers/offer/${expired.id}?domain=acme.com`);
  await expect(page.getByRole('heading', { name: `Job offer for ${expired.position.name}` })).toBeVisible();
  await expect(page.getByTestId('offer-status-message')).toHaveText('The job offer has expired. Review your offer letter in the attached document.');
  await expect(page.getByTestId('offer-status')).toHaveText(/Expired/);
  await expect(page.getByTestId('offer-document-status').first()).toHaveText(/^Expired \d\d\/\d\d\/\d{4}$/);
  await expect(page.getByRole('link', { name: 'Start' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View' })).toHaveCount(expired.offer_documents.length);
  await expect(page.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'none');
  await expectAxeClean(page);
  // View opens the letter in the PDF viewer, without a form: the offer can no longer be signed.
  await page.getByRole('link', { name: 'View' }).first().click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit signed offer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Download/ })).toBeVisible();
  await expectAxeClean(page);
});

test('the revision warning shows when a document is under revision, and those buttons are disabled', async ({ page }) => {
  const revised = await findOffer(page, (offer) => offer.offer_documents.some((doc) => doc.under_revision));
  await page.goto(`/careers/offer/${revised.id}?domain=acme.com`);
  await expect(page.getByText('Documents are being revised. Please check back later.')).toBeVisible();
  const cards = page.getByTestId('offer-document');
  const letter = cards.filter({ hasText: 'Offer letter' });
  await expect(letter.getByTestId('offer-document-status')).toHaveText('Document is being revised.');
  await expect(letter.getByRole('button', { name: 'Start' })).toBeDisabled();
  const revision = cards.filter({ hasText: 'Relocation addendum' });
  await expect(revision.getByTestId('offer-document-status')).toHaveText('Document is being revised');
  await expect(revision.getByRole('button')).toBeDisabled();
  const pending = cards.filter({ hasText: 'Background check consent' });
  await expect(pending.getByTestId('offer-document-status')).toHaveText(/^Last updated \d\d\/\d\d\/\d{4}$/);
  await expect(pending.getByRole('button', { name: 'Start' })).toBeDisabled();
  await expectAxeClean(page);
});

test('confetti plays on the first visit of an extended offer only', async ({ page }) => {
  const open = await findOffer(page, (offer) => offer.offer_documents.some((doc) => doc.under_revision));
  await page.goto(`/careers/offer/${open.id}?domain=acme.com`);
  await expect(page.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'played');
  await expect(page.locator('body > canvas')).toBeAttached();
  await page.reload();
  await expect(page.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'visited');
  await page.goto('/careers/offers?domain=acme.com');
  await offerCard(page, open.id).getByRole('link', { name: 'View job offer' }).click();
  await expect(page.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'visited');
});

test('no confetti for people who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const open = await findOffer(page, (offer) => offer.offer_documents.some((doc) => doc.under_revision));
  await page.goto(`/careers/offer/${open.id}?domain=acme.com`);
  await expect(page.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'reduced');
  await expect(page.locator('body > canvas')).toHaveCount(0);
});

test('another candidate’s offer id, or no offer, sends back to the offers list', async ({ page, browser }) => {
  const adaOffer = (await adaOffers(page))[0]!;
  await page.goto('/careers/offer/999999?domain=acme.com');
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  const other = await browser.newContext();
  const grace = await other.newPage();
  await loginAs(grace, 'grace@example.com');
  await grace.goto(`/careers/offer/${adaOffer.id}?domain=acme.com`);
  await expect(grace).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await grace.goto(`/careers/offer-letter/${adaOffer.id}?domain=acme.com`);
  await expect(grace).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await other.close();
});

test('e-signature: the hosted sign widget signs the letter and the offer becomes Accepted; in German, it and its refusals are German', async ({ page }) => {
  const offer = await findOffer(page, onlyLetter('e_signature'));
  // Issue 20: a German page opens the widget in German, and the server's refusal of a wrong name (its key) shows in German.
  await page.goto(`/careers/offer-letter/${offer.id}?domain=acme.com&hl=de`);
  const german = page.frameLocator('iframe[title="Offer letter unterschreiben"]');
  await expect(german.locator('html')).toHaveAttribute('lang', 'de');
  await german.getByLabel('Vollständiger Name').fill('Ada');
  await german.getByLabel(/elektronisch zu unterschreiben/).check();
  await german.getByRole('button', { name: 'Unterschreiben', exact: true }).click();
  await expect(german.getByRole('alert')).toHaveText(
    'Bitte geben Sie Ihren vollständigen Namen so ein, wie er im Angebotsschreiben und in Ihrem Profil steht.',
  );

  await page.goto(`/careers/offer/${offer.id}?domain=acme.com`);
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/offer-letter/${offer.id}\\?domain=acme\\.com$`));
  const widget = page.frameLocator('iframe[title="Sign Offer letter"]');
  // A desktop shows the letter at once.
  await expect(widget.locator('iframe[title="Offer letter (PDF)"]')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'View the document' })).toHaveCount(0);
  // A phone opens it on demand (issue 23): its page count and View the document, which puts the PDF in its place, focused.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(widget.getByText(/^PDF, \d+ pages?$/)).toBeVisible();
  await expect(widget.locator('iframe')).toHaveCount(0);
  await expectAxeClean(page);
  await widget.getByRole('button', { name: 'View the document' }).press('Enter');
  await expect(widget.locator('iframe[title="Offer letter (PDF)"]')).toBeFocused();
  await expect(widget.getByRole('button', { name: 'View the document' })).toHaveCount(0);
  await widget.getByLabel('Full name').fill('Ada Lovelace');
  await widget.getByLabel(/I agree to sign it electronically/).check();
  await widget.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Successfully signed the offer letter')).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(offerCard(page, offer.id).getByTestId('offer-status')).toHaveText(/Accepted/);
});

test('typed signature: a wrong name is refused, the right name signs, and the offer becomes Accepted', async ({ page }) => {
  // The letter's page hydrates what the server rendered (pdf.js is not tried on the server: React reported error 419 when it failed there).
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const offer = await findOffer(page, onlyLetter('typed_signature'));
  await page.goto(`/careers/offer/${offer.id}?domain=acme.com`);
  await expect(page.getByTestId('offer-status-message')).toHaveText(
    "Congratulations! We're excited to extend a job offer. Review your offer letter in the attached document and sign electronically when ready",
  );
  await page.getByTestId('offer-document').filter({ hasText: 'Offer letter' }).getByRole('link', { name: 'Start' }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  // Opened at its address (rendered on the server), as a link from an e-mail does.
  await page.reload();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  expect(pageErrors).toEqual([]);
  // Submitted empty: both are required; each message goes once its field is mended.
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByText('I have read the offer and I agree to its terms').click();
  await expect(page.getByRole('checkbox', { name: /I agree to its terms/ })).toBeChecked();
  await expect(page.getByText('This field is required')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Signature' }).fill('  Ada Lovelace ');
  await expect(page.getByText('This field is required')).toHaveCount(0);
  // Trimmed when left: the name as typed, without the spaces around it, is the profile's.
  await page.getByRole('textbox', { name: 'Signature' }).blur();
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue('Ada Lovelace');
  await expect(page.getByText('Please enter your full name as shown on the offer letter and your profile.', { exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Signature' }).fill('Ada Byron');
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Please enter your full name as shown on the offer letter and your profile.', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('textbox', { name: 'Signature' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Successfully signed document')).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(offerCard(page, offer.id).getByTestId('offer-status')).toHaveText(/Accepted/);
  await expect(offerCard(page, offer.id).getByText('Action required')).toHaveCount(0);
});

test('wet signature: three steps, a second file is refused, one signed PDF accepts the offer', async ({ page }) => {
  const offer = await findOffer(page, onlyLetter('wet_signature'));
  await page.goto(`/careers/offer-letter/${offer.id}?domain=acme.com`);
  await expect(page.getByRole('heading', { name: 'Step 1: Review job offer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2: Print & sign or sign digitally' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 3: Upload signed document' })).toBeVisible();
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const upload = page.getByLabel(/Signed document \(one PDF file\)/);
  await upload.setInputFiles([
    { name: 'signed-1.pdf', mimeType: 'application/pdf', buffer: PDF('one') },
    { name: 'signed-2.pdf', mimeType: 'application/pdf', buffer: PDF('two') },
  ]);
  await expect(page.getByText('You should upload at most 1 file')).toBeVisible();
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/offer-letter/${offer.id}`));
  await expectAxeClean(page);
  await upload.setInputFiles({ name: 'signed-offer.pdf', mimeType: 'application/pdf', buffer: PDF('signed') });
  await expect(page.getByText('You should upload at most 1 file')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Successfully signed document')).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(offerCard(page, offer.id).getByTestId('offer-status')).toHaveText(/Accepted/);
});

test('contract: one document signed through the hosted widget, then the offer declined through the modal', async ({ page }) => {
  const offer = await findOffer(
    page,
    (candidate) => candidate.status === 'Contract Extended' && candidate.offer_documents.some((doc) => doc.type === 'e_signature'),
  );
  const agreement = offer.offer_documents.find((doc) => doc.type === 'typed_signature')!;
  const statement = offer.offer_documents.find((doc) => doc.type === 'e_signature')!;
  await page.goto(`/careers/offer/${offer.id}?domain=acme.com`);
  await expect(page.getByTestId('offer-status-message')).toHaveText(
    "Congratulations! We're excited to extend a contract. Review your documents and sign electronically when ready",
  );
  // A contract document with a signing link: the sign widget on the document page.
  await page.getByTestId('offer-document').filter({ hasText: statement.name }).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/offer/${offer.id}/offer-document/${statement.id}\\?domain=acme\\.com$`));
  const widget = page.frameLocator(`iframe[title="Sign ${statement.name}"]`);
  await widget.getByLabel('Full name').fill('Ada Lovelace');
  await widget.getByLabel(/I agree to sign it electronically/).check();
  await widget.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Successfully signed document')).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(offerCard(page, offer.id).getByTestId('offer-status')).toHaveText(/Contract Extended/);
  await offerCard(page, offer.id).getByRole('link', { name: 'View job offer' }).click();
  await expect(page.getByTestId('offer-document').filter({ hasText: statement.name }).getByTestId('offer-document-status')).toHaveText(
    'Document has been signed',
  );

  // Decline: the form must be valid first (section 5), then the confirmation.
  await page.getByTestId('offer-document').filter({ hasText: agreement.name }).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/offer/${offer.id}/offer-document/${agreement.id}\\?domain=acme\\.com$`));
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByText('I have read the offer and I agree to its terms').click();
  await expect(page.getByRole('checkbox', { name: /I agree to its terms/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Signature' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline offer?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Declining removes this offer from your pending opportunities and notifies the company. This cannot be undone.');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Back to offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Decline offer' }).click();
  await expect(page.getByText('Successfully rejected the offer')).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(offerCard(page, offer.id).getByTestId('offer-status')).toHaveText(/Declined/);
});

test('contract: signing its only document accepts the contract (Contract Extended → Contract Accepted)', async ({ page }) => {
  const offer = await findOffer(
    page,
    (candidate) => candidate.status === 'Contract Extended' && candidate.offer_documents.filter((doc) => doc.type !== 'read_only').length === 1,
  );
  const agreement = offer.offer_documents.find((doc) => doc.type === 'typed_signature')!;
  await page.goto(`/careers/offers?domain=acme.com`);
  const card = offerCard(page, offer.id);
  await expect(card.getByTestId('offer-status')).toHaveText(/Contract Extended/);
  await expect(card.getByText('Action required')).toBeVisible();
  await card.getByRole('link', { name: 'View job offer' }).click();
  await expect(page.getByTestId('offer-status-message')).toHaveText(
    "Congratulations! We're excited to extend a contract. Review your documents and sign electronically when ready",
  );
  await page.getByTestId('offer-document').filter({ hasText: agreement.name }).getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/offer/${offer.id}/offer-document/${agreement.id}\\?domain=acme\\.com$`));
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByText('I have read the offer and I agree to its terms').click();
  await expect(page.getByRole('checkbox', { name: /I agree to its terms/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Signature' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Submit signed offer' }).click();
  await expect(page.getByText('Successfully signed document')).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/offers\?domain=acme\.com$/);
  await expect(offerCard(page, offer.id).getByTestId('offer-status')).toHaveText(/Contract Accepted/);
  await expect(offerCard(page, offer.id).getByText('Action required')).toHaveCount(0);
  await offerCard(page, offer.id).getByRole('link', { name: 'View job offer' }).click();
  await expect(page.getByTestId('offer-status-message')).toHaveText("Congratulations! You've accepted the job offer. Review your documents.");
  await expect(page.getByTestId('offer-status')).toHaveText(/Contract Accepted/);
  const signed = page.getByTestId('offer-document').filter({ hasText: agreement.name });
  await expect(signed.getByTestId('offer-document-status')).toHaveText('Document has been signed');
  await expect(signed.getByRole('link', { name: 'View' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start' })).toHaveCount(0);
  await expectAxeClean(page);
});

test('the search page loads none of the offer pages’ heavy parts (pdf.js, its worker, confetti)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => void scripts.push(request.url()));
  await page.goto('/careers/search?domain=acme.com');
  await expect(page.locator('main h1').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /PdfDocument|pdf\.worker|confetti|OfferLetter|OfferDetails/.test(url))).toEqual([]);
});
