import { configure, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PendingActionRunner } from '../../../src/shell/PendingActionRunner';
import { rememberPendingAction } from '../../../widgets/shared/pendingAction';
import { installBrowserStubs, renderWithProviders } from '../../widgets/renderWithProviders';

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});

afterEach(() => sessionStorage.clear());

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const answers = (url: string) =>
  url.includes('/save')
    ? ok({ data: { positionUserActions: { isSaved: true } } })
    : url.includes('/job_cart')
      ? ok({ data: { data: { jobCartData: [], invalidPositionIds: [] } } })
      : ok({ data: { saved_search: { id: 1, query: 'engineer', location: '', filters: {}, created_at: '2026-01-01T00:00:00Z' }, created: true } });

function renderRunner() {
  return renderWithProviders(
    () => (
      <StrictMode>
        <PendingActionRunner domain="acme.com" />
      </StrictMode>
    ),
    { fetch: answers, toaster: true },
  );
}

const posts = (fetch: ReturnType<typeof renderRunner>['fetch']) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input));

describe('PendingActionRunner', { timeout: 30_000 }, () => {
  it('saves the kept job once (StrictMode runs the effect twice) and says so', async () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com');
    const { fetch } = renderRunner();
    expect(await screen.findByText('You are logged in, and the job is saved.')).toBeInTheDocument();
    expect(posts(fetch)).toEqual([expect.stringContaining('/api/pcsx/positions/42/save?domain=acme.com')]);
    expect(sessionStorage.getItem('portico.pendingAction')).toBeNull();
  });

  it('adds the kept job to the job cart and says so', async () => {
    rememberPendingAction({ type: 'addToCart', pid: '7' }, 'acme.com');
    const { fetch } = renderRunner();
    expect(await screen.findByText('You are logged in, and the job is in your job cart.')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes('/api/pcsx/job_cart'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ pids: ['7'], operation: 'add', domain: 'acme.com' });
  });

  it('makes the kept saved search and says so', async () => {
    rememberPendingAction({ type: 'saveSearch', search: { query: 'engineer', location: 'Austin', filters: { department: ['Engineering'] } } }, 'acme.com');
    const { fetch } = renderRunner();
    expect(await screen.findByText('You are logged in. We will let you know about new jobs like these.')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes('/api/pcsx/saved_searches'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ query: 'engineer', location: 'Austin', filters: { department: ['Engineering'] }, domain: 'acme.com' });
  });

  it('says so when the call fails, and does not try again', async () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com');
    const { fetch } = renderWithProviders(() => <PendingActionRunner domain="acme.com" />, {
      fetch: () => new Response('{"message":"down"}', { status: 503, headers: { 'Content-Type': 'application/json' } }),
      toaster: true,
    });
    expect(await screen.findByText('You are logged in, but what you asked for could not be done.')).toBeInTheDocument();
    expect(posts(fetch)).toHaveLength(1);
  });

  it("runs nothing for an action kept on another employer's portal", async () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'globex.com');
    const { fetch } = renderRunner();
    await waitFor(() => expect(sessionStorage.getItem('portico.pendingAction')).toBeNull());
    expect(posts(fetch)).toEqual([]);
  });
});
