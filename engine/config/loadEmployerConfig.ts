import type { ConfigError } from './ConfigError';
import { findJsonSyntaxError } from './findJsonSyntaxError';
import { validateEmployerConfig, type ValidationResult } from './validateEmployerConfig';

/** Parses JSON text and validates it as an employer config; a syntax error is reported with its line and column. */
export function loadEmployerConfig(text: string): ValidationResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, config: undefined, errors: [describeSyntaxError(text, error)] };
  }
  return validateEmployerConfig(raw);
}

function describeSyntaxError(text: string, error: unknown): ConfigError {
  const detail = (error instanceof Error ? error.message : String(error)).replace(/ in JSON at position \d+.*$/, '').replace(/, ".*" is not valid JSON$/s, '');
  const offset = findJsonSyntaxError(text);
  if (offset < 0) return { pointer: '', message: `is not valid JSON: ${detail}` };
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  return { pointer: '', message: `is not valid JSON at line ${line}, column ${column}: ${detail}` };
}
