import type { FastifyError, FastifyInstance } from 'fastify';
import { englishText } from '../../engine/i18n/englishText';
import { message, type Message } from '../../engine/i18n/Message';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { errorBody, HttpError, messageKeyFields } from './HttpError';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a body above the route's bodyLimit answers (413), instead of the generic text. */
    payloadTooLarge?: { message: Message; code: string };
  }
}

export const PAYLOAD_TOO_LARGE_MESSAGE = message('errors.request.tooLarge');

/**
 * Turns every failure into a JSON answer the request layer understands ({ message, error_code }, with
 * message_key and message_params when the words are an i18n key: the portal shows them translated).
 * Malformed input is a 400 with a clear message, never a 500; a 401 carries X-Login-Required so the
 * client shows the session-timeout alert.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 401) void reply.header('X-Login-Required', '1');
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: error.message, error_code: error.code, ...messageKeyFields(error.userMessage) });
    }
    if (error.validation) {
      const details = error.validation.map((issue) => {
        const where = `${error.validationContext ?? 'request'}${issue.instancePath.replace(/\//g, '.')}`;
        const field = issue.keyword === 'required' ? `${where}.${String((issue.params as { missingProperty?: string }).missingProperty)}` : where;
        return `${field} ${issue.message ?? 'is invalid'}`;
      });
      return reply.code(400).send({ message: `Invalid request: ${details.join('; ')}`, error_code: 'invalid_request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = message('errors.request.serverError');
      return reply
        .code(503)
        .header('Retry-After', '1')
        .send({ message: englishText(unavailable), error_code: 'service_unavailable', ...messageKeyFields(unavailable) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const tooLarge = request.routeOptions.config.payloadTooLarge;
      return reply.code(413).send(errorBody(tooLarge?.message ?? PAYLOAD_TOO_LARGE_MESSAGE, tooLarge?.code ?? 'payload_too_large'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const failed = message('errors.request.serverFailed');
      return reply.code(500).send({ message: englishText(failed), error_code: 'server_error', ...messageKeyFields(failed) });
    }
    return reply.code(status).send({ message: error.message, error_code: error.code ?? 'request_error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, error_code: 'not_found' }),
  );
}
