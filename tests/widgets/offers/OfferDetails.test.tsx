import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OfferDetails, { OfferView } from '../../../widgets/offers/offerDetails/OfferDetails';
import type { Offer } from '../../../schemas/generated/api/offers';
import { installBrowserStubs } from '../renderWithProviders';
import { apiDocument, apiOffer, json, NOW, PAST } from './offerApiFixtures';
import { renderOfferRoute } from './renderOfferRoute';

const confetti = vi.hoisted(() => {
  const fire = vi.fn(async () => undefined);
  return { fire, create: vi.fn(() => fire) };
});
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: confetti.create }) }));

// The first render loads Chakra and its styles: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  installBrowserStubs();
  // Lazy chunks (the PDF viewer) can take more than findBy's default second on a busy machine.
  configure({ asyncUtilTimeout: 10_000 });
});
beforeEach(() => {
  window.localStorage.clear();
  confetti.fire.mockClear();
  confetti.create.mockClear();
});
afterEach(() => vi.restoreAllMocks());

const noFetch = () => json({}, 500);
const showOffer = (offer: Offer, confettiOn = false) =>
  renderOfferRoute(() => <OfferView offer={offer} confetti={confettiOn} now={NOW} />, { path: '/careers/offer/1', handler: noFetch });

/** The offer page's message per status, quoted from the spec (section 4). */
const STATUS_MESSAGES = {
  Expired: 'The job offer has expired. Review your offer letter in the attached document.',
  Extended: "Congratulations! We're excited to extend a job offer. Review your offer letter in the attached document and sign electronically when ready",
  Accepted: "Congratulations! You've accepted the job offer. Review your offer letter in the attached document.",
  Declined: "You've declined the job offer. Review your offer letter in the attached document.",
  Canceled: 'The job offer has been canceled. Review your offer letter in the attached document.',
  'Contract Extended': "Congratulations! We're excited to extend a contract. Review your documents and sign electronically when ready",
  'Contract Accepted': "Congratulations! You've accepted the job offer. Review your documents.",
};

describe('offer page', () => {
  it.each([
    ['Extended', apiOffer()],
    ['Expired', apiOffer({ expires_at: PAST })],
    ['Accepted', apiOffer({ status: 'Accepted' })],
    ['Declined', apiOffer({ status: 'Declined' })],
    ['Canceled', apiOffer({ status: 'Canceled' })],
    ['Contract Extended', apiOffer({ status: 'Contract Extended' })],
    ['Contract Accepted', apiOffer({ status: 'Contract Accepted' })],
  ] as const)('shows the %s status message', async (status, offer) => {
    showOffer(offer);
    expect(await screen.findByTestId('offer-status-message')).toHaveTextContent(STATUS_MESSAGES[status]);
    expect(screen.getByRole('heading', { name: 'Job offer for Staff Engineer' })).toBeInTheDocument();
  });

  it('applies the button and status rules of section 4 to each document card', async () => {
    showOffer(
      apiOffer({
        offer_documents: [
          apiDocument({ id: 1, name: 'Letter' }),
          apiDocument({ id: 2, name: 'Consent', status: 'Pending', document_type: 'Consent' }),
          apiDocument({ id: 3, name: 'Benefits', status: 'Read Only', document_type: 'Benefits' }),
          apiDocument({ id: 4, name: 'Addendum', status: 'Revision', document_type: 'Addendum' }),
          apiDocument({ id: 5, name: 'Agreement', status: 'Signed', b64_string: null, url: null, document_type: 'Contract' }),
          apiDocument({ id: 6, name: 'Policy', status: 'Signed', document_type: 'Policy' }),
        ],
      }),
    );
    const card = async (name: string) => (await screen.findAllByTestId('offer-document')).find((c) => within(c).queryByRole('heading', { name }))!;
    const letter = await card('Letter');
    expect(within(letter).getByText('Expires 03/15/2025')).toBeInTheDocument();
    expect(within(letter).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/careers/offer-letter/1?domain=acme.com');
    const pending = await card('Consent');
    expect(within(pending).getByText('Last updated 02/20/2025')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Start' })).toBeDisabled();
    const readOnly = await card('Benefits');
    expect(within(readOnly).getByText('Document available for your review')).toBeInTheDocument();
    expect(within(readOnly).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/careers/offer/1/offer-document/3?domain=acme.com');
    const revision = await card('Addendum');
    expect(within(revision).getByText('Document is being revised')).toBeInTheDocument();
    expect(within(revision).getByRole('button', { name: 'View' })).toBeDisabled();
    const generating = await card('Agreement');
    expect(within(generating).getByText('Document has been signed. Signed document is being generated')).toBeInTheDocument();
    expect(within(generating).getByRole('button', { name: 'View' })).toBeDisabled();
    const signed = await card('Policy');
    expect(within(signed).getByText('Document has been signed')).toBeInTheDocument();
    expect(within(signed).getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByText('Documents are being revised. Please check back later.')).not.toBeInTheDocument();
  });

  it('shows the revision warning and disables the document under revision', async () => {
    showOffer(apiOffer({ offer_documents: [apiDocument({ under_revision: true })] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Documents are being revised. Please check back later.');
    expect(screen.getByText('Document is being revised.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('offers View only once the offer has expired', async () => {
    showOffer(apiOffer({ expires_at: PAST }));
    expect(await screen.findByText('Expired 03/05/2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByText('Start')).not.toBeInTheDocument();
  });

  it('plays confetti with 200 pieces on the first visit of an extended offer only', async () => {
    showOffer(apiOffer(), true);
    await waitFor(() => expect(confetti.fire).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 200 })));
    // The page records the outcome in the render after the effect that fired it: not always at once.
    await waitFor(() => expect(screen.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'played'));
    cleanup();
    showOffer(apiOffer(), true);
    await waitFor(() => expect(screen.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'visited'));
    expect(confetti.fire).toHaveBeenCalledTimes(1);
  });

  it('plays no confetti for an offer that is not open, nor for people who prefer reduced motion', async () => {
    showOffer(apiOffer({ status: 'Accepted' }), true);
    expect(await screen.findByTestId('offer-page')).toHaveAttribute('data-confetti', 'none');
    cleanup();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    showOffer(apiOffer({ id: 9 }), true);
    await waitFor(() => expect(screen.getByTestId('offer-page')).toHaveAttribute('data-confetti', 'reduced'));
    expect(matchMedia).toHaveBeenCalled();
    expect(confetti.fire).not.toHaveBeenCalled();
  });

  it('loads the offer of the route once, with the domain, and shows it', async () => {
    const { fetch } = renderOfferRoute(() => <OfferDetails confetti={false} />, {
      path: '/careers/offer/1?domain=acme.com',
      handler: () => json({ data: apiOffer({ status: 'Accepted' }) }),
    });
    expect(await screen.findByRole('heading', { name: 'Job offer for Staff Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Offers/ })).toHaveAttribute('href', '/careers/offers?domain=acme.com');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/offer/1?domain=acme.com']);
  });

  it('goes back to the offers list when the offer is not found (another candidate’s id)', async () => {
    renderOfferRoute(() => <OfferDetails />, { path: '/careers/offer/99', handler: () => json({ message: 'Offer not found' }, 404) });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/careers/offers?domain=acme.com'));
  });

  it('shows a failure with Try again when the offer cannot be loaded for another reason', async () => {
    renderOfferRoute(() => <OfferDetails />, { path: '/careers/offer/1', handler: () => json({ message: 'down' }, 503) });
    expect(await screen.findByText("We couldn't load this offer. Please try again.")).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/careers/offer/1');
  });
});
