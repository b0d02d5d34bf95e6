import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { CreateApiKeyRequest, PositionInput, PositionResult } from '../../schemas/generated/api/integrations';
import { apiRef, responses } from '../http/apiSchemas';
import { errorBody, notFound } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { noPortal, studioAccess } from '../studio/studioAccess';
import { apiKeyCounter, createApiKey, integrationAccess, listApiKeys, revokeApiKey } from './apiKeys';
import { checkApplicationInput, checkInterviewInput } from './eventInput';
import { checkPositionInput, isExternalId } from './positionInput';
import { storeApplication, type StoreOutcome } from './storeApplication';
import { storeInterview } from './storeInterview';
import { closePosition, storePositions } from './storePositions';
import { checkOfferInput, MAX_OFFER_DOCUMENT_BYTES } from './offerInput';
import { cancelOffer, storeOffer, type OfferOutcome } from './storeOffer';
import { message } from '../../engine/i18n/Message';
import { queueAlertMatching } from '../alerts/queueAlertMatching';

const ref = (definition: string) => apiRef('integrations', definition);
const domainParams = apiRef('studio', 'StudioDomainParams');

/** A bulk call carries up to 1,000 positions with their descriptions. */
const BULK_BODY_LIMIT = 20 * 1024 * 1024;
/**
 * Per key, sized so that a bulk load runs at the server's own pace: 600 bulk calls a minute is up to
 * 600,000 positions a minute (10,000 a second), well above what one process stores (about 600 to
 * 1,000 a second: npm run bench:api), so an ATS loading its whole catalogue one call after another is
 * never slowed by it; it stops a client gone wrong. Single calls (one-by-one updates) 1,200 a minute.
 * Over either, 429 with Retry-After.
 */
const BULK_RATE_LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute', keyGenerator: apiKeyCounter } };
const ITEM_RATE_LIMIT = { rateLimit: { max: 1200, timeWindow: '1 minute', keyGenerator: apiKeyCounter } };
/** An offer carries up to 10 documents; its body up to two files of the largest size (base64) and the rest. */
const OFFER_BODY_LIMIT = Math.ceil((2 * MAX_OFFER_DOCUMENT_BYTES * 4) / 3) + 1024 * 1024;

/** An offer refused: 422 for its body, 409 when it would undo what the candidate (or the employer) did; each with its message key. */
const OFFER_REFUSALS = {
  invalid: { status: 422, code: 'invalid_offer', message: message('offers.refusal.atsOfferInvalid') },
  document_signed: { status: 409, code: 'offer_document_signed', message: message('offers.refusal.atsDocumentSigned') },
  not_open: { status: 409, code: 'offer_not_open', message: message('offers.refusal.atsOfferNotOpen') },
} as const;

type ExternalIdParams = { Params: { externalId: string } };

/**
 * Jobs come in from the employer's applicant tracking system (issue 21). An employer's admins (and
 * consultants) create, list and revoke API keys in the studio; integration calls send one as
 * `Authorization: Bearer <key>` and no cookies, so they take no CSRF token, and act on the key's
 * employer only. Positions are keyed by their ATS id: created or updated (idempotent), closed, or
 * sent in bulk, where each item is checked on its own and good items are stored whatever the others.
 *
 * Applications and interviews are PUT the same way (201 created, 200 updated or unchanged, 422 with
 * errors by JSON pointer). A reference in the body the key's employer does not have (a candidate's
 * e-mail, a position's or an application's ATS id) is a 422 at its pointer, like any other bad field:
 * 404 stays for the address's own record (DELETE of an unknown position). The ATS attaches
 * applications only to candidates who have an account on the portal. Each change the candidate should
 * know of becomes a notification, once.
 *
 * Offers are PUT the same way, whole (their documents with their PDFs inline), on one of the
 * employer's applications: created (201, the candidate is told the offer is extended), revised (200,
 * told once per revision) or unchanged (200). What the candidate did stands: a signed document is not
 * replaced, changed or removed, and an offer accepted, declined or canceled is not changed (409, each
 * with its own error_code). DELETE cancels an open offer (the spec's Canceled: "Cancellation comes
 * from the server").
 */
export function registerIntegrationRoutes(app: FastifyInstance, context: ServerContext): void {
  const { db, now } = context;
  const editor = studioAccess(context);
  const integration = integrationAccess(db, now);

  app.get<{ Params: { domain: string } }>(
    '/api/studio/employers/:domain/api-keys',
    { preValidation: editor, schema: { params: domainParams, response: responses(200, ref('ApiKeyListResponse')) } },
    async (request) => ({ keys: await listApiKeys(db, request.params.domain) }),
  );

  app.post<{ Params: { domain: string }; Body: CreateApiKeyRequest }>(
    '/api/studio/employers/:domain/api-keys',
    { preValidation: editor, schema: { params: domainParams, body: ref('CreateApiKeyRequest'), response: responses(201, ref('CreateApiKeyResponse')) } },
    async (request, reply) => {
      if (!context.configs.has(request.params.domain)) throw notFound(noPortal(request.params.domain));
      const created = await createApiKey(db, request.params.domain, request.body.name, request.studioEditor.email);
      return reply.code(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.delete<{ Params: { domain: string; id: number } }>(
    '/api/studio/employers/:domain/api-keys/:id',
    { preValidation: editor, schema: { params: ref('ApiKeyParams'), response: { ...responses(200, apiRef('common', 'OkResponse')), 204: { type: 'null' } } } },
    async (request, reply) => {
      if (!(await revokeApiKey(db, request.params.domain, request.params.id, now()))) throw notFound(message('studio.refusal.apiKeyNotFound'));
      return reply.code(204).send();
    },
  );

  const invalid = (errors: ConfigError[]) => ({ message: 'The position is not valid.', error_code: 'invalid_position' as const, errors });

  app.put<ExternalIdParams & { Body: PositionInput }>(
    '/api/integrations/positions/:externalId',
    {
      config: { csrf: false, ...ITEM_RATE_LIMIT },
      preValidation: integration,
      schema: {
        params: ref('ExternalIdParams'),
        response: { ...responses(200, ref('PositionResult'), 422), 201: ref('PositionResult'), 422: ref('PositionErrorResponse') },
      },
    },
    async (request, reply) => {
      const checked = checkPositionInput(request.body);
      if (!checked.ok) return reply.code(422).send(invalid(checked.errors));
      const [result] = await storePositions(db, request.integration.domain, [{ externalId: request.params.externalId, input: checked.position }], now());
      if (result!.status !== 'unchanged') await queueAlertMatching(context.jobs, request.integration.domain);
      return reply.code(result!.status === 'created' ? 201 : 200).send(result);
    },
  );

  app.delete<ExternalIdParams>(
    '/api/integrations/positions/:externalId',
    {
      config: { csrf: false, ...ITEM_RATE_LIMIT },
      preValidation: integration,
      schema: { params: ref('ExternalIdParams'), response: responses(200, ref('PositionResult')) },
    },
    async (request) => {
      const result = await closePosition(db, request.integration.domain, request.params.externalId, now());
      if (!result) throw notFound(`No position with the external id ${request.params.externalId}.`);
      return result;
    },
  );

  app.post<{ Body: { positions: unknown[] } }>(
    '/api/integrations/positions/bulk',
    {
      bodyLimit: BULK_BODY_LIMIT,
      config: { csrf: false, ...BULK_RATE_LIMIT },
      preValidation: integration,
      schema: { body: ref('BulkPositionsRequest'), response: responses(200, ref('BulkPositionsResponse')) },
    },
    async (request) => {
      const results: (PositionResult | undefined)[] = [];
      const good: { index: number; externalId: string; input: PositionInput }[] = [];
      request.body.positions.forEach((item, index) => {
        const { externalId, ...fields } = (item ?? {}) as Record<string, unknown>;
        if (!isExternalId(externalId)) {
          results[index] = {
            externalId: typeof externalId === 'string' ? externalId.slice(0, 200) : null,
            status: 'invalid',
            errors: [{ pointer: '/externalId', message: 'is required: 1 to 200 letters, digits or . _ : ~ -' }],
          };
          return;
        }
        const checked = checkPositionInput(fields);
        if (checked.ok) good.push({ index, externalId, input: checked.position });
        else results[index] = { externalId, status: 'invalid', errors: checked.errors };
      });
      const stored = await storePositions(db, request.integration.domain, good, now());
      good.forEach((item, n) => (results[item.index] = stored[n]));
      if (stored.some((result) => result.status !== 'unchanged')) await queueAlertMatching(context.jobs, request.integration.domain);
      return { results: results as PositionResult[] };
    },
  );

  const eventRoute = <Input>(
    url: string,
    errorCode: 'invalid_application' | 'invalid_interview',
    message: string,
    check: (input: unknown) => { ok: true; value: Input } | { ok: false; errors: ConfigError[] },
    store: (domain: string, externalId: string, input: Input) => Promise<StoreOutcome>,
  ) =>
    app.put<ExternalIdParams>(
      url,
      {
        config: { csrf: false, ...ITEM_RATE_LIMIT },
        preValidation: integration,
        schema: {
          params: ref('ExternalIdParams'),
          response: { ...responses(200, ref('EventResult'), 422), 201: ref('EventResult'), 422: ref('EventErrorResponse') },
        },
      },
      async (request, reply) => {
        const checked = check(request.body);
        const stored = checked.ok ? await store(request.integration.domain, request.params.externalId, checked.value) : checked;
        if (!stored.ok) return reply.code(422).send({ message, error_code: errorCode, errors: stored.errors });
        return reply.code(stored.result.status === 'created' ? 201 : 200).send(stored.result);
      },
    );

  eventRoute('/api/integrations/applications/:externalId', 'invalid_application', 'The application is not valid.', checkApplicationInput, (domain, id, input) =>
    storeApplication(db, domain, id, input, now()),
  );
  eventRoute('/api/integrations/interviews/:externalId', 'invalid_interview', 'The interview is not valid.', checkInterviewInput, (domain, id, input) =>
    storeInterview(db, domain, id, input, now()),
  );

  const offerAnswer = (reply: FastifyReply, outcome: OfferOutcome) => {
    if (outcome.ok) return reply.code(outcome.result.status === 'created' ? 201 : 200).send(outcome.result);
    const refusal = OFFER_REFUSALS[outcome.refusal];
    return reply.code(refusal.status).send({ ...errorBody(refusal.message, refusal.code), errors: outcome.errors });
  };
  const offerResponses = {
    ...responses(200, ref('OfferResult'), 422),
    201: ref('OfferResult'),
    409: ref('OfferErrorResponse'),
    422: ref('OfferErrorResponse'),
  };

  app.put<ExternalIdParams>(
    '/api/integrations/offers/:externalId',
    {
      bodyLimit: OFFER_BODY_LIMIT,
      config: { csrf: false, ...ITEM_RATE_LIMIT },
      preValidation: integration,
      schema: { params: ref('ExternalIdParams'), response: offerResponses },
    },
    async (request, reply) => {
      const checked = checkOfferInput(request.body);
      const outcome: OfferOutcome = checked.ok
        ? await storeOffer(db, request.integration.domain, request.params.externalId, checked.value, now())
        : { ok: false, refusal: 'invalid', errors: checked.errors };
      return offerAnswer(reply, outcome);
    },
  );

  app.delete<ExternalIdParams>(
    '/api/integrations/offers/:externalId',
    {
      config: { csrf: false, ...ITEM_RATE_LIMIT },
      preValidation: integration,
      schema: { params: ref('ExternalIdParams'), response: offerResponses },
    },
    async (request, reply) => {
      const outcome = await cancelOffer(db, request.integration.domain, request.params.externalId, now());
      if (!outcome) throw notFound(message('offers.refusal.atsOfferNotFound', { externalId: request.params.externalId }));
      return offerAnswer(reply, outcome);
    },
  );
}
