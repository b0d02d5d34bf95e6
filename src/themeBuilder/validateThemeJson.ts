import type { Theme } from '../../schemas/generated/theme';
import validateTheme from '../../schemas/theme.schema.json?validator';
import { describeAjvError } from '../../engine/config/describeAjvError';
import type { ConfigError } from '../../engine/config/ConfigError';

/**
 * Checks a theme against schemas/theme.schema.json, with the engine's words and pointers for each
 * problem (`/sections/primary_buttons/background: …`). The validator is compiled at build time
 * (scripts/schemaValidatorPlugin.ts: the page's CSP allows no eval) and loaded by the theme builder
 * only when a file is imported.
 */
export function validateThemeJson(value: unknown): { ok: true; theme: Theme } | { ok: false; errors: ConfigError[] } {
  if (validateTheme(value)) return { ok: true, theme: value as Theme };
  return { ok: false, errors: (validateTheme.errors ?? []).map((error) => describeAjvError(error, value)) };
}
