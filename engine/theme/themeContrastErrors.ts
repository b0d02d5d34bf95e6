import type { Theme } from '../../schemas/generated/theme';
import type { ConfigError } from '../config/ConfigError';
import { themeContrastChecks } from './themeContrast';
import { themeSetsToken, themeTokenPointer } from './themeTokens';

/**
 * The theme's colour pairs below WCAG 2.2 AA contrast (themeContrast.ts), as config errors at the
 * colour to change: the foreground, unless only the background was set by the theme; at the field
 * that sets it (a `sections` token, or the first format's `colors` entry). The server refuses such a
 * config at start and at publish, and `config:check` reports it.
 */
export function themeContrastErrors(theme: Theme | undefined, pointer = '/theme'): ConfigError[] {
  return themeContrastChecks(theme)
    .filter((check) => check.ratio < check.required)
    .map(({ foreground, background, ratio, required, what }) => {
      const blamed = !themeSetsToken(theme, foreground.address) && themeSetsToken(theme, background.address) ? background : foreground;
      return {
        pointer: `${pointer}${themeTokenPointer(theme, blamed.address)}`,
        message:
          `${foreground.name} (${foreground.color}) on ${background.name} (${background.color}) has a contrast of ${ratio.toFixed(2)}:1; ` +
          `${what} needs at least ${required}:1 (WCAG 2.2 AA)`,
      };
    });
}
