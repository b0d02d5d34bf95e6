import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { resolveLanguage } from '../../engine/i18n/resolveLanguage';

/** The language a candidate's mail is written in: their saved language, else the employer's default, else English (resolveLanguage, as a page's). */
export function alertLanguage(candidateLanguage: string | null, config: EmployerConfig | undefined): string {
  return resolveLanguage({ saved: candidateLanguage, fallback: config?.defaultLanguage });
}
