import { describe, expect, it } from 'vitest';
import { THEMED_BUTTON_RULES } from '../../../engine/theme/themeButtonRules';
import { themeCss, themeStyleText } from '../../../engine/theme/themeCss';

describe('the button sections chosen by an attribute', () => {
  it('declare Chakra’s layer order first and sit in its recipes layer, so they outweigh the recipe’s classes there', () => {
    expect(THEMED_BUTTON_RULES.startsWith('@layer reset,base,tokens,recipes;@layer recipes{')).toBe(true);
    expect(THEMED_BUTTON_RULES.endsWith('}')).toBe(true);
  });

  it.each([
    ['.chakra-button[aria-pressed]', 'two_state_buttons'],
    ['.chakra-button[data-portico-button=apply]', 'apply_button'],
    ['.chakra-button[data-portico-button=nav]', 'talent_experience_nav_button'],
    ['.chakra-button[data-portico-button=go]', 'talent_experience_go_button'],
  ])('paint %s with %s in every state', (selector, section) => {
    expect(THEMED_BUTTON_RULES).toContain(`${selector}{background:var(--pt-${section}-background);`);
    expect(THEMED_BUTTON_RULES).toContain(`border-radius:var(--pt-${section}-radius);font-weight:var(--pt-${section}-fontWeight);`);
    expect(THEMED_BUTTON_RULES).toContain(
      `@media (hover: hover){${selector}:is(:hover, [data-hover]):not(:disabled, [data-disabled]){background:var(--pt-${section}-hover-background);`,
    );
    expect(THEMED_BUTTON_RULES).toContain(`${selector}:is(:focus-visible, [data-focus-visible]){background:var(--pt-${section}-focus-background);`);
    expect(THEMED_BUTTON_RULES).toContain(`color:var(--pt-${section}-active-text);`);
    expect(THEMED_BUTTON_RULES).toContain(`border-color:var(--pt-${section}-disabled-border);opacity:1;}`);
  });

  it('put a pressed toggle’s selected colours after the toggle’s other states, at equal weight, in every state', () => {
    const pressed = '.chakra-button[aria-pressed=true]';
    const lastUnpressed = THEMED_BUTTON_RULES.indexOf('.chakra-button[aria-pressed]:is(:disabled');
    for (const state of ['{', ':is(:hover', ':is(:focus-visible', ':is(:active']) {
      const at = THEMED_BUTTON_RULES.indexOf(`${pressed}${state}`);
      expect(at).toBeGreaterThan(lastUnpressed);
      expect(THEMED_BUTTON_RULES.slice(at)).toMatch(/^[^}]*background:var\(--pt-two_state_buttons-selected-background\)/);
    }
  });

  it('come with the theme’s custom properties in the page’s theme style', () => {
    const theme = { sections: { two_state_buttons: { background: '#123456' } } };
    expect(themeStyleText(theme)).toBe(THEMED_BUTTON_RULES + themeCss(theme));
    expect(themeStyleText(theme)).toContain('--pt-two_state_buttons-background:#123456');
  });
});
