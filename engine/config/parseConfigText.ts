import type { ConfigError } from './ConfigError';
import { findJsonSyntaxError } from './findJsonSyntaxError';

/** Parses a config file's JSON text; a syntax error is reported at / with its line and column. */
export function parseConfigText(text: string): { ok: true; raw: unknown } | { ok: false; error: ConfigError } {
  try {
    return { ok: true, raw: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: describeSyntaxError(text, error) };
  }
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
