import type { Theme } from '../../schemas/generated/theme';

export type ThemeColors = Required<NonNullable<Theme['colors']>>;

const DEFAULT_COLORS: Omit<ThemeColors, 'focusRing'> = {
  primary: '#0b57d0',
  primaryContrast: '#ffffff',
  navBackground: '#ffffff',
  navText: '#1f1f1f',
  pageBackground: '#f8f9fa',
  surface: '#ffffff',
  text: '#1f1f1f',
  mutedText: '#4a4a4a',
  heroText: '#ffffff',
  footerBackground: '#1f1f1f',
  footerText: '#f1f1f1',
  disruptive: '#b3261e',
};

/** A theme's colours with the defaults filled in; the focus ring defaults to the primary colour. */
export function resolveThemeColors(theme: Theme | undefined): ThemeColors {
  const colors = { ...DEFAULT_COLORS, ...theme?.colors };
  return { ...colors, focusRing: theme?.colors?.focusRing ?? colors.primary };
}

/** `percent` of `color` mixed into `base` in sRGB (CSS color-mix(in srgb, color percent%, base)), as #rrggbb. */
export function mixColors(color: string, percent: number, base = '#ffffff'): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(expandHex(hex).slice(at, at + 2), 16));
  const [a, b] = [channels(color), channels(base)];
  return `#${a
    .map((value, index) =>
      Math.round((value * percent + b[index]! * (100 - percent)) / 100)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function expandHex(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex.slice(0, 7);
}

/** The tints of a theme colour Chakra's palettes need: `muted` (selected and hover backgrounds, avatars) and `subtle`. */
export const TINT_PERCENT = { muted: 12, subtle: 6, emphasized: 85 } as const;
