import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../engine/i18n/languages';

/** The language a candidate's mail is written in: their saved language, else the employer's default, else English. */
export function alertLanguage(candidateLanguage: string | null, config: EmployerConfig | undefined): string {
  const supported = (language: string | null | undefined) => (language && (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? language : null);
  return supported(candidateLanguage) ?? supported(config?.defaultLanguage) ?? DEFAULT_LANGUAGE;
}
