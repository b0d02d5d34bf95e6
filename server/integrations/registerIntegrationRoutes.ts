import type { FastifyInstance } from 'fastify';
import type { ConfigError } from '../../engine/config/ConfigError';
import type { CreateApiKeyRequest, PositionInput, PositionResult } from '../../schemas/generated/api/integrations';
import { apiRef, responses } from '../http/apiSchemas';
import { notFound } from '../http/HttpError';
import type { ServerContext } from '../http/requestContext';
import { noPortal, studioAccess } from '../studio/studioAccess';
import { apiKeyCounter, createApiKey, integrationAccess, listApiKeys, revokeApiKey } from './apiKeys';
import { checkApplicationInput, checkInterviewInput } from './eventInput';
import { checkPositionInput, isExternalId } from './positionInput';
import { storeApplication, type StoreOutcome } from './storeApplication';
import { storeInterview } from './storeInterview';
import { closePosition, storePositions } from './storePositions';
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
}
