import { buttonRecipe } from '@chakra-ui-theme/recipes/button.js';
import { cardSlotRecipe } from '@chakra-ui-theme/recipes/card.js';
import { themeVar } from '../../engine/theme/themeVar';

// Chakra types a recipe's parts as optional; these two have them.
const button = buttonRecipe as Required<typeof buttonRecipe>;
const card = cardSlotRecipe as Required<typeof cardSlotRecipe>;

/** A button's three colours in a state (`hover.`), each from `value(tokenPath)`. */
const paint = (value: (path: string) => string, state: string) => ({
  bg: value(`${state}background`),
  color: value(`${state}text`),
  borderColor: value(`${state}border`),
});

/** A button's colours in every state, its radius and weight. */
function buttonPaint(value: (path: string) => string) {
  return {
    ...paint(value, ''),
    borderRadius: value('radius'),
    fontWeight: value('fontWeight'),
    _hover: paint(value, 'hover.'),
    _focusVisible: paint(value, 'focus.'),
    _active: paint(value, 'active.'),
    // The disabled colours are the theme's (faded into the page, contrast-checked): no fade on top
    // (this opacity comes after the base's disabled layer style and wins).
    _disabled: { ...paint(value, 'disabled.'), opacity: 1 },
  };
}

/** Every token a button reads (`background` … `disabled.border`, `radius`, `fontWeight`). */
const PATHS: string[] = [];
buttonPaint((path) => (PATHS.push(path), path));

/** A button section's styles. */
const section = (name: string) => buttonPaint((path) => themeVar(`${name}.${path}`));
const slotName = (path: string) => `btn-${path.replace('.', '-')}`;

/**
 * The button section each colour palette's solid buttons take, as palette slots
 * (`colors.brand.btn-hover-background` = the primary_buttons token): Chakra's `colorPalette` (on
 * the button or any ancestor, `gray` from the html element) passes its palette's slots down as
 * `--chakra-colors-color-palette-<slot>`, so the nearest palette decides, as for all of Chakra's
 * palette colours. A palette without slots (blue, green) takes its ancestor's, usually gray's. Radius
 * and weight ride along as "colour" slots: only colour tokens follow the palette. Merged into the
 * base theme (src/app/chakraBaseTheme.ts).
 */
export const buttonPaletteTokens = Object.fromEntries(
  Object.entries({ brand: 'primary_buttons', gray: 'default_buttons', red: 'disruptive_buttons', disruptive: 'disruptive_buttons' }).map(([palette, name]) => [
    palette,
    Object.fromEntries(PATHS.map((path) => [slotName(path), { value: themeVar(`${name}.${path}`) }])),
  ]),
);

/**
 * Chakra's button recipe painted by the theme's button sections (issue 19), chosen by the variant and
 * the palette slots above: solid = the palette's section (primary, default or disruptive), outline =
 * secondary_buttons, ghost and plain = system_ui_buttons. The sections chosen by an attribute
 * (two-state, apply, the candidate home's nav and go) are one fixed style sheet
 * (engine/theme/themeButtonRules.ts), which outweighs these. Style props at the call site (`color="inherit"`)
 * are merged last and win over the variant.
 */
export const themedButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...button.variants,
    variant: {
      ...button.variants.variant,
      solid: buttonPaint((path) => `var(--chakra-colors-color-palette-${slotName(path)})`),
      outline: section('secondary_buttons'),
      ghost: section('system_ui_buttons'),
      plain: section('system_ui_buttons'),
    },
  },
};

const cards = (token: string) => themeVar(`cards.${token}`);

/** Chakra's card painted by the theme's `cards` section: its outline variant, the default and the only one the portal uses. */
export const themedCardRecipe = {
  ...cardSlotRecipe,
  variants: {
    ...card.variants,
    variant: {
      ...card.variants.variant,
      outline: {
        root: {
          bg: cards('background'),
          color: cards('text'),
          borderWidth: '1px',
          borderColor: cards('border'),
          borderRadius: cards('radius'),
          boxShadow: cards('shadow'),
        },
      },
    },
  },
};
