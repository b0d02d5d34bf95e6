import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { MessageError, message } from '../../../engine/i18n/Message';
import type { Offer, OfferResponse } from '../../../schemas/generated/api/offers';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

/** What the candidate gives when accepting: a typed signature, or the signed PDF (wet signature). */
export interface AcceptInput {
  offerId: string;
  /** Set on /offer/{id}/offer-document/{documentId}: accept that document, then ask its esign status. */
  documentId?: string;
  signature?: string;
  agree?: boolean;
  file?: File;
}

/** The multipart form of section 7: the PDF as signed_offer_letter_pdf_file (offer) or signed_document_file (document). */
export function buildAcceptForm(input: AcceptInput): FormData {
  const form = new FormData();
  if (input.signature !== undefined) form.append('signature', input.signature);
  if (input.agree !== undefined) form.append('agree', String(input.agree));
  if (input.file) form.append(input.documentId ? 'signed_document_file' : 'signed_offer_letter_pdf_file', input.file, input.file.name);
  return form;
}

const base = (offerId: string) => `/api/offer/offers/${encodeURIComponent(offerId)}`;

/**
 * POST accept (the offer's letter, or one document then its esign_status). A failure carries the
 * server's message, else the API layer's default (section 8).
 */
export async function acceptOffer(api: ApiClient, domain: string, input: AcceptInput): Promise<Offer> {
  const params = { domain };
  try {
    if (!input.documentId) {
      return (await api.rawPost<OfferResponse>(`${base(input.offerId)}/accept`, buildAcceptForm(input), { params })).data;
    }
    const path = `${base(input.offerId)}/${encodeURIComponent(input.documentId)}`;
    const accepted = await api.rawPost<OfferResponse>(`${path}/accept`, buildAcceptForm(input), { params });
    await api.post(`${path}/esign_status`, {}, { params });
    return accepted.data;
  } catch (error) {
    throw new MessageError(getFailureMessage(error, message(input.documentId ? 'offers.letter.acceptDocumentApiDefault' : 'offers.letter.acceptOfferApiDefault')), { cause: error });
  }
}

/** POST decline. A failure carries the server's message, else the API layer's default. */
export async function declineOffer(api: ApiClient, domain: string, offerId: string): Promise<Offer> {
  try {
    return (await api.post<OfferResponse>(`${base(offerId)}/decline`, {}, { params: { domain } })).data;
  } catch (error) {
    throw new MessageError(getFailureMessage(error, message('offers.letter.declineApiDefault')), { cause: error });
  }
}

/** After any change the list and the offer are stale: refetch them (the list shows the new status). */
function useInvalidateOffers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['offers'] });
}

export function useAcceptOffer() {
  const api = useApiClient();
  const { domain } = usePortal();
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: (input: AcceptInput) => acceptOffer(api, domain, input), onSuccess: invalidate });
}

export function useDeclineOffer() {
  const api = useApiClient();
  const { domain } = usePortal();
  const invalidate = useInvalidateOffers();
  return useMutation({ mutationFn: (offerId: string) => declineOffer(api, domain, offerId), onSuccess: invalidate });
}

/** After the hosted widget signed or rejected, the server already knows: only refetch. */
export { useInvalidateOffers };
