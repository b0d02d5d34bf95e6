import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import homeApiSchema from '../../../schemas/api/home.schema.json';
import type { PageLogQuery, PageLogRequest } from '../../../schemas/generated/api/home';
import { PREVIEW_READ_ONLY_ERROR_CODE } from '../../../engine/studio/previewMarkers';
import { apiRef } from '../../http/apiSchemas';
import { HttpError } from '../../http/HttpError';
import type { ServerContext } from '../../http/requestContext';
import { PageLogBudget } from './PageLogBudget';

/** A page log is a few hundred bytes; anything much bigger is not one. */
export const PAGE_LOG_BODY_LIMIT = 16 * 1024;
export const PAGE_LOGS_PER_MINUTE = 240;

const UNREADABLE = Symbol('unreadable body');

// The body is checked here rather than by the route schema: the query form (/vslog?event=&namespace=)
// has no body at all, which a route body schema would refuse before the query is even read.
let pageLogRequest: ValidateFunction<PageLogRequest> | undefined;
/** Compiled on the first log, not at start. */
function isPageLogRequest(raw: unknown): raw is PageLogRequest {
  if (!pageLogRequest) {
    const ajv = new Ajv({ strict: false, coerceTypes: false, removeAdditional: false });
    ajv.addSchema(homeApiSchema);
    pageLogRequest = ajv.getSchema(`${homeApiSchema.$id}#/definitions/PageLogRequest`) as ValidateFunction<PageLogRequest>;
  }
  return pageLogRequest(raw);
}

function metricsOf(metrics: NonNullable<PageLogRequest['metrics_to_push']>): Record<string, number> {
  return Array.isArray(metrics) ? Object.fromEntries(metrics.map((metric) => [metric.name, metric.value])) : metrics;
}

/**
 * POST /vslog (spec: namespace, event, data_json, or metrics_to_push; also /vslog?event=&namespace=;
 * query domain and pid). It stores one page_logs row and always answers 204: a malformed, oversized,
 * over-budget or unstorable log is dropped, never reported to the page, because logging must not break
 * or slow what it observes (except in the studio's preview, which is refused 403 like its every POST). No CSRF token (navigator.sendBeacon cannot send headers); it only ever adds
 * rows, bounded per visitor by PageLogBudget.
 */
export function registerPageLogRoute(app: FastifyInstance, { db, now }: ServerContext): void {
  const budget = new PageLogBudget(PAGE_LOGS_PER_MINUTE);

  void app.register(async (scope) => {
    // sendBeacon sends text/plain or application/json; a form post or no type at all is read the same way.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PAGE_LOG_BODY_LIMIT }, (_request, body, done) => {
      const text = String(body).trim();
      if (!text) return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(null, UNREADABLE);
      }
    });
    scope.setErrorHandler(async (error, request, reply) => {
      // The studio's preview stores nothing and is told so, like each of its other requests (the app's handler answers 403).
      if (error instanceof HttpError && error.code === PREVIEW_READ_ONLY_ERROR_CODE) throw error;
      request.log.debug({ err: error }, 'page log dropped');
      return reply.code(204).send();
    });

    scope.post<{ Querystring: PageLogQuery; Body: unknown }>(
      '/vslog',
      { attachValidation: true, config: { csrf: false }, schema: { querystring: apiRef('home', 'PageLogQuery') } },
      async (request, reply) => {
        const raw = request.body;
        const body: PageLogRequest | null = raw === undefined ? {} : isPageLogRequest(raw) ? raw : null;
        const namespace = body?.namespace ?? request.query.namespace;
        const event = body?.event ?? request.query.event;
        const valid = !request.validationError && body && namespace && event && request.portal.config;
        if (valid && budget.allow(request.ip, now().getTime())) {
          const data: Record<string, unknown> = { ...(body?.data_json ?? {}) };
          if (body?.metrics_to_push) data.metrics_to_push = metricsOf(body.metrics_to_push);
          const pid = request.query.pid ? Number.parseInt(request.query.pid, 10) : NaN;
          if (data.position_id === undefined && Number.isSafeInteger(pid)) data.position_id = pid;
          try {
            await db
              .insertInto('page_logs')
              .values({ domain: request.portal.domain, namespace, event, data: JSON.stringify(data), created_at: now() })
              .execute();
          } catch (error) {
            request.log.warn({ err: error }, 'page log not stored');
          }
        }
        return reply.code(204).send();
      },
    );
  });
}
