import Ajv from 'ajv';
import themeSchema from '../../schemas/theme.schema.json';
import type { Theme } from '../../schemas/generated/theme';
import { describeAjvError } from '../../engine/config/describeAjvError';
import type { ConfigError } from '../../engine/config/ConfigError';

let validate: ReturnType<Ajv['compile']> | undefined;

/**
 * Checks a theme against schemas/theme.schema.json, with the engine's words and pointers for each
 * problem (`/sections/primary_buttons/background: …`). Loaded by the theme builder only when a file is
 * imported: Ajv stays out of every other chunk.
 */
export function validateThemeJson(value: unknown): { ok: true; theme: Theme } | { ok: false; errors: ConfigError[] } {
  validate ??= new Ajv({ allErrors: true, strict: false, verbose: true }).compile(themeSchema);
  if (validate(value)) return { ok: true, theme: value as Theme };
  return { ok: false, errors: (validate.errors ?? []).map((error) => describeAjvError(error, value)) };
}
