/**
 * The theme builder's sections and the design tokens each one edits (issue 19). A token is addressed
 * `theme.sections.<section>.<path>` (`primary_buttons.hover.background`); every token has a default,
 * often derived from another token (a button's hover colour from its rest colour), so a theme sets
 * only what it changes. schemas/theme.schema.json declares the same tokens (a unit test keeps the two
 * in step); themeTokens.ts resolves them, themeCss.ts turns them into the CSS variables the portal
 * reads, and themeContrast.ts checks the pairs they paint.
 */
import { mixColors } from './mixColors';

export type ThemeSectionName =
  | 'core_properties'
  | 'navbar'
  | 'banner_header'
  | 'border_radius'
  | 'primary_buttons'
  | 'secondary_buttons'
  | 'default_buttons'
  | 'disruptive_buttons'
  | 'system_ui_buttons'
  | 'two_state_buttons'
  | 'apply_button'
  | 'cards'
  | 'info_bar'
  | 'tabs'
  | 'talent_experience_core'
  | 'talent_experience_nav_button'
  | 'talent_experience_go_button'
  | 'pcsx_core'
  | 'pcsx_hero_image'
  | 'pcsx_profile_page';

export type ThemeProduct = 'pcsx' | 'default';

/** What a token holds; each kind has one pattern (themeTokenValue.ts) that the schema repeats. */
export type ThemeTokenKind = 'color' | 'length' | 'font' | 'fontWeight' | 'shadow' | 'opacity' | 'percent' | 'image';

/** A token's default: a fixed value, or computed from the resolved tokens (`get('core_properties.primary')`). */
export type TokenDefault = string | ((get: (address: string) => string) => string);

export interface ThemeTokenSpec {
  /** Within the section: `background`, `hover.background`. */
  path: string;
  kind: ThemeTokenKind;
  default: TokenDefault;
}

export interface ThemeSectionSpec {
  name: ThemeSectionName;
  /** pcsx: the portal's sections; default adds the candidate home's (talent_experience_*). */
  products: readonly ThemeProduct[];
  tokens: readonly ThemeTokenSpec[];
}

/** A button's states, each painted with a background, a text colour and a border. */
export const BUTTON_STATES = ['rest', 'hover', 'focus', 'active', 'disabled'] as const;
export type ButtonState = (typeof BUTTON_STATES)[number];
const PAINTS = ['background', 'text', 'border'] as const;

/** `state.paint` for a button state (`background` at rest, `hover.background` after). */
export const statePath = (state: ButtonState, paint: (typeof PAINTS)[number]) => (state === 'rest' ? paint : `${state}.${paint}`);

/** `percent` of a colour mixed into another, as CSS's color-mix in sRGB does. */
const mix = mixColors;

const token = (path: string, kind: ThemeTokenKind, fallback: TokenDefault): ThemeTokenSpec => ({ path, kind, default: fallback });
const ref = (address: string) => (get: (address: string) => string) => get(address);

/**
 * A button section's tokens: rest colours given, the other states derived from them (hover and
 * active darker, focus as rest with the focus ring, disabled faded into the page), plus its radius
 * and font weight.
 */
function buttonTokens(section: ThemeSectionName, rest: Record<(typeof PAINTS)[number], TokenDefault>): ThemeTokenSpec[] {
  const at = (path: string) => `${section}.${path}`;
  const shade = (percent: number) => (paint: (typeof PAINTS)[number]) => (get: (address: string) => string) =>
    paint === 'text' ? get(at('text')) : mix(get(at(paint)), percent, '#000000');
  const derived: Record<Exclude<ButtonState, 'rest'>, (paint: (typeof PAINTS)[number]) => TokenDefault> = {
    hover: shade(88),
    focus: (paint) => ref(at(paint)),
    active: shade(78),
    disabled: (paint) => (get) => mix(get(at(paint)), 45, get('core_properties.pageBackground')),
  };
  return [
    ...PAINTS.map((paint) => token(paint, 'color', rest[paint])),
    ...BUTTON_STATES.filter((state) => state !== 'rest').flatMap((state) =>
      PAINTS.map((paint) => token(statePath(state, paint), 'color', derived[state](paint))),
    ),
    token('radius', 'length', ref('border_radius.button')),
    token('fontWeight', 'fontWeight', '500'),
  ];
}

const CORE = 'core_properties';
const core = (name: string) => ref(`${CORE}.${name}`);
const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const THEME_SECTIONS: readonly ThemeSectionSpec[] = [
  {
    name: 'core_properties',
    products: ['pcsx', 'default'],
    tokens: [
      token('primary', 'color', '#0b57d0'),
      token('primaryContrast', 'color', '#ffffff'),
      token('pageBackground', 'color', '#f8f9fa'),
      token('surface', 'color', '#ffffff'),
      token('text', 'color', '#1f1f1f'),
      token('mutedText', 'color', '#4a4a4a'),
      token('link', 'color', core('primary')),
      token('error', 'color', '#b3261e'),
      token('focusRing', 'color', core('primary')),
      token('footerBackground', 'color', '#1f1f1f'),
      token('footerText', 'color', '#f1f1f1'),
      token('fontFamily', 'font', SYSTEM_FONT),
      token('headingFontFamily', 'font', core('fontFamily')),
      token('fontSize', 'length', '16px'),
    ],
  },
  {
    name: 'navbar',
    products: ['pcsx', 'default'],
    tokens: [
      token('background', 'color', '#ffffff'),
      token('text', 'color', '#1f1f1f'),
      token('border', 'color', (get) => mix(get('navbar.text'), 15, get('navbar.background'))),
      token('shadow', 'shadow', 'none'),
      token('height', 'length', '60px'),
    ],
  },
  {
    name: 'banner_header',
    products: ['pcsx', 'default'],
    tokens: [
      token('background', 'color', (get) => mix(get(`${CORE}.primary`), 10, '#ffffff')),
      token('text', 'color', core('text')),
      token('link', 'color', core('link')),
      token('fontSize', 'length', '14px'),
    ],
  },
  {
    name: 'border_radius',
    products: ['pcsx', 'default'],
    tokens: [
      token('small', 'length', '4px'),
      token('medium', 'length', '6px'),
      token('large', 'length', '8px'),
      token('button', 'length', ref('border_radius.medium')),
    ],
  },
  {
    name: 'primary_buttons',
    products: ['pcsx', 'default'],
    tokens: buttonTokens('primary_buttons', { background: core('primary'), text: core('primaryContrast'), border: core('primary') }),
  },
  {
    name: 'secondary_buttons',
    products: ['pcsx', 'default'],
    tokens: buttonTokens('secondary_buttons', {
      background: core('surface'),
      text: core('text'),
      border: (get) => mix(get(`${CORE}.text`), 55, get(`${CORE}.surface`)),
    }),
  },
  {
    name: 'default_buttons',
    products: ['pcsx', 'default'],
    tokens: buttonTokens('default_buttons', { background: '#27272a', text: '#ffffff', border: '#27272a' }),
  },
  {
    name: 'disruptive_buttons',
    products: ['pcsx', 'default'],
    tokens: buttonTokens('disruptive_buttons', { background: core('error'), text: '#ffffff', border: core('error') }),
  },
  {
    name: 'system_ui_buttons',
    products: ['pcsx', 'default'],
    tokens: buttonTokens('system_ui_buttons', { background: core('surface'), text: core('text'), border: core('surface') }),
  },
  {
    name: 'two_state_buttons',
    products: ['pcsx', 'default'],
    tokens: [
      ...buttonTokens('two_state_buttons', {
        background: core('surface'),
        text: core('text'),
        border: (get) => mix(get(`${CORE}.text`), 55, get(`${CORE}.surface`)),
      }),
      token('selected.background', 'color', (get) => mix(get(`${CORE}.primary`), 12, '#ffffff')),
      token('selected.text', 'color', core('primary')),
      token('selected.border', 'color', core('primary')),
    ],
  },
  {
    name: 'apply_button',
    products: ['pcsx', 'default'],
    tokens: buttonTokens('apply_button', {
      background: ref('primary_buttons.background'),
      text: ref('primary_buttons.text'),
      border: ref('primary_buttons.border'),
    }),
  },
  {
    name: 'cards',
    products: ['pcsx', 'default'],
    tokens: [
      token('background', 'color', core('surface')),
      token('text', 'color', core('text')),
      token('border', 'color', (get) => mix(get(`${CORE}.text`), 14, get('cards.background'))),
      token('radius', 'length', ref('border_radius.large')),
      token('shadow', 'shadow', 'none'),
    ],
  },
  {
    name: 'info_bar',
    products: ['pcsx', 'default'],
    tokens: [
      token('background', 'color', (get) => mix(get(`${CORE}.primary`), 8, '#ffffff')),
      token('text', 'color', core('text')),
      token('border', 'color', (get) => mix(get(`${CORE}.primary`), 40, '#ffffff')),
      token('icon', 'color', core('primary')),
    ],
  },
  {
    name: 'tabs',
    products: ['pcsx', 'default'],
    tokens: [
      token('background', 'color', core('pageBackground')),
      token('text', 'color', core('mutedText')),
      token('selectedText', 'color', core('primary')),
      token('indicator', 'color', core('primary')),
    ],
  },
  {
    name: 'talent_experience_core',
    products: ['default'],
    tokens: [
      token('background', 'color', core('pageBackground')),
      token('text', 'color', core('text')),
      token('heading', 'color', core('text')),
      token('headingFontFamily', 'font', core('headingFontFamily')),
    ],
  },
  {
    name: 'talent_experience_nav_button',
    products: ['default'],
    tokens: buttonTokens('talent_experience_nav_button', {
      background: ref('secondary_buttons.background'),
      text: ref('secondary_buttons.text'),
      border: ref('secondary_buttons.border'),
    }),
  },
  {
    name: 'talent_experience_go_button',
    products: ['default'],
    tokens: buttonTokens('talent_experience_go_button', {
      background: ref('primary_buttons.background'),
      text: ref('primary_buttons.text'),
      border: ref('primary_buttons.border'),
    }),
  },
  {
    name: 'pcsx_core',
    products: ['pcsx', 'default'],
    tokens: [
      token('resultBackground', 'color', ref('cards.background')),
      token('resultText', 'color', ref('cards.text')),
      token('resultSelectedBackground', 'color', (get) => mix(get(`${CORE}.primary`), 8, get('cards.background'))),
      token('resultSelectedBorder', 'color', core('primary')),
      token('jobTitle', 'color', core('link')),
    ],
  },
  {
    name: 'pcsx_hero_image',
    products: ['pcsx', 'default'],
    tokens: [
      token('image', 'image', ''),
      token('focalX', 'percent', '50'),
      token('focalY', 'percent', '50'),
      token('overlay', 'color', '#000000'),
      token('overlayOpacity', 'opacity', '0.55'),
      token('text', 'color', '#ffffff'),
      token('minHeight', 'length', '280px'),
    ],
  },
  {
    name: 'pcsx_profile_page',
    products: ['pcsx', 'default'],
    tokens: [
      token('headerBackground', 'color', ref('cards.background')),
      token('headerText', 'color', ref('cards.text')),
      token('avatarBackground', 'color', (get) => mix(get(`${CORE}.primary`), 12, '#ffffff')),
      token('avatarText', 'color', core('primary')),
    ],
  },
];

/** The sections a product shows in the builder, in the spec's order. */
export function sectionsOfProduct(product: ThemeProduct): ThemeSectionSpec[] {
  return THEME_SECTIONS.filter((section) => section.products.includes(product));
}
