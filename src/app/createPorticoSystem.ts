import { createSystem, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { attachChakraRecipes } from '../../widgets/shared/chakraRecipes';
import { chakraBaseTheme } from './chakraBaseTheme';
import { themeVar } from '../../engine/theme/themeVar';

/** CSS's sRGB mix, as engine/theme/mixColors.ts computes it for the theme's contrast check. */
const mix = (color: string, percent: number, base = 'white') => `color-mix(in srgb, ${color} ${percent}%, ${base})`;

/**
 * One focus indicator everywhere (WCAG 2.2 1.4.11 and 2.4.7): 2 px in the theme's `focusRing` colour,
 * which the theme check holds to 3:1 against the page and cards. Inside the navbar, footer and hero
 * it takes their text colour, which contrasts with their background. Chakra's recipes draw their ring
 * from `--focus-ring-color` and `--focus-ring-width` (or straight from `colorPalette.focusRing`), set
 * per palette (gray's is #a1a1aa, 2.4:1 on the page) and 1 px on inputs; `!important` on these
 * variables, set where a ring shows, puts the theme's ring under every recipe, and elements without a recipe (plain links,
 * native controls) get the same outline. Chromium never marks a date or month input :focus-visible
 * (its focus is on a part inside), so those show the ring on :focus.
 */
const focusIndicatorCss = {
  html: { '--portico-focus-ring': 'colors.portico.focusRing' },
  '.portico-navbar': { '--portico-focus-ring': 'colors.portico.navText' },
  '.portico-footer': { '--portico-focus-ring': 'colors.portico.footerText' },
  '.portico-hero': { '--portico-focus-ring': 'colors.portico.heroText' },
  // Only where a ring is drawn (the focused element, the part Ark marks for a visually hidden input):
  // custom properties on every element ('*') made each restyle of the page a fifth slower, and on the
  // focused element's ancestors (:focus-within) every move of the focus into or out of a large part
  // (the form builder's canvas of a thousand questions: 30-40 ms) restyled all it holds.
  ':is(:focus, :focus-visible, [data-focus-visible], [data-focus])': {
    '--focus-ring-color': 'var(--portico-focus-ring) !important',
    '--chakra-colors-color-palette-focus-ring': 'var(--portico-focus-ring) !important',
    '--focus-ring-width': '2px !important',
  },
  ':focus-visible': { outline: '2px solid var(--portico-focus-ring)', outlineOffset: '2px' },
  'input:is([type=date], [type=month], [type=time], [type=datetime-local]):focus': { outline: '2px solid var(--portico-focus-ring) !important' },
};

/** The tints of a theme colour Chakra's palettes need (engine/theme/themeContrast.ts checks text on the muted one). */
const TINT_PERCENT = { muted: 12, subtle: 6, emphasized: 85 } as const;

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

let system: SystemContext | undefined;

/**
 * The portal's Chakra UI system. It holds no theme: its tokens read the theme's custom properties
 * (engine/theme/themeVar.ts), which the server writes into every page (themeCss.ts) and the builders
 * into their previews, so one system serves every employer and a theme changes without a new one.
 */
export function createPorticoSystem(): SystemContext {
  return (system ??= attachChakraRecipes(createSystem(...porticoSystemConfigs())));
}

/** A system's configs merged, its token dictionary made on demand (scripts/chakraSystemStepsPlugin.ts); createSystem takes it as its one config. */
type PreparedSystem = SystemConfig & { makeTokens: () => unknown };
/** What createSystem gains from the build: its first steps alone. */
type SteppedCreateSystem = typeof createSystem & { prepare?: (...configs: SystemConfig[]) => PreparedSystem };

/**
 * The same system, made in three tasks where the build allows (the configs merged, the token
 * dictionary, the rest): `between` lets the browser paint and answer input in between. A page's start
 * uses it; made once.
 */
export async function createPorticoSystemInSteps(between: () => Promise<void>): Promise<SystemContext> {
  const { prepare } = createSystem as SteppedCreateSystem;
  if (system || !prepare) return createPorticoSystem();
  const prepared = prepare(...porticoSystemConfigs());
  await between();
  prepared.makeTokens();
  await between();
  return (system ??= attachChakraRecipes(createSystem(prepared)));
}

/** Chakra's base theme and Portico's tokens over it, in the order they are merged. */
export function porticoSystemConfigs(): SystemConfig[] {
  const core = (name: string) => themeVar(`core_properties.${name}`);
  const value = (v: string) => ({ value: v });
  return [
    ...chakraBaseTheme,
    defineConfig({
      globalCss: {
        ...focusIndicatorCss,
        html: {
          ...focusIndicatorCss.html,
          fontSize: core('fontSize'),
        },
        body: { bg: 'portico.page', color: 'portico.text' },
        '.portico-prose a, .portico-footer a, .portico-banner a': { textDecoration: 'underline', textUnderlineOffset: '2px' },
        '.portico-prose p + p': { marginTop: '0.75em' },
      },
      theme: {
        tokens: {
          fonts: {
            body: value(core('fontFamily')),
            heading: value(core('headingFontFamily')),
          },
        },
        semanticTokens: {
          radii: { l1: value(themeVar('border_radius.small')), l2: value(themeVar('border_radius.medium')), l3: value(themeVar('border_radius.large')) },
          colors: {
            brand: colorPalette(core('primary'), core('primaryContrast'), core('focusRing')),
            disruptive: colorPalette(core('error'), themeVar('disruptive_buttons.text'), core('error')),
            portico: {
              page: value(core('pageBackground')),
              text: value(core('text')),
              link: value(core('link')),
              navBg: value(themeVar('navbar.background')),
              navText: value(themeVar('navbar.text')),
              heroText: value(themeVar('pcsx_hero_image.text')),
              footerBg: value(core('footerBackground')),
              footerText: value(core('footerText')),
              focusRing: value(core('focusRing')),
            },
            fg: { muted: value(core('mutedText')), DEFAULT: value(core('text')), error: value(core('error')) },
            border: { error: value(core('error')) },
            bg: { panel: value(core('surface')) },
          },
        },
      },
    }),
  ];
}
