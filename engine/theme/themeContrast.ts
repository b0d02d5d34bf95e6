import type { Theme } from '../../schemas/generated/theme';
import { contrastRatio } from './contrastRatio';
import { resolveThemeColors, type ThemeColors } from './themeColors';

/**
 * A stand-in until the theme builder's pair catalogue lands (the lead's themeContrast.ts replaces
 * this file): the theme's colour pairs, with the same signature and pointers relative to the theme.
 */
export interface ThemeContrastPair {
  pair: [foregroundPointer: string, backgroundPointer: string];
  ratio: number;
  required: number;
  passes: boolean;
  what: string;
  suggestion?: string;
}

const PAIRS: [keyof ThemeColors, keyof ThemeColors, number, string][] = [
  ['text', 'pageBackground', 4.5, 'text'],
  ['text', 'surface', 4.5, 'text'],
  ['mutedText', 'pageBackground', 4.5, 'text'],
  ['primaryContrast', 'primary', 4.5, 'button text'],
  ['navText', 'navBackground', 4.5, 'text'],
  ['footerText', 'footerBackground', 4.5, 'text'],
  ['focusRing', 'pageBackground', 3, 'the focus indicator'],
];

export function themeContrastPairs(theme: Theme | undefined): ThemeContrastPair[] {
  const colors = resolveThemeColors(theme);
  return PAIRS.map(([foreground, background, required, what]) => {
    const ratio = Math.round(contrastRatio(colors[foreground], colors[background]) * 100) / 100;
    return { pair: [`/colors/${foreground}`, `/colors/${background}`], ratio, required, passes: ratio >= required, what };
  });
}
