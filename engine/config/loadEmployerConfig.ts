import { parseConfigText } from './parseConfigText';
import { validateEmployerConfig, type ValidationResult } from './validateEmployerConfig';

/** Parses JSON text and validates it as an employer config; a syntax error is reported with its line and column. */
export function loadEmployerConfig(text: string): ValidationResult {
  const parsed = parseConfigText(text);
  return parsed.ok ? validateEmployerConfig(parsed.raw) : { ok: false, config: undefined, errors: [parsed.error] };
}
