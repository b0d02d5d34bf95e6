import type { Theme } from '../../schemas/generated/theme';
import { contrastRatio } from './contrastRatio';
import { mixColors } from './mixColors';
import { BUTTON_STATES, statePath, type ThemeSectionName } from './themeSections';
import { resolveThemeTokens } from './themeTokens';

/** WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for the focus indicator and other non-text parts (1.4.11). */
const TEXT = 4.5;
const NON_TEXT = 3;

export interface ThemeContrastPair {
  /** JSON Pointers into the theme of the colour drawn and the colour under it. */
  pair: [foreground: string, background: string];
  ratio: number;
  required: number;
  passes: boolean;
  /** What the foreground is: 'text', 'button text', 'the focus indicator'… */
  what: string;
  /** The nearest foreground colour that passes, for a pair that does not. */
  suggestion?: string;
}

/** A token's address, or a tint the portal mixes from one (`core_properties.primary@12`: 12% of it in white). */
type Paint = string;
type PairSpec = [foreground: Paint, background: Paint, required: number, what: string];

const BUTTON_SECTIONS: ThemeSectionName[] = [
  'primary_buttons',
  'secondary_buttons',
  'default_buttons',
  'disruptive_buttons',
  'system_ui_buttons',
  'two_state_buttons',
  'apply_button',
  'talent_experience_nav_button',
  'talent_experience_go_button',
];

const PAGE = 'core_properties.pageBackground';
const SURFACE = 'core_properties.surface';

/**
 * Which colours are drawn on which, and the contrast each pair needs. A button's text on its
 * background in every state but disabled (WCAG exempts inactive controls); a button's edge (its
 * border or its fill, whichever stands out more) against the page, except the system buttons', which
 * are known by their icon or text. In the navbar, footer and hero the focus ring takes their text
 * colour (src/app/createPorticoSystem.ts), so those pairs are covered by the text rule.
 */
function pairSpecs(get: (address: string) => string): PairSpec[] {
  const buttons = BUTTON_SECTIONS.flatMap((section): PairSpec[] => {
    const at = (path: string) => `${section}.${path}`;
    const text = BUTTON_STATES.filter((state) => state !== 'disabled').map((state): PairSpec => [
      at(statePath(state, 'text')),
      at(statePath(state, 'background')),
      TEXT,
      'button text',
    ]);
    if (section === 'system_ui_buttons') return text;
    const edge = contrastRatio(get(at('border')), get(PAGE)) >= contrastRatio(get(at('background')), get(PAGE)) ? at('border') : at('background');
    return [...text, [edge, PAGE, NON_TEXT, 'the button’s edge']];
  });
  return [
    ['core_properties.text', PAGE, TEXT, 'text'],
    ['core_properties.text', SURFACE, TEXT, 'text'],
    ['core_properties.mutedText', PAGE, TEXT, 'text'],
    ['core_properties.mutedText', SURFACE, TEXT, 'text'],
    ['core_properties.link', PAGE, TEXT, 'link text'],
    ['core_properties.link', SURFACE, TEXT, 'link text'],
    ['core_properties.primary', 'core_properties.primary@12', TEXT, 'text on a primary tint (avatars, selected items)'],
    ['core_properties.error', PAGE, TEXT, 'error text'],
    ['core_properties.error', SURFACE, TEXT, 'error text'],
    ['core_properties.error', 'core_properties.error@12', TEXT, 'text on an error tint (badges)'],
    ['core_properties.focusRing', PAGE, NON_TEXT, 'the focus indicator'],
    ['core_properties.focusRing', SURFACE, NON_TEXT, 'the focus indicator'],
    ['core_properties.footerText', 'core_properties.footerBackground', TEXT, 'text'],
    ['navbar.text', 'navbar.background', TEXT, 'text'],
    ['banner_header.text', 'banner_header.background', TEXT, 'text'],
    ['banner_header.link', 'banner_header.background', TEXT, 'link text'],
    ...buttons,
    ['two_state_buttons.selected.text', 'two_state_buttons.selected.background', TEXT, 'button text'],
    ['two_state_buttons.selected.border', PAGE, NON_TEXT, 'the button’s edge'],
    ['cards.text', 'cards.background', TEXT, 'text'],
    ['core_properties.mutedText', 'cards.background', TEXT, 'text'],
    ['core_properties.link', 'cards.background', TEXT, 'link text'],
    ['info_bar.text', 'info_bar.background', TEXT, 'text'],
    ['info_bar.icon', 'info_bar.background', NON_TEXT, 'the icon'],
    ['tabs.text', 'tabs.background', TEXT, 'text'],
    ['tabs.selectedText', 'tabs.background', TEXT, 'text'],
    ['tabs.indicator', 'tabs.background', NON_TEXT, 'the selected tab’s indicator'],
    ['talent_experience_core.text', 'talent_experience_core.background', TEXT, 'text'],
    ['talent_experience_core.heading', 'talent_experience_core.background', TEXT, 'text'],
    ['pcsx_core.resultText', 'pcsx_core.resultBackground', TEXT, 'text'],
    ['pcsx_core.resultText', 'pcsx_core.resultSelectedBackground', TEXT, 'text'],
    ['pcsx_core.jobTitle', 'pcsx_core.resultBackground', TEXT, 'link text'],
    ['pcsx_core.jobTitle', 'pcsx_core.resultSelectedBackground', TEXT, 'link text'],
    ['pcsx_core.resultSelectedBorder', 'pcsx_core.resultBackground', NON_TEXT, 'the selected result’s edge'],
    ['pcsx_hero_image.text', 'pcsx_hero_image.overlay@', TEXT, 'text over the hero image'],
    ['pcsx_profile_page.headerText', 'pcsx_profile_page.headerBackground', TEXT, 'text'],
    ['pcsx_profile_page.avatarText', 'pcsx_profile_page.avatarBackground', TEXT, 'text'],
  ];
}

/** The token a paint is, or is mixed from. */
export const paintToken = (paint: Paint) => paint.split('@')[0]!;

/**
 * A paint's colour. A tint is the token mixed into white. The hero's overlay is what text over it is
 * sure to stand on whatever the image: the overlay at its opacity over white for light text, over
 * black for dark text.
 */
function paintColor(paint: Paint, get: (address: string) => string): string {
  const [address, tint] = paint.split('@') as [string, string | undefined];
  if (tint === undefined) return get(address);
  if (tint !== '') return mixColors(get(address), Number(tint));
  const text = get('pcsx_hero_image.text');
  const light = contrastRatio(text, '#000000') > contrastRatio(text, '#ffffff');
  return mixColors(get(address), Math.round(Number(get('pcsx_hero_image.overlayOpacity')) * 100), light ? '#ffffff' : '#000000');
}

/** A token's JSON Pointer in the theme's sections. */
export const tokenPointer = (address: string) => `/sections/${address.replace(/\./g, '/')}`;

const round = (ratio: number) => Math.floor(ratio * 100) / 100;

/** What a paint is called in a message: its token, or the tint of one. */
function paintName(paint: Paint): string {
  const [address, tint] = paint.split('@') as [string, string | undefined];
  if (tint === undefined) return address;
  return tint === '' ? `${address} at its opacity over any image` : `${address} at ${tint}% on white`;
}

export interface ContrastCheck {
  foreground: { address: string; name: string; color: string };
  background: { address: string; name: string; color: string };
  ratio: number;
  required: number;
  what: string;
}

/** Every colour pair the theme paints, resolved, with its contrast rounded down to 2 decimals (a ratio shown as 4.5 passes 4.5). */
export function themeContrastChecks(theme: Theme | undefined): ContrastCheck[] {
  const tokens = resolveThemeTokens(theme);
  const get = (address: string) => tokens.get(address)!;
  return pairSpecs(get).map(([foreground, background, required, what]) => {
    const [fg, bg] = [paintColor(foreground, get), paintColor(background, get)];
    return {
      foreground: { address: paintToken(foreground), name: paintName(foreground), color: fg },
      background: { address: paintToken(background), name: paintName(background), color: bg },
      ratio: round(contrastRatio(fg, bg)),
      required,
      what,
    };
  });
}

/**
 * The theme builder's contrast check: every pair with its ratio and, for a failing one, the nearest
 * foreground that passes. Publishing, the studio and `config:check` refuse a theme with a failing
 * pair (themeContrastErrors.ts).
 */
export function themeContrastPairs(theme: Theme | undefined): ThemeContrastPair[] {
  return themeContrastChecks(theme).map(({ foreground, background, ratio, required, what }) => {
    const passes = ratio >= required;
    return {
      pair: [tokenPointer(foreground.address), tokenPointer(background.address)],
      ratio,
      required,
      passes,
      what,
      ...(!passes && { suggestion: nearestPassingColor(foreground.color, background.color, required) }),
    };
  });
}

/**
 * The colour nearest `color` (the least mixed with black or with white) that reaches `required`
 * against `background`: black or white themselves when nothing nearer does.
 */
export function nearestPassingColor(color: string, background: string, required: number): string {
  const candidates = ['#000000', '#ffffff'].map((toward) => {
    if (contrastRatio(toward, background) < required) return undefined;
    // Binary search on the share of the original colour, highest share that still passes.
    let [low, high] = [0, 100];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (round(contrastRatio(mixColors(color, middle, toward), background)) >= required) low = middle;
      else high = middle;
    }
    return { color: mixColors(color, low, toward), kept: low };
  });
  const best = candidates.filter((candidate) => candidate !== undefined).sort((a, b) => b.kept - a.kept)[0];
  return best?.color ?? '#000000';
}
