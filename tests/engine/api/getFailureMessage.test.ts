import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import {
  DEFAULT_QUERY_ERROR_MESSAGE,
  DEFAULT_REQUEST_FAILURE_MESSAGE,
  PROFILE_EDIT_FAILED_MESSAGE,
  PROFILE_EDIT_INVALID_MESSAGE,
} from '../../../engine/api/errorMessages';
import { getFailureMessage, getQueryErrorMessage, profileEditFailureMessage } from '../../../engine/api/getFailureMessage';

function httpError(data: unknown, message = 'Error in api response', status = 400): ApiError {
  return new ApiError(message, { kind: 'http', status, data, url: '/api/x' });
}

describe('catalogue constants', () => {
  it('holds the default texts exactly', () => {
    expect(DEFAULT_REQUEST_FAILURE_MESSAGE).toBe('There was a problem with the request');
    expect(DEFAULT_QUERY_ERROR_MESSAGE).toBe('An error occurred while loading the results');
    expect(PROFILE_EDIT_INVALID_MESSAGE).toBe('Invalid request received. Please try again');
    expect(PROFILE_EDIT_FAILED_MESSAGE).toBe('Something went wrong. Please try again');
  });
});

describe('getFailureMessage', () => {
  it('prefers the response data message over everything else', () => {
    const error = httpError({ message: 'Top level', error: { message: 'Nested' } });
    expect(getFailureMessage(error)).toBe('Top level');
  });

  it('uses the nested error message when the data has no message', () => {
    expect(getFailureMessage(httpError({ error: { message: 'Nested' } }))).toBe('Nested');
  });

  it('uses the raw response data when it is a string', () => {
    expect(getFailureMessage(httpError('Plain text from the server'))).toBe('Plain text from the server');
  });

  it("falls back to the error's own message", () => {
    expect(getFailureMessage(httpError({ unrelated: true }, 'Own message'))).toBe('Own message');
    expect(getFailureMessage(new Error('Plain error'))).toBe('Plain error');
  });

  it('skips empty messages on the way down', () => {
    expect(getFailureMessage(httpError({ message: '', error: { message: 'Nested' } }))).toBe('Nested');
  });

  it('works on plain objects shaped like an error', () => {
    expect(getFailureMessage({ data: { message: 'From a plain object' } })).toBe('From a plain object');
  });

  it.each(['<!DOCTYPE html><html><body>Bad gateway</body></html>', '<!doctype html>oops', 'Proxy said: <HTML><body>502</body></HTML>'])(
    'returns the default when the text contains an html document: %s',
    (html) => {
      expect(getFailureMessage(httpError(html))).toBe('There was a problem with the request');
      expect(getFailureMessage(httpError({ message: html }))).toBe('There was a problem with the request');
    },
  );

  it('returns the default when the chosen message is not a string', () => {
    expect(getFailureMessage(httpError({ message: 42 }))).toBe('There was a problem with the request');
    expect(getFailureMessage(httpError({ message: { text: 'x' } }))).toBe('There was a problem with the request');
  });

  it('returns the default for values that are not errors', () => {
    expect(getFailureMessage(undefined)).toBe('There was a problem with the request');
    expect(getFailureMessage(null)).toBe('There was a problem with the request');
    expect(getFailureMessage('boom')).toBe('There was a problem with the request');
    expect(getFailureMessage(new Error(''))).toBe('There was a problem with the request');
  });

  it('uses a caller-supplied fallback', () => {
    expect(getFailureMessage(httpError('<html></html>'), 'Custom')).toBe('Custom');
  });
});

describe('getQueryErrorMessage', () => {
  it('defaults to "An error occurred while loading the results"', () => {
    expect(getQueryErrorMessage(httpError('<!doctype html>'))).toBe('An error occurred while loading the results');
    expect(getQueryErrorMessage(undefined)).toBe('An error occurred while loading the results');
  });

  it('still shows a server message when there is one', () => {
    expect(getQueryErrorMessage(httpError({ message: 'Search is down' }))).toBe('Search is down');
  });
});

describe('profileEditFailureMessage', () => {
  it('explains a 422 as an invalid request', () => {
    expect(profileEditFailureMessage(httpError({ message: 'x' }, 'Error in api response', 422))).toBe('Invalid request received. Please try again');
  });

  it.each([400, 403, 500, null])('is generic for status %s', (status) => {
    const error = new ApiError('x', {
      kind: 'http',
      status,
      data: { message: 'server text' },
      url: '',
    });
    expect(profileEditFailureMessage(error)).toBe('Something went wrong. Please try again');
  });

  it('is generic for an error without a status', () => {
    expect(profileEditFailureMessage(new Error('network'))).toBe('Something went wrong. Please try again');
  });
});
