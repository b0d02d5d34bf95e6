import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../../schemas/generated/theme';
import { createI18n } from '../../../engine/i18n/createI18n';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/languages';
import { enToolAreas } from '../../../engine/i18n/locales/enToolAreas';
import { themeContrastPairs } from '../../../engine/theme/themeContrast';
import { THEME_SECTIONS } from '../../../engine/theme/themeSections';
import { resolveThemeTokens, setThemeToken, themeTokenValue } from '../../../engine/theme/themeTokens';
import { createPorticoSystem } from '../../../src/app/createPorticoSystem';
import { ColorControl } from '../../../src/themeBuilder/ColorControl';
import '../../../widgets/shared/allChakraRecipes';
import { LiveAnnouncer } from '../../../widgets/shared/announce';

const ADDRESS = 'primary_buttons.text';
const spec = THEME_SECTIONS.find((section) => section.name === 'primary_buttons')!.tokens.find((token) => token.path === 'text')!;

/** The control as the builder shows it: the theme in state, every change written into it, the pairs computed from it. */
function renderControl(initial: Theme = {}) {
  const writes: { value: string | undefined; coalesce?: boolean }[] = [];
  const current = { theme: initial };
  const i18n = createI18n('en');
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', enToolAreas, true, false);
  function Harness() {
    const [theme, setTheme] = useState(initial);
    current.theme = theme;
    return (
      <ColorControl
        address={ADDRESS}
        spec={spec}
        label="Text"
        value={themeTokenValue(theme, ADDRESS)}
        fallback={resolveThemeTokens(theme).get(ADDRESS)!}
        pairs={themeContrastPairs(theme)}
        onChange={(address, value, coalesce) => {
          writes.push({ value, coalesce });
          setTheme((before) => setThemeToken(before, address, value));
        }}
      />
    );
  }
  render(
    <ChakraProvider value={createPorticoSystem()}>
      <I18nextProvider i18n={i18n}>
        <Harness />
        <LiveAnnouncer />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { writes, current };
}

describe('a colour control', () => {
  it('labels both inputs and shows the default as the placeholder while the theme leaves it unset', () => {
    renderControl();
    expect(screen.getByLabelText('Text')).toHaveAttribute('placeholder', '#ffffff');
    expect(screen.getByLabelText('Text (picker)')).toHaveValue('#ffffff');
    expect(screen.queryByRole('button', { name: 'Reset Text' })).toBeNull();
  });

  it('takes a hex colour typed in, refuses one that is not and says why', async () => {
    const { current } = renderControl();
    const field = screen.getByLabelText('Text');
    await userEvent.type(field, '#12');
    expect(screen.getByText('Enter a colour as #rgb or #rrggbb.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '3');
    expect(themeTokenValue(current.theme, ADDRESS)).toBe('#123');
    expect(screen.queryByText('Enter a colour as #rgb or #rrggbb.')).toBeNull();
  });

  it('marks picker changes as steps of one gesture, so undo takes back the whole drag', () => {
    const { writes } = renderControl();
    fireEvent.input(screen.getByLabelText('Text (picker)'), { target: { value: '#eeeeee' } });
    expect(writes).toEqual([{ value: '#eeeeee', coalesce: true }]);
  });

  it('names a failing pair with its ratio and the ratio it needs, and applies the suggested colour', async () => {
    const { current } = renderControl({ sections: { primary_buttons: { text: '#5b8def' } } });
    const failing = themeContrastPairs(current.theme).find((pair) => !pair.passes && pair.pair[0] === '/sections/primary_buttons/text')!;
    const note = screen.getByText(/^Primary buttons · Text on Primary buttons · Background \(button text\): \d\.\d\d:1, needs 4\.5:1$/);
    expect(note).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Use ${failing.suggestion}` }));
    expect(themeTokenValue(current.theme, ADDRESS)).toBe(failing.suggestion);
    expect(screen.queryByText(/needs 4\.5:1/)).toBeNull();
    expect(screen.getByLabelText('Text')).toHaveFocus();
  });

  it('resets a colour the theme sets and keeps the focus on its field', async () => {
    const { current } = renderControl({ sections: { primary_buttons: { text: '#ffffff' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Text' }));
    expect(themeTokenValue(current.theme, ADDRESS)).toBeUndefined();
    expect(screen.getByLabelText('Text')).toHaveFocus();
  });
});
