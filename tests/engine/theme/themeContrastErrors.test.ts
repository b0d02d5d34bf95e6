import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { contrastRatio } from '../../../engine/theme/contrastRatio';
import { themeContrastErrors } from '../../../engine/theme/themeContrastErrors';
import { mixColors } from '../../../engine/theme/mixColors';

const config = (name: string) => JSON.parse(readFileSync(new URL(`../../../configs/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#a1a1aa', '#f6f8fc')).toBeCloseTo(2.41, 2);
    expect(contrastRatio('#ef4444', '#f6f8fc')).toBeCloseTo(3.54, 2);
    expect(contrastRatio('rgb(11, 87, 208)', 'rgba(255, 255, 255, 1)')).toBeCloseTo(6.39, 2);
  });

  it('mixes colours the way CSS color-mix in sRGB does', () => {
    expect(mixColors('#0b57d0', 50)).toBe('#85abe8');
    expect(mixColors('#ffffff', 85, '#000000')).toBe('#d9d9d9');
  });
});

describe('themeContrastErrors (the theme builder contrast check)', () => {
  it('passes the demo employers and the default theme', () => {
    expect(themeContrastErrors((config('acme') as { theme: never }).theme)).toEqual([]);
    expect(themeContrastErrors((config('globex') as { theme: never }).theme)).toEqual([]);
    expect(themeContrastErrors(undefined)).toEqual([]);
  });

  it('refuses a focus ring below 3:1 against the page, naming the colour and both numbers', () => {
    expect(themeContrastErrors({ colors: { pageBackground: '#f6f8fc', focusRing: '#a1a1aa' } })).toEqual([
      {
        pointer: '/theme/colors/focusRing',
        message:
          'core_properties.focusRing (#a1a1aa) on core_properties.pageBackground (#f6f8fc) has a contrast of 2.41:1; the focus indicator needs at least 3:1 (WCAG 2.2 AA)',
      },
      {
        pointer: '/theme/colors/focusRing',
        message:
          'core_properties.focusRing (#a1a1aa) on core_properties.surface (#ffffff) has a contrast of 2.56:1; the focus indicator needs at least 3:1 (WCAG 2.2 AA)',
      },
    ]);
  });

  it('refuses error text below 4.5:1 (the red of #ef4444 on #f6f8fc), and the white text of the destructive buttons it paints', () => {
    const errors = themeContrastErrors({ colors: { pageBackground: '#f6f8fc', disruptive: '#ef4444' } });
    expect(errors.map((error) => error.pointer)).toEqual([
      '/theme/colors/disruptive',
      '/theme/colors/disruptive',
      '/theme/colors/disruptive',
      '/theme/sections/disruptive_buttons/text',
      '/theme/sections/disruptive_buttons/focus/text',
    ]);
    expect(errors[0]!.message).toBe(
      'core_properties.error (#ef4444) on core_properties.pageBackground (#f6f8fc) has a contrast of 3.53:1; error text needs at least 4.5:1 (WCAG 2.2 AA)',
    );
    expect(errors[2]!.message).toContain('on core_properties.error at 12% on white (#fde9e9)');
  });

  it('points at the section token a theme sets, whatever the first format says', () => {
    const errors = themeContrastErrors({ colors: { primary: '#0b57d0' }, sections: { primary_buttons: { text: '#6f9be3' } } });
    expect(errors[0]).toEqual({
      pointer: '/theme/sections/primary_buttons/text',
      message:
        'primary_buttons.text (#6f9be3) on primary_buttons.background (#0b57d0) has a contrast of 2.27:1; button text needs at least 4.5:1 (WCAG 2.2 AA)',
    });
  });

  it('blames the background the theme set when the foreground is the default', () => {
    expect(themeContrastErrors({ colors: { navBackground: '#333333' } })[0]?.pointer).toBe('/theme/colors/navBackground');
  });

  it('is part of config validation, so the server refuses such a theme at start', () => {
    const acme = config('acme') as { theme: { colors: Record<string, string> } };
    acme.theme.colors.focusRing = '#a1a1aa';
    const result = validateEmployerConfig(acme);
    expect(result.ok).toBe(false);
    expect(result.errors.map((error) => error.pointer)).toEqual(['/theme/colors/focusRing', '/theme/colors/focusRing']);
  });
});
