import { describe, expect, it } from 'vitest';
import { checkTemplateVariables } from '../../../engine/config/checkTemplateVariables';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { readConfig, setAt } from './configFixtures';

const withSections = (sections: Record<string, unknown>) => ({ theme: { sections } });

describe('checkTemplateVariables (theme builder section values)', () => {
  it('accepts plain values and values that are one template variable naming a theme value', () => {
    const config = withSections({ primary_buttons: { background: '{{colors.primary}}', text: '{{ colors.primaryContrast }}', radius: 4, label: 'Apply' } });
    expect(checkTemplateVariables(config)).toEqual([]);
  });

  it('reports a variable naming no theme value at its place, with a did-you-mean', () => {
    const [error, ...rest] = checkTemplateVariables(withSections({ navbar: { background: '{{colors.navBackgrund}}' } }));
    expect(rest).toEqual([]);
    expect(error?.pointer).toBe('/theme/sections/navbar/background');
    expect(error?.message).toMatch(
      /^"\{\{colors\.navBackgrund\}\}" names no theme value \(did you mean "\{\{colors\.navBackground\}\}"\?\); template variables: colors\.primary, /,
    );
  });

  it.each([
    ['text around the placeholder', 'solid {{colors.primary}}'],
    ['two placeholders', '{{colors.primary}}{{colors.text}}'],
    ['braces inside', '{{colors.{primary}}}'],
    ['an unclosed placeholder', '{{colors.primary}'],
  ])('refuses %s: the whole value must be one placeholder with no braces inside', (_title, value) => {
    expect(checkTemplateVariables(withSections({ cards: { border: value } }))).toEqual([
      {
        pointer: '/theme/sections/cards/border',
        message: `the text ${JSON.stringify(value)} is not a valid template variable: the whole value must be one name in double braces with no braces inside, e.g. "{{colors.primary}}"`,
      },
    ]);
  });

  it('runs in validateEmployerConfig', () => {
    const config = readConfig('acme');
    setAt(config, '/theme/sections', { tabs: { indicator: '{{colour.primary}}' } });
    expect(validateEmployerConfig(config).errors.map((error) => error.pointer)).toEqual(['/theme/sections/tabs/indicator']);
  });
});
