import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { attachChakraRecipes } from '../../widgets/shared/chakraRecipes';
import { chakraBaseTheme } from './chakraBaseTheme';
import type { Theme } from '../../schemas/generated/theme';

const RADII: Record<NonNullable<Theme['radius']>, [string, string, string]> = {
  none: ['0', '0', '0'],
  sm: ['0.125rem', '0.25rem', '0.375rem'],
  md: ['0.25rem', '0.375rem', '0.5rem'],
  lg: ['0.375rem', '0.625rem', '0.875rem'],
  xl: ['0.5rem', '0.875rem', '1.25rem'],
  full: ['0.5rem', '1rem', '1.5rem'],
};

const DEFAULT_COLORS = {
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

const mix = (color: string, percent: number, base = 'white') => `color-mix(in srgb, ${color} ${percent}%, ${base})`;

/** Systems by theme: building one takes tens of milliseconds (every token's CSS), and a theme's system never changes. */
const systems = new WeakMap<Theme, SystemContext>();
let unthemed: SystemContext | undefined;

/** A Chakra UI system themed from the employer's branding: the `brand` colour palette, surfaces, fonts and radii. Built once per theme. */
export function createPorticoSystem(theme: Theme | undefined): SystemContext {
  if (!theme) return (unthemed ??= buildSystem(undefined));
  let system = systems.get(theme);
  if (!system) systems.set(theme, (system = buildSystem(theme)));
  return system;
}

function buildSystem(theme: Theme | undefined): SystemContext {
  const colors = { ...DEFAULT_COLORS, ...theme?.colors };
  const [l1, l2, l3] = RADII[theme?.radius ?? 'md'];
  const value = (v: string) => ({ value: v });
  return attachChakraRecipes(
    createSystem(
      chakraBaseTheme,
      defineConfig({
        globalCss: {
          // Sticky bars report how much of the window they cover (useStickyInset): focus and scrolling keep clear of them.
          html: { scrollPaddingBlockStart: 'var(--portico-sticky-top, 0px)', scrollPaddingBlockEnd: 'var(--portico-sticky-bottom, 0px)' },
          body: { bg: 'portico.page', color: 'portico.text' },
          '.portico-prose a, .portico-footer a, .portico-banner a': { textDecoration: 'underline', textUnderlineOffset: '2px' },
          '.portico-prose p + p': { marginTop: '0.75em' },
        },
        theme: {
          tokens: {
            fonts: {
              body: value(theme?.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
              heading: value(theme?.headingFontFamily ?? theme?.fontFamily ?? 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
            },
          },
          semanticTokens: {
            radii: { l1: value(l1), l2: value(l2), l3: value(l3) },
            colors: {
              brand: {
                solid: value(colors.primary),
                contrast: value(colors.primaryContrast),
                fg: value(colors.primary),
                muted: value(mix(colors.primary, 25)),
                subtle: value(mix(colors.primary, 10)),
                emphasized: value(mix(colors.primary, 85, 'black')),
                focusRing: value(colors.primary),
              },
              disruptive: {
                solid: value(colors.disruptive),
                contrast: value('#ffffff'),
                fg: value(colors.disruptive),
                muted: value(mix(colors.disruptive, 25)),
                subtle: value(mix(colors.disruptive, 10)),
                emphasized: value(mix(colors.disruptive, 85, 'black')),
                focusRing: value(colors.disruptive),
              },
              portico: {
                page: value(colors.pageBackground),
                text: value(colors.text),
                navBg: value(colors.navBackground),
                navText: value(colors.navText),
                heroText: value(colors.heroText),
                footerBg: value(colors.footerBackground),
                footerText: value(colors.footerText),
              },
              fg: { muted: value(colors.mutedText), DEFAULT: value(colors.text) },
              bg: { panel: value(colors.surface) },
            },
          },
        },
      }),
    ),
  );
}
