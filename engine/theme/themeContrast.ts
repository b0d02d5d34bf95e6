// TEMPORARY STUB (theme-ui branch): the lead's version in main replaces this file at merge.
import type { Theme } from '../../schemas/generated/theme';
import { contrastRatio } from './contrastRatio';
import { mixColors } from './mixColors';
import { BUTTON_STATES, statePath, THEME_SECTIONS } from './themeSections';
import { resolveThemeTokens } from './themeTokens';

export interface ThemeContrastPair {
  pair: [foreground: string, background: string];
  ratio: number;
  required: number;
  passes: boolean;
  what: string;
  suggestion?: string;
}

const pointer = (address: string) => `/sections/${address.replace(/\./g, '/')}`;

/** Every text/background pair the theme paints, with its contrast. */
export function themeContrastPairs(theme: Theme | undefined): ThemeContrastPair[] {
  const tokens = resolveThemeTokens(theme);
  const pairs: [string, string, number, string][] = [
    ['core_properties.text', 'core_properties.pageBackground', 4.5, 'text'],
    ['core_properties.text', 'core_properties.surface', 4.5, 'text'],
    ['core_properties.focusRing', 'core_properties.pageBackground', 3, 'the focus indicator'],
    ['navbar.text', 'navbar.background', 4.5, 'text'],
  ];
  for (const section of THEME_SECTIONS)
    if (section.tokens.some((token) => token.path === 'hover.background'))
      for (const state of BUTTON_STATES.filter((state) => state !== 'disabled'))
        pairs.push([`${section.name}.${statePath(state, 'text')}`, `${section.name}.${statePath(state, 'background')}`, 4.5, 'button text']);
  return pairs.map(([fg, bg, required, what]) => {
    const ratio = contrastRatio(tokens.get(fg)!, tokens.get(bg)!);
    const passes = ratio >= required;
    return { pair: [pointer(fg), pointer(bg)], ratio, required, passes, what, ...(passes ? {} : { suggestion: nearestPassing(tokens.get(fg)!, tokens.get(bg)!, required) }) };
  });
}

function nearestPassing(foreground: string, background: string, required: number): string {
  for (const toward of ['#000000', '#ffffff'])
    for (let percent = 5; percent <= 100; percent += 5) {
      const candidate = mixColors(toward, percent, foreground);
      if (contrastRatio(candidate, background) >= required) return candidate;
    }
  return '#000000';
}
