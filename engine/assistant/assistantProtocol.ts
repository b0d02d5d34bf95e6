/**
 * The messages between the assistant's frame and the portal (spec: the chatbot's trigger payloads).
 * The frame posts `{ type: "portico-assistant", action, payload }`; the portal answers each with
 * `{ type: "portico-assistant-result", action, ok, message }`. Every payload is read here, with a
 * bound on each value, before the portal acts on it: the frame is another program.
 */

export const ASSISTANT_MESSAGE_TYPE = 'portico-assistant';
export const ASSISTANT_RESULT_TYPE = 'portico-assistant-result';

export const ASSISTANT_ACTIONS = ['search', 'cart', 'resume', 'profile', 'open'] as const;
export type AssistantAction = (typeof ASSISTANT_ACTIONS)[number];

/** Keywords, place and filters (filter name → values): the search page follows. */
export interface AssistantSearchPayload {
  keywords: string;
  location: string;
  filters: Record<string, string[]>;
}
/** Add a position to the job cart, or take it out. */
export interface AssistantCartPayload {
  positionId: string;
  remove: boolean;
}
/** Upload a file the candidate picks, or remove the resume. */
export interface AssistantResumePayload {
  remove: boolean;
}
/** The profile fields to change (encId, when given, must be the candidate's own id). */
export interface AssistantProfilePayload {
  encId?: string;
  email?: string;
  firstname?: string;
  lastname?: string;
}
/** A page to open: of this site in the same tab, or in a new tab. */
export interface AssistantOpenPayload {
  url: string;
  target: '_self' | '_blank';
}

export type AssistantRequest =
  | { action: 'search'; payload: AssistantSearchPayload }
  | { action: 'cart'; payload: AssistantCartPayload }
  | { action: 'resume'; payload: AssistantResumePayload }
  | { action: 'profile'; payload: AssistantProfilePayload }
  | { action: 'open'; payload: AssistantOpenPayload };

export interface AssistantResult {
  type: typeof ASSISTANT_RESULT_TYPE;
  action: AssistantAction | null;
  ok: boolean;
  message: string;
}

/** Bounds of the values a message may carry. */
export const ASSISTANT_LIMITS = { text: 200, name: 100, email: 254, url: 2000, filters: 10, filterValues: 20, id: 40 } as const;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const ownString = (fields: Fields, key: string, max: number): string | undefined => {
  if (!Object.prototype.hasOwnProperty.call(fields, key)) return undefined;
  const value = fields[key];
  return typeof value === 'string' && value.length <= max && !value.includes('\u0000') ? value.trim() : undefined;
};

function readFilters(raw: unknown): Record<string, string[]> | undefined {
  if (raw === undefined) return {};
  if (!isObject(raw)) return undefined;
  const entries = Object.entries(raw);
  if (entries.length > ASSISTANT_LIMITS.filters) return undefined;
  const filters: Record<string, string[]> = {};
  for (const [name, values] of entries) {
    if (!/^[a-z][a-z0-9_]{0,60}$/.test(name) || !Array.isArray(values) || values.length > ASSISTANT_LIMITS.filterValues) return undefined;
    if (!values.every((value) => typeof value === 'string' && value.length > 0 && value.length <= ASSISTANT_LIMITS.text)) return undefined;
    filters[name] = values as string[];
  }
  return filters;
}

function readPayload(action: AssistantAction, payload: Fields): AssistantRequest | undefined {
  switch (action) {
    case 'search': {
      const keywords = payload.keywords === undefined ? '' : ownString(payload, 'keywords', ASSISTANT_LIMITS.text);
      const location = payload.location === undefined ? '' : ownString(payload, 'location', ASSISTANT_LIMITS.text);
      const filters = readFilters(payload.filters);
      return keywords === undefined || location === undefined || !filters ? undefined : { action, payload: { keywords, location, filters } };
    }
    case 'cart': {
      const id = typeof payload.positionId === 'number' ? String(payload.positionId) : ownString(payload, 'positionId', ASSISTANT_LIMITS.id);
      if (!id || !/^[A-Za-z0-9_-]+$/.test(id) || (payload.remove !== undefined && typeof payload.remove !== 'boolean')) return undefined;
      return { action, payload: { positionId: id, remove: payload.remove === true } };
    }
    case 'resume':
      return payload.remove !== undefined && typeof payload.remove !== 'boolean' ? undefined : { action, payload: { remove: payload.remove === true } };
    case 'profile': {
      const fields: AssistantProfilePayload = {};
      for (const [key, max] of [
        ['encId', ASSISTANT_LIMITS.id],
        ['email', ASSISTANT_LIMITS.email],
        ['firstname', ASSISTANT_LIMITS.name],
        ['lastname', ASSISTANT_LIMITS.name],
      ] as const) {
        if (payload[key] === undefined) continue;
        const value = ownString(payload, key, max);
        if (!value) return undefined;
        fields[key] = value;
      }
      if (fields.email !== undefined && !EMAIL.test(fields.email)) return undefined;
      return fields.email || fields.firstname || fields.lastname ? { action, payload: fields } : undefined;
    }
    case 'open': {
      const url = ownString(payload, 'url', ASSISTANT_LIMITS.url);
      const target = payload.target === undefined ? '_self' : payload.target;
      if (!url || (target !== '_self' && target !== '_blank')) return undefined;
      return { action, payload: { url, target } };
    }
  }
}

/** The action a message asks for, or undefined when it is not an assistant message or its payload is malformed. */
export function readAssistantRequest(data: unknown): { request?: AssistantRequest; action?: AssistantAction } | undefined {
  if (!isObject(data) || data.type !== ASSISTANT_MESSAGE_TYPE) return undefined;
  const action = (ASSISTANT_ACTIONS as readonly unknown[]).includes(data.action) ? (data.action as AssistantAction) : undefined;
  if (!action) return {};
  const payload = data.payload === undefined ? {} : data.payload;
  return { action, request: isObject(payload) ? readPayload(action, payload) : undefined };
}

/** The portal's answer to one message. */
export const assistantResult = (action: AssistantAction | null, ok: boolean, message: string): AssistantResult => ({
  type: ASSISTANT_RESULT_TYPE,
  action,
  ok,
  message,
});
