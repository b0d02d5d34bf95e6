import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { OFFER_CONSTANTS } from '../../engine/offers/offerConstants';
import type { ServerContext } from '../http/requestContext';
import { registerEsignWidgetRoutes } from './esignWidgetRoutes';
import { registerOfferApiRoutes } from './offerApiRoutes';

/**
 * The offers area: the API of spec section 7 and the hosted e-signature widget. Multipart parsing is
 * registered inside this plugin's own scope, so other areas keep their own upload rules.
 */
export function registerOffersArea(app: FastifyInstance, context: ServerContext): void {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // Two files are let through so the second can be refused with the spec's message, not a generic limit.
      limits: {
        files: OFFER_CONSTANTS.uploadFileLimit + 1,
        fileSize: OFFER_CONSTANTS.maxSignedPdfBytes,
        fields: 10,
        fieldSize: 10_000,
        parts: 16,
      },
    });
    registerOfferApiRoutes(scope, context);
    registerEsignWidgetRoutes(scope, context);
  });
}
