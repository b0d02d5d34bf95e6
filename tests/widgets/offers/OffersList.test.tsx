import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import OffersList from '../../../widgets/offers/offersList/OffersList';
import { resolvePortalSettings } from '../../../engine/portal/PortalSettings';
import { fakePortal, installBrowserStubs } from '../renderWithProviders';
import { apiDocument, apiOffer, json, PAST } from './offerApiFixtures';
import { renderOfferRoute } from './renderOfferRoute';

// The first render loads Chakra and its styles: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  installBrowserStubs();
  // Lazy chunks (the PDF viewer) can take more than findBy's default second on a busy machine.
  configure({ asyncUtilTimeout: 10_000 });
});
afterEach(() => vi.useRealTimers());

const offers = [
  apiOffer({ id: 1, position: { id: 1, name: 'Staff Engineer' } }),
  apiOffer({ id: 2, position: { id: 2, name: 'Data Engineer' }, status: 'Extended', expires_at: PAST }),
  apiOffer({ id: 3, position: { id: 3, name: 'Designer' }, status: 'Accepted', hide_offer_status: true, offer_documents: [apiDocument({ status: 'Signed' })] }),
];

const listAnswer = (data: unknown) => (url: string) => (url.startsWith('/api/offer/offers') ? json({ data }) : json({}, 404));

describe('offers list', () => {
  it('shows a card per offer with status, date line, Action required and Expires only for an open unexpired offer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-03-10T12:00:00Z') });
    const { fetch } = renderOfferRoute(() => <OffersList />, { path: '/careers/offers', handler: listAnswer(offers) });
    expect(await screen.findByRole('heading', { name: 'Offers', level: 2 })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards).toHaveLength(3);
    const [open, expired, hidden] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(open).getByText('Action required')).toBeInTheDocument();
    expect(within(open).getByText('Expires 03/15/2025')).toBeInTheDocument();
    expect(within(open).getByText('Updated 02/20/2025')).toBeInTheDocument();
    expect(within(open).getByTestId('offer-status')).toHaveTextContent('Extended');
    expect(within(expired).getByTestId('offer-status')).toHaveTextContent('Expired');
    expect(within(expired).queryByText('Action required')).not.toBeInTheDocument();
    expect(within(expired).queryByText(/^Expires/)).not.toBeInTheDocument();
    expect(within(hidden).queryByTestId('offer-status')).not.toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'View job offer' })).toHaveAttribute('href', '/careers/offer/1?domain=acme.com');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/offer/offers?domain=acme.com');
  });

  it('says No offers found when the list is empty', async () => {
    renderOfferRoute(() => <OffersList />, { path: '/careers/offers', handler: listAnswer([]) });
    expect(await screen.findByText('No offers found')).toBeInTheDocument();
  });

  it('hides the Offers header in career hub mode', async () => {
    const portal = { ...fakePortal, settings: resolvePortalSettings({ domain: 'acme.com', name: 'Acme', pages: {}, offersConfig: { pathMode: 'careerhub' } }) };
    renderOfferRoute(() => <OffersList />, { path: '/careers/offers', handler: listAnswer(offers), portal });
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your job offers' })).toBeInTheDocument();
  });

  it('shows a failure with Try again when the list cannot be loaded', async () => {
    renderOfferRoute(() => <OffersList />, { path: '/careers/offers', handler: () => json({ message: 'down' }, 500) });
    expect(await screen.findByText("We couldn't load your offers. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
