import type { ReactNode } from 'react';
import type { PortalInfo } from '../../../widgets/shared/PortalContext';
import { fakePortal, renderWithProviders, type FetchHandler } from '../renderWithProviders';

/** The app's offer routes: an offers widget reads its ids from them. */
const OFFER_ROUTES = [
  '/careers/offers',
  '/careers/offer/$id',
  '/careers/offer/$id/offer-document/$documentId',
  '/careers/offer-letter/$id',
  '/careers/offer-letter',
];

/**
 * Renders an offers widget on the app's offer routes, with the request layer answering through
 * `handler`, the toaster and the current location shown (renderWithProviders does the rest).
 */
export function renderOfferRoute(ui: () => ReactNode, { path, handler, portal = fakePortal }: { path: string; handler: FetchHandler; portal?: PortalInfo }) {
  return renderWithProviders(ui, { portal, at: path, routes: OFFER_ROUTES, fetch: handler, showLocation: true, toaster: true });
}
