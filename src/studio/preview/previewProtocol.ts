import type { ConfigProblem } from '../../../schemas/generated/api/studio';

/** Who the preview shows the portal to: a logged-out visitor, or the employer's sample candidate. */
export const PREVIEW_PERSONAS = ['visitor', 'sample'] as const;
export type PreviewPersona = (typeof PREVIEW_PERSONAS)[number];

/** How long typing must pause before the studio sends the draft to the preview. */
export const PREVIEW_SEND_PAUSE_MS = 150;

/** Studio → preview frame: render the portal from this config. */
export interface PreviewRequest {
  type: 'portico-studio-preview';
  id: number;
  config: unknown;
}

/** Preview frame → studio. */
export type PreviewReply =
  | { type: 'portico-studio-preview-ready' }
  | { type: 'portico-studio-preview-rendered'; id: number }
  | { type: 'portico-studio-preview-invalid'; id: number; errors: ConfigProblem[] };

export function isPreviewReply(value: unknown): value is PreviewReply {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'portico-studio-preview-ready' || type === 'portico-studio-preview-rendered' || type === 'portico-studio-preview-invalid';
}

/** A portal page as the preview frame loads it. */
export function previewUrl(path: string, domain: string, persona: PreviewPersona): string {
  const url = new URL(path, 'http://portico.invalid');
  url.searchParams.set('domain', domain);
  url.searchParams.set('studioPreview', persona);
  return `${url.pathname}${url.search}`;
}
