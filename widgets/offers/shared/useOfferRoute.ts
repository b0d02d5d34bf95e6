import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../../engine/api/ApiError';
import { usePortal } from '../../shared/PortalContext';
import { useOffer } from '../data/offer';
import { OFFERS_PATH, offerSearch } from './offerPaths';

/** True when the offer does not exist for this candidate (another candidate's id answers 404 too). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * The offer of an offer page from the route's id. Without an id, or when no offer is found, the
 * candidate goes back to the offers list (section 5); `redirecting` is then true.
 */
export function useOfferRoute() {
  const params = useParams({ strict: false }) as { id?: string; documentId?: string };
  const id = params.id || undefined;
  const offer = useOffer(id);
  const navigate = useNavigate();
  const { domain } = usePortal();
  const redirecting = !id || (offer.isError && isMissing(offer.error));
  useEffect(() => {
    if (redirecting) void navigate({ to: OFFERS_PATH, search: offerSearch(domain), replace: true });
  }, [redirecting, navigate, domain]);
  return { id, documentId: params.documentId || undefined, offer, redirecting };
}
