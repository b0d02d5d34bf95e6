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

/** The tints of a theme colour Chakra's palettes need: `muted` (selected and hover backgrounds, avatars) and `subtle`. */
export const TINT_PERCENT = { muted: 12, subtle: 6, emphasized: 85 } as const;
