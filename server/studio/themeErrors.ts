import type { ConfigError } from '../../engine/config/ConfigError';
import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';
import { themeContrastErrors } from '../../engine/theme/themeContrastErrors';
import type { Theme } from '../../schemas/generated/theme';
import type { RawConfig } from './configStore';

const THEME_POINTER = '/theme';

/** An error's pointer relative to the theme document (`/theme/colors/text` → `/colors/text`); an error elsewhere keeps its config pointer. */
export function relativeToTheme(error: ConfigError): ConfigError {
  const { pointer } = error;
  if (pointer === THEME_POINTER || pointer.startsWith(`${THEME_POINTER}/`)) return { ...error, pointer: pointer.slice(THEME_POINTER.length) };
  return error;
}

/**
 * What is wrong with a theme, at pointers relative to it, in the words a publish would use: the
 * engine's check of the base config with this theme (the schema and the template variables), kept
 * to the theme's own errors. Contrast is left out: the theme builder lists every pair with its ratio
 * instead (themeContrastPairs).
 */
export function themeErrors(base: RawConfig, theme: RawConfig): ConfigError[] {
  const result = validateEmployerConfig({ ...base, theme });
  if (result.ok) return [];
  const contrast = themeContrastErrors(theme as Theme);
  const isContrast = (error: ConfigError) => contrast.some((other) => other.pointer === error.pointer && other.message === error.message);
  return result.errors
    .filter((error) => (error.pointer === THEME_POINTER || error.pointer.startsWith(`${THEME_POINTER}/`)) && !isContrast(error))
    .map(relativeToTheme);
}
