import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../engine/i18n/Message';
import { registerErrorHandler } from '../../server/http/errorHandler';
import { HttpError, badRequest, conflict } from '../../server/http/HttpError';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/keyed', async () => {
    throw conflict(message('offers.refusal.accepted'));
  });
  app.get('/keyed-params', async () => {
    throw new HttpError(400, message('errors.request.status', { status: 502 }), 'bad_gateway');
  });
  app.get('/plain', async () => {
    throw badRequest('Words without a key.');
  });
  app.get('/crash', async () => {
    throw new Error('boom');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('the error handler', () => {
  it('sends a message given as a key as its English text with message_key, which the portal translates', async () => {
    const response = await app.inject({ url: '/keyed' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This offer has already been accepted.', error_code: 'conflict', message_key: 'offers.refusal.accepted' });
    expect((await app.inject({ url: '/keyed-params' })).json()).toEqual({
      message: 'Request failed with status 502',
      error_code: 'bad_gateway',
      message_key: 'errors.request.status',
      message_params: { status: 502 },
    });
  });

  it('keeps words given as text as they were, without a key', async () => {
    expect((await app.inject({ url: '/plain' })).json()).toEqual({ message: 'Words without a key.', error_code: 'bad_request' });
  });

  it('answers a crash with its generic words and their key', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      error_code: 'server_error',
      message_key: 'errors.request.serverFailed',
    });
  });
});
