import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessageError } from '../../../engine/i18n/Message';
import { OFFER_CONSTANTS } from '../../../engine/offers/offerConstants';
import { usePortal } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { useMessageText } from '../../shared/useMessageText';
import { useAcceptOffer, useDeclineOffer, useInvalidateOffers, type AcceptInput } from '../data/offerActions';
import { OFFERS_PATH, offerSearch } from '../shared/offerPaths';

/**
 * Accept and decline with the spec's snackbars (section 8). Success: the message (15 s for a signed
 * document) and back to the offers list. Failure: the server's message, else the default; nothing
 * else changes, so the form keeps what the candidate typed.
 */
export function useOfferDecisions() {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const { domain } = usePortal();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const invalidate = useInvalidateOffers();
  const toList = () => void navigate({ to: OFFERS_PATH, search: offerSearch(domain) });
  const success = (title: string) => toaster.create({ type: 'success', title, duration: OFFER_CONSTANTS.successSnackbarMs, closable: true });
  const failure = (error: unknown, fallback: string) =>
    toaster.create({ type: 'error', title: error instanceof MessageError ? text(error.userMessage) : fallback, closable: true });

  return {
    accepting: accept.isPending,
    declining: decline.isPending,
    accept: (input: AcceptInput) =>
      accept.mutate(input, {
        onSuccess: () => {
          success(t('offers.letter.signedDocument'));
          toList();
        },
        onError: (error) => failure(error, t('offers.letter.acceptFailed')),
      }),
    decline: (offerId: string, onFailed?: () => void) =>
      decline.mutate(offerId, {
        onSuccess: () => {
          success(t('offers.letter.rejectedOffer'));
          toList();
        },
        onError: (error) => {
          failure(error, t('offers.letter.declineFailed'));
          onFailed?.();
        },
      }),
    /** The hosted widget signed (ESIGN) or rejected (REJECT): the server already knows, so no accept call. */
    esignFinished: (outcome: 'signed' | 'rejected', isLetter: boolean) => {
      void invalidate();
      success(outcome === 'rejected' ? t('offers.letter.esignRejected') : isLetter ? t('offers.letter.signedOfferLetter') : t('offers.letter.signedDocument'));
      toList();
    },
  };
}
