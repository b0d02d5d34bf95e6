import type { Theme } from '../../schemas/generated/theme';
import type { ConfigError } from '../config/ConfigError';
import { contrastRatio } from './contrastRatio';
import { mixColors } from './mixColors';
import { resolveThemeColors, TINT_PERCENT, type ThemeColors } from './themeColors';

/** A theme colour by name, a tint the portal derives from one, or a fixed colour it draws (white text on destructive buttons). */
type Paint = keyof ThemeColors | 'primaryMuted' | 'disruptiveMuted' | `#${string}`;

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for the focus indicator and other non-text parts (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

/**
 * Which theme colours are drawn on which, and the contrast each pair needs. The focus ring is drawn
 * in `focusRing` on the page and on cards; in the navbar, the footer and the hero it takes their text
 * colour (src/app/createPorticoSystem.ts), so those pairs are covered by the text rule.
 */
const PAIRS: [foreground: Paint, background: Paint, minimum: number, what: string][] = [
  ['text', 'pageBackground', TEXT, 'text'],
  ['text', 'surface', TEXT, 'text'],
  ['mutedText', 'pageBackground', TEXT, 'text'],
  ['mutedText', 'surface', TEXT, 'text'],
  ['primary', 'pageBackground', TEXT, 'link text'],
  ['primary', 'surface', TEXT, 'link text'],
  ['primary', 'primaryMuted', TEXT, 'text on a primary tint (avatars, selected items)'],
  ['primaryContrast', 'primary', TEXT, 'button text'],
  ['navText', 'navBackground', TEXT, 'text'],
  ['footerText', 'footerBackground', TEXT, 'text'],
  ['disruptive', 'pageBackground', TEXT, 'error text'],
  ['disruptive', 'surface', TEXT, 'error text'],
  ['disruptive', 'disruptiveMuted', TEXT, 'text on an error tint (badges)'],
  ['#ffffff', 'disruptive', TEXT, 'button text'],
  ['focusRing', 'pageBackground', NON_TEXT, 'the focus indicator'],
  ['focusRing', 'surface', NON_TEXT, 'the focus indicator'],
];

/**
 * The theme's colour pairs below WCAG 2.2 AA contrast, as config errors at the colour to change:
 * the foreground, unless only the background was set by the theme. This is the theme builder's
 * contrast check; the server refuses such a config at start and `config:check` reports it.
 */
export function themeContrastErrors(theme: Theme | undefined, pointer = '/theme'): ConfigError[] {
  const colors = resolveThemeColors(theme);
  const given: Partial<Record<Paint, unknown>> = theme?.colors ?? {};
  const derived: Record<string, string> = {
    ...colors,
    primaryMuted: mixColors(colors.primary, TINT_PERCENT.muted),
    disruptiveMuted: mixColors(colors.disruptive, TINT_PERCENT.muted),
  };
  const paint = (name: Paint) => (name.startsWith('#') ? name : derived[name]!);
  const errors: ConfigError[] = [];
  for (const [foreground, background, minimum, what] of PAIRS) {
    const ratio = contrastRatio(paint(foreground), paint(background));
    if (ratio >= minimum) continue;
    const blamed = foreground.startsWith('#') || (!(foreground in given) && background in given) ? background : foreground;
    const at = blamed.replace(/Muted$/, '');
    errors.push({
      pointer: `${pointer}/colors/${at}`,
      message:
        `${foreground} (${paint(foreground)}) on ${background} (${paint(background)}) has a contrast of ${ratio.toFixed(2)}:1; ` +
        `${what} needs at least ${minimum}:1 (WCAG 2.2 AA)`,
    });
  }
  return errors;
}
