import { requestLanguage } from '../i18n/requestLanguage';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentContentQuery, Offer, OfferDocumentParams, OfferIdParams } from '../../schemas/generated/api/offers';
import { apiRef, responses } from '../http/apiSchemas';
import { notFound } from '../http/HttpError';
import type { Candidate } from '../db/Database';
import { requireViewer, type ServerContext } from '../http/requestContext';
import { message } from '../../engine/i18n/Message';
import { effectiveStatus } from '../../engine/offers/effectiveStatus';
import { acceptDocument } from './acceptDocument';
import { declineOffer } from './offerActions';
import { findDocument, findOwnOffer, listDocuments, listOwnOffers, readDocumentContent, type OfferRow } from './offerRows';
import { pickOfferLetter, presentOffer, type PresentContext } from './presentOffer';
import { sendPdf } from './sendPdf';

/** Offer mutations: a handful a minute is plenty for a person; more is a script. Counted per candidate. */
export const OFFER_MUTATION_RATE_LIMIT = {
  rateLimit: {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => request.viewer?.id ?? request.ip,
  },
};

/** The offers API of spec section 7. Everything is the viewer's own, within the request's employer. */
export function registerOfferApiRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  const presentContext = (request: FastifyRequest): PresentContext => ({
    domain: request.portal.domain,
    candidateFullName: requireViewer(request).full_name,
    now: now(),
    portalOrigin: request.portal.publicUrl,
    language: requestLanguage(request, request.portal.config.defaultLanguage),
  });
  /** The offer as the API answers it after a change (documents without their bytes). */
  const reloadOffer = async (request: FastifyRequest, offer: OfferRow): Promise<Offer> => {
    const fresh = await findOwnOffer(db, requireViewer(request), request.portal.domain, String(offer.id));
    return presentOffer(fresh, await listDocuments(db, [fresh.id], { inline: false }), presentContext(request));
  };

  app.get(
    '/api/offer/offers',
    {
      schema: {
        querystring: apiRef('common', 'DomainQuery'),
        response: responses(200, apiRef('offers', 'OfferListResponse')),
      },
    },
    async (request) => {
      const offers = await listOwnOffers(db, requireViewer(request), request.portal.domain);
      const documents = await listDocuments(
        db,
        offers.map((offer) => offer.id),
        { inline: false },
      );
      const context = presentContext(request);
      return { data: offers.map((offer) => presentOffer(offer, documents, context)) };
    },
  );

  app.get<{ Params: OfferIdParams }>(
    '/api/offer/:id',
    {
      schema: {
        params: apiRef('offers', 'OfferIdParams'),
        querystring: apiRef('common', 'DomainQuery'),
        response: responses(200, apiRef('offers', 'OfferResponse')),
      },
    },
    async (request) => {
      const offer = await findOwnOffer(db, requireViewer(request), request.portal.domain, request.params.id);
      return {
        data: presentOffer(offer, await listDocuments(db, [offer.id], { inline: true }), presentContext(request)),
      };
    },
  );

  app.get<{ Params: OfferDocumentParams; Querystring: DocumentContentQuery }>(
    '/api/offer/offers/:id/documents/:documentId/content',
    {
      schema: {
        params: apiRef('offers', 'OfferDocumentParams'),
        querystring: apiRef('offers', 'DocumentContentQuery'),
      },
    },
    async (request, reply) => {
      const offer = await findOwnOffer(db, requireViewer(request), request.portal.domain, request.params.id);
      const document = await findDocument(db, offer.id, request.params.documentId);
      const { bytes } = await readDocumentContent(db, document.id);
      if (!bytes) throw notFound(message('offers.letter.noContent'));
      const download = request.query.download === '1' || request.query.download === 'true';
      return sendPdf(reply, bytes, document.name, download);
    },
  );

  /** An offer action: rate-limited per candidate, on the viewer's own offer (and document), answering the given response. */
  const offerAction = <Params extends OfferIdParams>(
    url: string,
    params: 'OfferIdParams' | 'OfferDocumentParams',
    response: 'OfferResponse' | 'EsignStatusResponse',
    act: (request: FastifyRequest<{ Params: Params }>, viewer: Candidate, offer: OfferRow) => Promise<unknown>,
  ) =>
    app.post<{ Params: Params }>(
      url,
      { config: OFFER_MUTATION_RATE_LIMIT, schema: { params: apiRef('offers', params), response: responses(200, apiRef('offers', response)) } },
      async (request) => {
        const viewer = requireViewer(request);
        const offer = await findOwnOffer(db, viewer, request.portal.domain, (request.params as OfferIdParams).id);
        return { data: await act(request, viewer, offer) };
      },
    );

  offerAction('/api/offer/offers/:id/accept', 'OfferIdParams', 'OfferResponse', async (request, viewer, offer) => {
    const letter = pickOfferLetter(await listDocuments(db, [offer.id], { inline: false }));
    await acceptDocument(request, db, viewer, offer, letter, now);
    return reloadOffer(request, offer);
  });

  offerAction('/api/offer/offers/:id/decline', 'OfferIdParams', 'OfferResponse', async (request, _viewer, offer) => {
    await declineOffer(db, offer.id, now());
    return reloadOffer(request, offer);
  });

  offerAction<OfferDocumentParams>('/api/offer/offers/:id/:documentId/accept', 'OfferDocumentParams', 'OfferResponse', async (request, viewer, offer) => {
    await acceptDocument(request, db, viewer, offer, await findDocument(db, offer.id, request.params.documentId), now);
    return reloadOffer(request, offer);
  });

  offerAction<OfferDocumentParams>(
    '/api/offer/offers/:id/:documentId/esign_status',
    'OfferDocumentParams',
    'EsignStatusResponse',
    async (request, _viewer, offer) => {
      const document = await findDocument(db, offer.id, request.params.documentId);
      return {
        offer_id: offer.id,
        document_id: document.id,
        status: document.status as Offer['offer_documents'][number]['status'],
        signed: document.signed,
        offer_status: effectiveStatus(offer, now()) as Offer['status'],
      };
    },
  );
}
