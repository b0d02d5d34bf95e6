import { describe, expect, it } from 'vitest';
import { THEME_SECTIONS, type ThemeSectionName } from '../../../engine/theme/themeSections';
import { tokenGroups } from '../../../src/themeBuilder/ThemeSection';

const section = (name: ThemeSectionName) => THEME_SECTIONS.find((candidate) => candidate.name === name)!;
const paths = (name: ThemeSectionName) => tokenGroups(section(name)).map((group) => [group.state, group.tokens.map((token) => token.path)]);

describe('the groups a section’s controls are shown in', () => {
  it('groups a button section by state, rest first, then its radius and font weight', () => {
    expect(paths('primary_buttons')).toEqual([
      ['rest', ['background', 'text', 'border']],
      ['hover', ['hover.background', 'hover.text', 'hover.border']],
      ['focus', ['focus.background', 'focus.text', 'focus.border']],
      ['active', ['active.background', 'active.text', 'active.border']],
      ['disabled', ['disabled.background', 'disabled.text', 'disabled.border']],
      [null, ['radius', 'fontWeight']],
    ]);
  });

  it('gives the two-state buttons’ selected colours a group of their own', () => {
    expect(paths('two_state_buttons').map(([state]) => state)).toEqual(['rest', 'hover', 'focus', 'active', 'disabled', 'selected', null]);
  });

  it('shows every other section’s tokens in one group, and leaves out no token of any section', () => {
    expect(paths('navbar')).toEqual([[null, ['background', 'text', 'border', 'shadow', 'height']]]);
    for (const spec of THEME_SECTIONS)
      expect(
        tokenGroups(spec)
          .flatMap((group) => group.tokens.map((token) => token.path))
          .toSorted(),
      ).toEqual(spec.tokens.map((token) => token.path).toSorted());
  });
});
