import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { attachChakraRecipes } from '../../widgets/shared/chakraRecipes';
import { chakraBaseTheme } from './chakraBaseTheme';
import type { Theme } from '../../schemas/generated/theme';
import { resolveThemeColors, TINT_PERCENT } from '../../engine/theme/themeColors';

/** CSS's sRGB mix, as engine/theme/mixColors.ts computes it for the theme's contrast check. */
const mix = (color: string, percent: number, base = 'white') => `color-mix(in srgb, ${color} ${percent}%, ${base})`;

const RADII: Record<NonNullable<Theme['radius']>, [string, string, string]> = {
  none: ['0', '0', '0'],
  sm: ['0.125rem', '0.25rem', '0.375rem'],
  md: ['0.25rem', '0.375rem', '0.5rem'],
  lg: ['0.375rem', '0.625rem', '0.875rem'],
  xl: ['0.5rem', '0.875rem', '1.25rem'],
  full: ['0.5rem', '1rem', '1.5rem'],
};

/**
 * One focus indicator everywhere (WCAG 2.2 1.4.11 and 2.4.7): 2 px in the theme's `focusRing` colour,
 * which the theme check holds to 3:1 against the page and cards. Inside the navbar, footer and hero
 * it takes their text colour, which contrasts with their background. Chakra's recipes draw their ring
 * from `--focus-ring-color` and `--focus-ring-width` (or straight from `colorPalette.focusRing`), set
 * per palette (gray's is #a1a1aa, 2.4:1 on the page) and 1 px on inputs; `!important` on these
 * variables puts the theme's ring under every recipe, and elements without a recipe (plain links,
 * native controls) get the same outline. Chromium never marks a date or month input :focus-visible
 * (its focus is on a part inside), so those show the ring on :focus.
 */
const focusIndicatorCss = {
  html: { '--portico-focus-ring': 'colors.portico.focusRing' },
  '.portico-navbar': { '--portico-focus-ring': 'colors.portico.navText' },
  '.portico-footer': { '--portico-focus-ring': 'colors.portico.footerText' },
  '.portico-hero': { '--portico-focus-ring': 'colors.portico.heroText' },
  '*': {
    '--focus-ring-color': 'var(--portico-focus-ring) !important',
    '--chakra-colors-color-palette-focus-ring': 'var(--portico-focus-ring) !important',
    '--focus-ring-width': '2px !important',
  },
  ':focus-visible': { outline: '2px solid var(--portico-focus-ring)', outlineOffset: '2px' },
  'input:is([type=date], [type=month], [type=time], [type=datetime-local]):focus': { outline: '2px solid var(--portico-focus-ring) !important' },
};

/** A colour palette's semantic tokens from one colour: Chakra's solid, contrast, fg and ring, and its tints (muted, subtle, emphasized). */
function colorPalette(color: string, contrast: string, focusRing: string) {
  const value = (v: string) => ({ value: v });
  return {
    solid: value(color),
    contrast: value(contrast),
    fg: value(color),
    muted: value(mix(color, TINT_PERCENT.muted)),
    subtle: value(mix(color, TINT_PERCENT.subtle)),
    emphasized: value(mix(color, TINT_PERCENT.emphasized, 'black')),
    focusRing: value(focusRing),
  };
}

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
  const colors = resolveThemeColors(theme);
  const [l1, l2, l3] = RADII[theme?.radius ?? 'md'];
  const value = (v: string) => ({ value: v });
  return attachChakraRecipes(
    createSystem(
      chakraBaseTheme,
      defineConfig({
        globalCss: {
          // Sticky bars report how much of the window they cover (useStickyInset): focus and scrolling keep clear of them.
          ...focusIndicatorCss,
          html: {
            ...focusIndicatorCss.html,
            scrollPaddingBlockStart: 'var(--portico-sticky-top, 0px)',
            scrollPaddingBlockEnd: 'var(--portico-sticky-bottom, 0px)',
          },
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
              brand: colorPalette(colors.primary, colors.primaryContrast, colors.focusRing),
              disruptive: colorPalette(colors.disruptive, '#ffffff', colors.disruptive),
              portico: {
                page: value(colors.pageBackground),
                text: value(colors.text),
                navBg: value(colors.navBackground),
                navText: value(colors.navText),
                heroText: value(colors.heroText),
                footerBg: value(colors.footerBackground),
                footerText: value(colors.footerText),
                focusRing: value(colors.focusRing),
              },
              fg: { muted: value(colors.mutedText), DEFAULT: value(colors.text), error: value(colors.disruptive) },
              border: { error: value(colors.disruptive) },
              bg: { panel: value(colors.surface) },
            },
          },
        },
      }),
    ),
  );
}
