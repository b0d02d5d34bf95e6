import type { Theme } from '../../schemas/generated/theme';
import { resolveThemeTokens, THEME_TOKENS } from './themeTokens';
import { themeVarName } from './themeVar';
import { THEMED_BUTTON_RULES } from './themeButtonRules';

/** A token's value as CSS: percentages with their unit, an image as url("…") (or none). */
function cssValue(kind: string, value: string): string {
  if (kind === 'percent') return `${value}%`;
  if (kind === 'image') return value ? `url("${value}")` : 'none';
  return value;
}

/**
 * The theme as CSS: every token's custom property (themeVar.ts) on `selector`. The server puts it in
 * every page's head (`<style id="portico-theme">`) and the builders into their previews. Only values
 * of the token's kind get here (resolveThemeTokens drops the rest), and no kind's pattern lets a value
 * close the declaration or the rule.
 */
export function themeCss(theme: Theme | undefined, selector = ':root'): string {
  if (selector === ':root')
    return theme ? (rootCss.get(theme) ?? rootCss.set(theme, buildCss(theme, selector)).get(theme)!) : (defaultCss ??= buildCss(undefined, selector));
  return buildCss(theme, selector);
}

/** Each page's theme, built once per theme object (a published config's never changes). */
const rootCss = new WeakMap<Theme, string>();
let defaultCss: string | undefined;

function buildCss(theme: Theme | undefined, selector: string): string {
  const tokens = resolveThemeTokens(theme);
  const declarations = [...THEME_TOKENS].map(([address, spec]) => `${themeVarName(address)}:${cssValue(spec.kind, tokens.get(address)!)}`);
  return `${selector}{${declarations.join(';')}}`;
}

/** What a page's theme style element holds: the button sections' rules (themeButtonRules.ts) and the theme's custom properties. */
export const themeStyleText = (theme: Theme | undefined): string => THEMED_BUTTON_RULES + themeCss(theme);
