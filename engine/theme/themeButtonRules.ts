import { themeVar } from './themeVar';

/**
 * The button sections chosen by an attribute rather than by a variant of Chakra's button recipe
 * (widgets/shared/themedRecipes.ts), as one fixed style sheet:
 * - `aria-pressed` = two_state_buttons (its `selected` colours when pressed, in every state);
 * - `data-portico-button=apply` = apply_button (the job page's Apply);
 * - `data-portico-button=nav|go` = talent_experience_nav_button and talent_experience_go_button (the
 *   candidate home's navigation and call-to-action buttons).
 *
 * These are not in the button recipe's base: Chakra serializes a recipe and a button's style props
 * into one class per combination, so every button's class carried these rules (the search page's
 * styles doubled, 69 to 134 KB). Written once here, they sit in Chakra's `recipes` layer beside the
 * recipe's classes and outweigh them in every state (`.chakra-button[attr]` against one class), and
 * a pressed button's selected rules come after the other states' at equal weight. The server writes
 * them with the theme's custom properties (themeStyleText in themeCss.ts); they read only those properties.
 */

/** Chakra's state conditions (its `_hover`, `_focusVisible`, `_active`, `_disabled`), as it writes them. */
const STATES = {
  rest: { suffix: '', media: '' },
  hover: { suffix: ':is(:hover, [data-hover]):not(:disabled, [data-disabled])', media: '@media (hover: hover)' },
  focus: { suffix: ':is(:focus-visible, [data-focus-visible])', media: '' },
  active: { suffix: ':is(:active, [data-active]):not(:disabled, [data-disabled], [data-state=open])', media: '' },
  disabled: { suffix: ':is(:disabled, [disabled], [data-disabled], [aria-disabled=true])', media: '' },
} as const;
type State = keyof typeof STATES;

/** One rule: the three colours of `section` in a token state (`hover.`, `selected.` or none), plus `extra` declarations. */
function rule(selector: string, state: State, section: string, tokenState: string, extra = ''): string {
  const token = (name: string) => themeVar(`${section}.${tokenState}${name}`);
  const background = token('background');
  const body = `${selector}${STATES[state].suffix}{background:${background};--bg-currentcolor:${background};color:${token('text')};border-color:${token('border')};${extra}}`;
  return STATES[state].media ? `${STATES[state].media}{${body}}` : body;
}

/** A section's rules on `selector`: rest (with radius and weight), hover, focus, active, disabled (no fade: its colours are the theme's). */
function sectionRules(selector: string, section: string): string[] {
  return [
    rule(selector, 'rest', section, '', `border-radius:${themeVar(`${section}.radius`)};font-weight:${themeVar(`${section}.fontWeight`)};`),
    rule(selector, 'hover', section, 'hover.'),
    rule(selector, 'focus', section, 'focus.'),
    rule(selector, 'active', section, 'active.'),
    rule(selector, 'disabled', section, 'disabled.', 'opacity:1;'),
  ];
}

const PRESSED = '.chakra-button[aria-pressed=true]';

/** The style sheet (the layer order first, as Chakra declares it, so this sheet's place in the page does not change it). */
export const THEMED_BUTTON_RULES = [
  '@layer reset,base,tokens,recipes;@layer recipes{',
  ...sectionRules('.chakra-button[aria-pressed]', 'two_state_buttons'),
  // Pressed shows in every state (hovered, focused, pressed down), or a pointer or the keyboard would hide it.
  ...(['rest', 'hover', 'focus', 'active'] as const).map((state) => rule(PRESSED, state, 'two_state_buttons', 'selected.')),
  ...sectionRules('.chakra-button[data-portico-button=apply]', 'apply_button'),
  ...sectionRules('.chakra-button[data-portico-button=nav]', 'talent_experience_nav_button'),
  ...sectionRules('.chakra-button[data-portico-button=go]', 'talent_experience_go_button'),
  '}',
].join('');
