import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import { createApiClient } from '../../../engine/api/createApiClient';
import { API_ERROR_STATUS_CODES } from '../../../engine/api/errorMessages';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { englishText } from '../../../engine/i18n/englishText';
import { asRedirectedTo, fakeFetch, jsonResponse } from './fakeFetch';

function setup(respond: Parameters<typeof fakeFetch>[0]) {
  const onAlert = vi.fn();
  const onToast = vi.fn();
  const fake = fakeFetch(respond);
  const client = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: fake.fetch,
    onAlert,
    onToast,
  });
  return { client, onAlert, onToast };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => expect.unreachable('the request should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient session timeout', () => {
  it.each([
    ['a login-required header', () => jsonResponse({}, { headers: { 'X-Login-Required': '1' } })],
    ['status 401', () => jsonResponse({ message: 'nope' }, { status: 401 })],
    [
      'a redirect to the login page',
      () =>
        asRedirectedTo(
          'http://127.0.0.1:3000/users/login?next=%2Fjobs',
          new Response('<!doctype html><html></html>', {
            headers: { 'Content-Type': 'text/html' },
          }),
        ),
    ],
  ])('alerts "Session timed out." and rejects on %s', async (_situation, respond) => {
    const { client, onAlert } = setup(respond);
    const error = await rejection(client.post('/api/applications', {}));
    expect(englishText(error.userMessage)).toBe('Session timed out.');
    expect(error.kind).toBe('sessionTimeout');
    expect(onAlert).toHaveBeenCalledExactlyOnceWith({
      kind: 'sessionTimeout',
      message: { key: 'errors.request.sessionTimeout' },
    });
    expect(englishText(getFailureMessage(error))).toBe('Session timed out.');
  });

  it('does not treat a redirect elsewhere as a session timeout', async () => {
    const { client, onAlert } = setup(() => asRedirectedTo('http://127.0.0.1:3000/api/jobs/v2', jsonResponse({ ok: true })));
    await expect(client.get('/api/jobs')).resolves.toEqual({ ok: true });
    expect(onAlert).not.toHaveBeenCalled();
  });
});

describe('createApiClient invalid CSRF', () => {
  it('alerts "Invalid CSRF." and rejects when the response flags the token', async () => {
    const { client, onAlert } = setup(() => jsonResponse({ message: 'bad token' }, { status: 403, headers: { 'X-CSRF-Invalid': '1' } }));
    const error = await rejection(client.post('/api/applications', {}));
    expect(englishText(error.userMessage)).toBe('Invalid CSRF.');
    expect(error.kind).toBe('invalidCsrf');
    expect(error.status).toBe(403);
    expect(onAlert).toHaveBeenCalledExactlyOnceWith({
      kind: 'invalidCsrf',
      message: { key: 'errors.request.invalidCsrf' },
    });
    expect(englishText(getFailureMessage(error))).toBe('Invalid CSRF.');
  });
});

describe('createApiClient status handling', () => {
  it('rejects 429 with "Please try again in a few minutes"', async () => {
    const { client } = setup(() => new Response('slow down', { status: 429 }));
    const error = await rejection(client.get('/api/jobs'));
    expect(englishText(error.userMessage)).toBe('Please try again in a few minutes');
    expect(error.kind).toBe('rateLimited');
    expect(error.status).toBe(429);
  });

  it.each([{ error_code: 'permission_denied' }, { errorCode: 'permission_denied' }])(
    'rejects a 403 with a permission code (%o) with the permission message',
    async (body) => {
      const { client } = setup(() => jsonResponse(body, { status: 403 }));
      const error = await rejection(client.del('/api/jobs/1'));
      expect(englishText(error.userMessage)).toBe('User does not have permissions to perform this action');
      expect(error.kind).toBe('permission');
      expect(error.data).toEqual(body);
    },
  );

  it('treats a 403 without a permission code as a plain failure', async () => {
    const { client } = setup(() => jsonResponse({ error_code: 'other' }, { status: 403 }));
    const error = await rejection(client.get('/api/jobs'));
    expect(englishText(error.userMessage)).toBe('Request failed with status 403');
    expect(error.kind).toBe('http');
  });

  it('lists exactly the codes that hide behind "Error in api response"', () => {
    expect(API_ERROR_STATUS_CODES).toEqual([400, 404, 405, 409, 410, 413, 415, 422]);
  });

  it.each(API_ERROR_STATUS_CODES)('rejects status %i with "Error in api response" and keeps status and data', async (status) => {
    const { client } = setup(() => jsonResponse({ message: 'Title is required' }, { status }));
    const error = await rejection(client.post('/api/jobs', {}));
    expect(englishText(error.userMessage)).toBe('Error in api response');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.data).toEqual({ message: 'Title is required' });
    expect(englishText(getFailureMessage(error))).toBe('Title is required');
  });

  it('rejects other statuses with "Request failed with status N"', async () => {
    const { client } = setup(() => jsonResponse({}, { status: 418 }));
    const error = await rejection(client.get('/api/teapot'));
    expect(englishText(error.userMessage)).toBe('Request failed with status 418');
    expect(error.status).toBe(418);
  });

  it('keeps a non-JSON error body as text', async () => {
    const { client } = setup(() => new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const error = await rejection(client.post('/api/x', {}));
    expect(error.data).toBe('Bad gateway');
  });
});

describe('createApiClient server error toast', () => {
  it.each([500, 502, 503])('toasts "Server error. Please try again." for a GET with status %i', async (status) => {
    const { client, onToast } = setup(() => jsonResponse({}, { status }));
    const error = await rejection(client.get('/api/jobs'));
    expect(englishText(error.userMessage)).toBe(`Request failed with status ${status}`);
    expect(onToast).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: { key: 'errors.request.serverError' },
    });
  });

  it('does not toast for a POST, PUT or DELETE with status 500', async () => {
    const { client, onToast } = setup(() => jsonResponse({}, { status: 500 }));
    await rejection(client.post('/api/jobs', {}));
    await rejection(client.put('/api/jobs/1', {}));
    await rejection(client.del('/api/jobs/1'));
    expect(onToast).not.toHaveBeenCalled();
  });

  it('does not toast for a GET below 500', async () => {
    const { client, onToast } = setup(() => jsonResponse({}, { status: 499 }));
    await rejection(client.get('/api/jobs'));
    expect(onToast).not.toHaveBeenCalled();
  });
});

describe('createApiClient JSON parse failure', () => {
  it('rejects with "Unexpected error occurred." when a JSON response does not parse', async () => {
    const { client } = setup(() => new Response('{"jobs": [', { headers: { 'Content-Type': 'application/json' } }));
    const error = await rejection(client.get('/api/jobs'));
    expect(englishText(error.userMessage)).toBe('Unexpected error occurred.');
    expect(error.kind).toBe('parse');
    expect(englishText(getFailureMessage(error))).toBe('Unexpected error occurred.');
  });

  it('rejects with "Unexpected error occurred." when a 2xx expected as JSON is HTML', async () => {
    const { client } = setup(() => new Response('<!doctype html><p>hi</p>', { headers: { 'Content-Type': 'text/html' } }));
    const error = await rejection(client.get('/api/jobs'));
    expect(englishText(error.userMessage)).toBe('Unexpected error occurred.');
    expect(error.kind).toBe('parse');
  });
});

describe('createApiClient network failure', () => {
  it('wraps a fetch failure in a network ApiError with no status', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.get('/api/jobs'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(englishText(error.userMessage)).toBe('Failed to fetch');
    expect(error.url).toBe('http://127.0.0.1:3000/api/jobs');
  });
});

describe("createApiClient in the studio's preview", () => {
  it('names a 403 preview_read_only in its own words, toasts it once and gives the same words to the widget', async () => {
    const { client, onToast, onAlert } = setup(() =>
      jsonResponse({ message: 'This is the studio’s preview: it shows the portal but saves nothing.', error_code: 'preview_read_only' }, { status: 403 }),
    );
    const error = await rejection(client.post('/api/pcsx/job_cart', { operation: 'add', pids: ['1'] }));
    expect(error.kind).toBe('previewReadOnly');
    expect(error.status).toBe(403);
    expect(englishText(error.userMessage)).toBe("This is the studio's preview: nothing you do here is saved.");
    expect(onToast).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: { key: 'errors.request.previewReadOnly' } });
    expect(onAlert).not.toHaveBeenCalled();
    // A widget showing the failure says the same, not the server's English nor a generic error.
    expect(getFailureMessage(error)).toEqual({ key: 'errors.request.previewReadOnly' });
  });

  it('leaves any other 403 as it was', async () => {
    const { client, onToast } = setup(() => jsonResponse({ message: 'Only the employer’s admins.', error_code: 'forbidden' }, { status: 403 }));
    const error = await rejection(client.post('/api/x', {}));
    expect(error.kind).toBe('http');
    expect(onToast).not.toHaveBeenCalled();
    expect(englishText(getFailureMessage(error))).toBe('Only the employer’s admins.');
  });
});
