// TEMPORARY STUB (theme-ui branch): the lead's version in main replaces this file at merge.
import type { Theme } from '../../schemas/generated/theme';
import { resolveThemeTokens } from './themeTokens';
import { themeVarName } from './themeVar';

/** The CSS text of every token's custom property. */
export function themeCss(theme: Theme | undefined, selector = ':root'): string {
  const lines = [...resolveThemeTokens(theme)].map(([address, value]) => `${themeVarName(address)}:${value || 'none'};`);
  return `${selector}{${lines.join('')}}`;
}
