import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import { REQUEST_ERROR_KEYS } from '../../../engine/api/errorMessages';
import { errorMessage, getFailureMessage } from '../../../engine/api/getFailureMessage';
import { createI18n, loadAllStrings, loadLanguageStrings } from '../../../engine/i18n/createI18n';
import { englishText } from '../../../engine/i18n/englishText';
import { message, verbatim, type Message } from '../../../engine/i18n/Message';

function httpError(data: unknown, userMessage: Message = message('errors.request.apiResponse'), status = 400): ApiError {
  return new ApiError(userMessage, { kind: 'http', status, data, url: '/api/x' });
}

/** What the user reads: the message getFailureMessage picks, in English. */
const failureText = (error: unknown, fallback?: Message) => englishText(getFailureMessage(error, fallback));

describe('catalogue keys', () => {
  it('have the default texts of the spec in English, exactly', () => {
    expect(englishText(message(REQUEST_ERROR_KEYS.failed))).toBe('There was a problem with the request');
    expect(englishText(message(REQUEST_ERROR_KEYS.apiResponse))).toBe('Error in api response');
    expect(englishText(message('errors.request.status', { status: 502 }))).toBe('Request failed with status 502');
  });
});

describe('getFailureMessage', () => {
  it('prefers the response data message over everything else', () => {
    const error = httpError({ message: 'Top level', error: { message: 'Nested' } });
    expect(failureText(error)).toBe('Top level');
  });

  it('gives the server’s words as the key it sent beside them (message_key), so a German page reads them in German', async () => {
    await loadAllStrings();
    await loadLanguageStrings('de', 'laterAreas');
    const text = 'This offer has expired and can no longer be accepted or declined.';
    const failure = getFailureMessage(httpError({ message: text, error_code: 'conflict', message_key: 'offers.refusal.expired' }, undefined, 409));
    expect(failure).toEqual({ key: 'offers.refusal.expired', params: { defaultValue: text } });
    expect(createI18n('en').t(failure.key, failure.params)).toBe(text);
    const german = createI18n('de').t(failure.key, failure.params);
    expect(german).toBe(createI18n('de').t('offers.refusal.expired'));
    expect(german).not.toBe(text);
    // The request layer's camelCase copy and the key's parameters.
    expect(
      getFailureMessage(httpError({ message: 'Request failed with status 502', messageKey: 'errors.request.status', messageParams: { status: 502 } })),
    ).toEqual({
      key: 'errors.request.status',
      params: { status: 502, defaultValue: 'Request failed with status 502' },
    });
  });

  it('shows the server’s English for a key this page has no words for', () => {
    const failure = getFailureMessage(httpError({ message: 'A newer server’s words', message_key: 'offers.refusal.somethingNew' }));
    expect(createI18n('en').t(failure.key, failure.params)).toBe('A newer server’s words');
  });

  it('uses the nested error message when the data has no message', () => {
    expect(failureText(httpError({ error: { message: 'Nested' } }))).toBe('Nested');
  });

  it('uses the raw response data when it is a string', () => {
    expect(failureText(httpError('Plain text from the server'))).toBe('Plain text from the server');
  });

  it("falls back to the error's own message", () => {
    expect(failureText(httpError({ unrelated: true }, verbatim('Own message')))).toBe('Own message');
    expect(failureText(new Error('Plain error'))).toBe('Plain error');
  });

  it('skips empty messages on the way down', () => {
    expect(failureText(httpError({ message: '', error: { message: 'Nested' } }))).toBe('Nested');
  });

  it('works on plain objects shaped like an error', () => {
    expect(failureText({ data: { message: 'From a plain object' } })).toBe('From a plain object');
  });

  it.each(['<!DOCTYPE html><html><body>Bad gateway</body></html>', '<!doctype html>oops', 'Proxy said: <HTML><body>502</body></HTML>'])(
    'returns the default when the text contains an html document: %s',
    (html) => {
      expect(failureText(httpError(html))).toBe('There was a problem with the request');
      expect(failureText(httpError({ message: html }))).toBe('There was a problem with the request');
    },
  );

  it('returns the default when the chosen message is not a string', () => {
    expect(failureText(httpError({ message: 42 }))).toBe('There was a problem with the request');
    expect(failureText(httpError({ message: { text: 'x' } }))).toBe('There was a problem with the request');
  });

  it('returns the default for values that are not errors', () => {
    expect(failureText(undefined)).toBe('There was a problem with the request');
    expect(failureText(null)).toBe('There was a problem with the request');
    expect(failureText('boom')).toBe('There was a problem with the request');
    expect(failureText(new Error(''))).toBe('There was a problem with the request');
  });

  it('uses a caller-supplied fallback', () => {
    expect(failureText(httpError('<html></html>'), verbatim('Custom'))).toBe('Custom');
  });
});

describe('the message it gives', () => {
  it('is the server text as it came, under the verbatim key', () => {
    expect(getFailureMessage(httpError({ message: 'Top level' }))).toEqual({ key: 'errors.verbatim', params: { text: 'Top level' } });
  });

  it('is the request layer key when the server gave no text', () => {
    expect(getFailureMessage(httpError(undefined, message('errors.request.rateLimited'), 429))).toEqual({ key: 'errors.request.rateLimited' });
    expect(getFailureMessage(undefined)).toEqual({ key: 'errors.request.failed' });
  });

  it("leaves the server body aside in errorMessage: the error's own message only", () => {
    expect(errorMessage(httpError({ message: 'server text' }))).toEqual({ key: 'errors.request.apiResponse' });
    expect(errorMessage(new Error('Plain error'))).toEqual(verbatim('Plain error'));
    expect(errorMessage('boom')).toBeUndefined();
  });
});
