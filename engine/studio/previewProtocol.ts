import type { ConfigError } from '../config/ConfigError';
import { PREVIEW_QUERY_PARAM } from './previewMarkers';

/**
 * The studio's live preview, in one place: the studio page (the parent) frames a normal portal page
 * of this site with `studioPreview=<persona>` in its address; the server answers it as a preview
 * (server/studio/studioPreview.ts) when the session may edit that employer; the page's preview
 * runtime (src/studio/preview/startPreview.tsx) sends `X-Portico-Preview: <persona>` with every API
 * request and renders the drafts the parent posts. A preview only reads: the server refuses every
 * other method with 403 `preview_read_only`, so nothing it does is stored and visitors never see it.
 *
 * Messages (window.postMessage, this site's origin only, the preview answers its parent alone):
 * - preview → studio `{ type: 'portico-studio-preview-ready' }` once it listens: send the current draft.
 * - studio → preview `{ type: 'portico-studio-preview', id, config }`: render this draft (ids grow).
 * - preview → studio `{ type: 'portico-studio-preview-rendered', id }` once the draft's frame is painted,
 *   or `{ type: 'portico-studio-preview-invalid', id, errors }` when the engine refuses it (the preview
 *   keeps showing the last good draft).
 */

/** Who the preview shows the portal to: a visitor (logged out), or the employer's sample candidate. */
export const PREVIEW_PERSONAS = ['visitor', 'sample'] as const;
export type PreviewPersona = (typeof PREVIEW_PERSONAS)[number];

export { PREVIEW_QUERY_PARAM, PREVIEW_READ_ONLY_ERROR_CODE } from './previewMarkers';
/** The header a preview's API requests carry (its value is the persona). */
export const PREVIEW_HEADER = 'X-Portico-Preview';

export const isPreviewPersona = (value: unknown): value is PreviewPersona => PREVIEW_PERSONAS.includes(value as PreviewPersona);

/** studio → preview: render the portal from this draft. */
export interface PreviewDraftMessage {
  type: 'portico-studio-preview';
  /** Counts up per draft sent; the answer names it, so a late answer to an older draft can be told apart. */
  id: number;
  /** The draft as typed: the preview validates it with the engine before rendering it. */
  config: unknown;
}

/** preview → studio: listening, send the current draft. */
export interface PreviewReadyMessage {
  type: 'portico-studio-preview-ready';
}

/** preview → studio: draft `id` is on screen (committed and painted). */
export interface PreviewRenderedMessage {
  type: 'portico-studio-preview-rendered';
  id: number;
}

/** preview → studio: draft `id` is not a valid config (the engine's errors); the last good draft stays on screen. */
export interface PreviewInvalidMessage {
  type: 'portico-studio-preview-invalid';
  id: number;
  errors: ConfigError[];
}

export type PreviewToStudioMessage = PreviewReadyMessage | PreviewRenderedMessage | PreviewInvalidMessage;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isPreviewDraftMessage(data: unknown): data is PreviewDraftMessage {
  return isRecord(data) && data.type === 'portico-studio-preview' && typeof data.id === 'number' && Number.isFinite(data.id) && 'config' in data;
}

export function isPreviewToStudioMessage(data: unknown): data is PreviewToStudioMessage {
  if (!isRecord(data)) return false;
  if (data.type === 'portico-studio-preview-ready') return true;
  if (typeof data.id !== 'number') return false;
  return data.type === 'portico-studio-preview-rendered' || (data.type === 'portico-studio-preview-invalid' && Array.isArray(data.errors));
}

/**
 * The address the studio frames: a portal page (`/careers/dashboard`, `/careers/job/123?x=1`) of
 * `domain`, as `persona` sees it. The path's own query is kept; domain and studioPreview are set.
 */
export function previewUrl(path: string, domain: string, persona: PreviewPersona): string {
  const at = path.indexOf('?');
  const pathname = at === -1 ? path : path.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : path.slice(at + 1));
  params.set('domain', domain);
  params.set(PREVIEW_QUERY_PARAM, persona);
  return `${pathname}?${params.toString()}`;
}

/** The persona a page address asks for, or null when it is no preview (or names no known persona). */
export function previewPersonaOf(search: string): PreviewPersona | null {
  const value = new URLSearchParams(search).get(PREVIEW_QUERY_PARAM);
  return isPreviewPersona(value) ? value : null;
}
