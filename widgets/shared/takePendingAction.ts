import { PENDING_ACTION_MAX_AGE_MS, PENDING_ACTION_STORAGE_KEY, type PendingAction, type PendingSavedSearch } from './pendingAction';

const POSITION_ID = /^[1-9][0-9]{0,14}$/;
const FILTER_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const TEXT_MAX = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= TEXT_MAX;

/** The saved search's bounds are the API's (schemas/api/savedSearches.schema.json, SaveSearchRequest); the server checks again. */
function readSavedSearch(value: unknown): PendingSavedSearch | null {
  if (!isRecord(value) || !isText(value.query) || !isText(value.location) || !isRecord(value.filters)) return null;
  const entries = Object.entries(value.filters);
  if (entries.length > 20) return null;
  const filters: Record<string, string[]> = {};
  for (const [name, values] of entries) {
    if (!FILTER_NAME.test(name) || !Array.isArray(values) || values.length > 50 || !values.every(isText)) return null;
    filters[name] = [...(values as string[])];
  }
  return { query: value.query, location: value.location, filters };
}

/** A copy of the stored action with only the fields its type has, or null when anything is off. */
export function readPendingAction(value: unknown): PendingAction | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'saveJob':
    case 'addToCart':
      return typeof value.pid === 'string' && POSITION_ID.test(value.pid) ? { type: value.type, pid: value.pid } : null;
    case 'saveSearch': {
      const search = readSavedSearch(value.search);
      return search ? { type: 'saveSearch', search } : null;
    }
    default:
      return null;
  }
}

/**
 * Takes the kept action out of session storage (it is removed before anything else, so it runs at
 * most once) and answers it only when it is well formed, was asked for on this employer's portal
 * (`domain`) and is at most PENDING_ACTION_MAX_AGE_MS old; else null. The stored text is never trusted.
 */
export function takePendingAction(domain: string, now = Date.now()): PendingAction | null {
  let text: string | null;
  try {
    text = sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY);
    sessionStorage.removeItem(PENDING_ACTION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null || text.length > 20_000) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.domain !== domain || typeof stored.at !== 'number' || !Number.isFinite(stored.at)) return null;
  const age = now - stored.at;
  if (age < 0 || age > PENDING_ACTION_MAX_AGE_MS) return null;
  return readPendingAction(stored.action);
}
