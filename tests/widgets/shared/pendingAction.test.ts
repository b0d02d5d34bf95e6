import { beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_ACTION_MAX_AGE_MS,
  PENDING_ACTION_STORAGE_KEY,
  forgetPendingAction,
  hasPendingAction,
  rememberPendingAction,
} from '../../../widgets/shared/pendingAction';
import { readPendingAction, takePendingAction } from '../../../widgets/shared/takePendingAction';

const NOW = 1_800_000_000_000;
const store = (value: unknown) => sessionStorage.setItem(PENDING_ACTION_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => sessionStorage.clear());

describe('the action kept for after the log-in', () => {
  it('is given back once: taking it removes it', () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com', NOW);
    expect(hasPendingAction()).toBe(true);
    expect(takePendingAction('acme.com', NOW + 1000)).toEqual({ type: 'saveJob', pid: '42' });
    expect(hasPendingAction()).toBe(false);
    expect(takePendingAction('acme.com', NOW + 1000)).toBeNull();
  });

  it('keeps the last one asked for', () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com', NOW);
    rememberPendingAction({ type: 'addToCart', pid: '7' }, 'acme.com', NOW);
    expect(takePendingAction('acme.com', NOW)).toEqual({ type: 'addToCart', pid: '7' });
  });

  it('keeps a saved search with its query, location and filters', () => {
    const search = { query: 'engineer', location: 'Austin', filters: { department: ['Engineering', 'Data'] } };
    rememberPendingAction({ type: 'saveSearch', search }, 'acme.com', NOW);
    expect(takePendingAction('acme.com', NOW)).toEqual({ type: 'saveSearch', search });
  });

  it('is dropped when the log-in is abandoned', () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com', NOW);
    forgetPendingAction();
    expect(hasPendingAction()).toBe(false);
    expect(takePendingAction('acme.com', NOW)).toBeNull();
  });

  it('is dropped when it is older than the time it may wait, or dated in the future', () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com', NOW);
    expect(takePendingAction('acme.com', NOW + PENDING_ACTION_MAX_AGE_MS + 1)).toBeNull();
    expect(hasPendingAction()).toBe(false);
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com', NOW);
    expect(takePendingAction('acme.com', NOW + PENDING_ACTION_MAX_AGE_MS)).toEqual({ type: 'saveJob', pid: '42' });
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'acme.com', NOW + 60_000);
    expect(takePendingAction('acme.com', NOW)).toBeNull();
  });

  it("is dropped when it was asked for on another employer's portal", () => {
    rememberPendingAction({ type: 'saveJob', pid: '42' }, 'globex.com', NOW);
    expect(takePendingAction('acme.com', NOW)).toBeNull();
    expect(hasPendingAction()).toBe(false);
  });

  it('is dropped, and removed, when what is stored is not an action', () => {
    const bad: unknown[] = [
      'not json {',
      null,
      [],
      { action: { type: 'saveJob', pid: '42' }, domain: 'acme.com' },
      { action: { type: 'saveJob', pid: '42' }, domain: 'acme.com', at: 'now' },
      { action: { type: 'deleteAccount' }, domain: 'acme.com', at: NOW },
      { action: { type: 'saveJob', pid: 42 }, domain: 'acme.com', at: NOW },
      { action: { type: 'saveJob', pid: '../profile' }, domain: 'acme.com', at: NOW },
      { action: { type: 'addToCart', pid: '0' }, domain: 'acme.com', at: NOW },
      { action: { type: 'addToCart', pid: '1234567890123456' }, domain: 'acme.com', at: NOW },
      { action: { type: 'saveSearch', search: { query: 'x'.repeat(201), location: '', filters: {} } }, domain: 'acme.com', at: NOW },
      { action: { type: 'saveSearch', search: { query: '', location: '', filters: { 'Bad-Name': ['a'] } } }, domain: 'acme.com', at: NOW },
      { action: { type: 'saveSearch', search: { query: '', location: '', filters: { department: 'Engineering' } } }, domain: 'acme.com', at: NOW },
      { action: { type: 'saveSearch', search: { query: '', location: '', filters: { department: [1] } } }, domain: 'acme.com', at: NOW },
    ];
    for (const value of bad) {
      store(value);
      expect(takePendingAction('acme.com', NOW), JSON.stringify(value)).toBeNull();
      expect(hasPendingAction()).toBe(false);
    }
  });

  it('answers only the fields of its type (anything added is left behind)', () => {
    expect(readPendingAction({ type: 'saveJob', pid: '42', url: 'https://evil.example', operation: 'remove' })).toEqual({ type: 'saveJob', pid: '42' });
  });

  it('is never taken from the address: a link naming an action keeps nothing', () => {
    window.history.replaceState(
      null,
      '',
      `/careers/job/42?domain=acme.com&${PENDING_ACTION_STORAGE_KEY}=${encodeURIComponent(JSON.stringify({ type: 'saveJob', pid: '42' }))}#pendingAction=saveJob`,
    );
    expect(hasPendingAction()).toBe(false);
    expect(takePendingAction('acme.com')).toBeNull();
  });
});
