import { buttonRecipe } from '@chakra-ui-theme/recipes/button.js';
import { cardSlotRecipe } from '@chakra-ui-theme/recipes/card.js';
import { themeVar } from '../../engine/theme/themeVar';

// Chakra types a recipe's parts as optional; these two have them.
const button = buttonRecipe as Required<typeof buttonRecipe>;
const card = cardSlotRecipe as Required<typeof cardSlotRecipe>;

const PATHS = ['', 'hover.', 'focus.', 'active.', 'disabled.'].flatMap((state) => ['background', 'text', 'border'].map((paint) => state + paint));

/** A button's colours in every state, its radius and weight, each from `value(tokenPath)` (`hover.background`). */
function buttonPaint(value: (path: string) => string) {
  const paint = (state: string) => ({ bg: value(`${state}background`), color: value(`${state}text`), borderColor: value(`${state}border`) });
  return {
    ...paint(''),
    borderRadius: value('radius'),
    fontWeight: value('fontWeight'),
    _hover: paint('hover.'),
    _expanded: paint('hover.'),
    _focusVisible: paint('focus.'),
    _active: paint('active.'),
    // The disabled colours are the theme's (faded into the page, contrast-checked): no opacity on top.
    _disabled: paint('disabled.'),
  };
}

const section = (name: string) => buttonPaint((path) => themeVar(`${name}.${path}`));
const slotName = (path: string) => `button-${path.replace(/\./g, '-')}`;

/**
 * The button section each colour palette's solid buttons take, as palette slots
 * (`colors.brand.button-hover-background` = the primary_buttons token): Chakra's `colorPalette` (on
 * the button or any ancestor, `gray` from the html element) passes its palette's slots down as
 * `--chakra-colors-color-palette-<slot>`, so the nearest palette decides, as for all of Chakra's
 * palette colours. A palette without slots (blue, green) takes its ancestor's, usually gray's. Radius
 * and weight ride along as "colour" slots: only colour tokens follow the palette. Merged into the
 * base theme (src/app/chakraBaseTheme.ts).
 */
export const buttonPaletteTokens = Object.fromEntries(
  Object.entries({ brand: 'primary_buttons', gray: 'default_buttons', red: 'disruptive_buttons', disruptive: 'disruptive_buttons' }).map(([palette, name]) => [
    palette,
    Object.fromEntries([...PATHS, 'radius', 'fontWeight'].map((path) => [slotName(path), { value: themeVar(`${name}.${path}`) }])),
  ]),
);

/**
 * Chakra's button recipe painted by the theme's button sections (issue 19). Chakra merges a
 * component's recipe and style props into one class, so sections are chosen by the variant, by the
 * palette slots above (solid: primary, default or disruptive) and by attribute selectors, which
 * outweigh the variant's one class in every state:
 * - solid = the palette's section; outline = secondary_buttons; ghost and plain = system_ui_buttons;
 * - `aria-pressed` = two_state_buttons (its `selected` colours when pressed);
 * - `data-portico-button` = apply_button, talent_experience_nav_button, talent_experience_go_button.
 * Style props at the call site (`color="inherit"`) are merged last and win over all of these.
 */
export const themedButtonRecipe = {
  ...buttonRecipe,
  base: {
    ...button.base,
    _disabled: { cursor: 'not-allowed' },
    '&[aria-pressed]': {
      ...section('two_state_buttons'),
      '&[aria-pressed=true]': paintSelected(),
    },
    '&[data-portico-button=apply]': section('apply_button'),
    '&[data-portico-button=nav]': section('talent_experience_nav_button'),
    '&[data-portico-button=go]': section('talent_experience_go_button'),
  },
  variants: {
    ...button.variants,
    variant: {
      ...button.variants.variant,
      solid: buttonPaint((path) => `var(--chakra-colors-color-palette-${slotName(path)})`),
      subtle: { ...button.variants.variant.subtle, _disabled: { layerStyle: 'disabled' } },
      surface: { ...button.variants.variant.surface, _disabled: { layerStyle: 'disabled' } },
      outline: section('secondary_buttons'),
      ghost: section('system_ui_buttons'),
      plain: section('system_ui_buttons'),
    },
  },
};

function paintSelected() {
  const v = (paint: string) => themeVar(`two_state_buttons.selected.${paint}`);
  return { bg: v('background'), color: v('text'), borderColor: v('border') };
}

const cardRoot = {
  bg: themeVar('cards.background'),
  color: themeVar('cards.text'),
  borderColor: themeVar('cards.border'),
  borderRadius: themeVar('cards.radius'),
  boxShadow: themeVar('cards.shadow'),
};

/** Chakra's card painted by the theme's `cards` section (the subtle variant keeps its muted fill). */
export const themedCardRecipe = {
  ...cardSlotRecipe,
  base: { ...card.base, root: { ...card.base.root, ...cardRoot } },
  variants: {
    ...card.variants,
    variant: {
      ...card.variants.variant,
      elevated: { root: cardRoot },
      outline: { root: { ...cardRoot, borderWidth: '1px' } },
    },
  },
};
