import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../engine/theme/contrastRatio';
import { nearestPassingColor, themeContrastPairs } from '../../../engine/theme/themeContrast';
import { themeCss } from '../../../engine/theme/themeCss';
import { THEME_SECTIONS, sectionsOfProduct } from '../../../engine/theme/themeSections';
import { THEME_TOKEN_PATTERNS } from '../../../engine/theme/themeTokenValue';
import { resetThemeSection, resolveThemeTokens, setThemeToken, themeTokenValue, THEME_TOKENS } from '../../../engine/theme/themeTokens';
import type { Theme } from '../../../schemas/generated/theme';
import { KIND_DEFINITIONS, sectionsSchemaFromCatalogue } from './themeSchemaSections';

const schema = JSON.parse(readFileSync(new URL('../../../schemas/theme.schema.json', import.meta.url), 'utf8')) as {
  properties: { sections: Record<string, unknown> };
  definitions: Record<string, { pattern?: string }>;
};

describe('the theme sections and their tokens', () => {
  it("are the spec's 20 editor sections, the candidate home's only in the default product", () => {
    expect(THEME_SECTIONS.map((section) => section.name)).toEqual([
      'core_properties',
      'navbar',
      'banner_header',
      'border_radius',
      'primary_buttons',
      'secondary_buttons',
      'default_buttons',
      'disruptive_buttons',
      'system_ui_buttons',
      'two_state_buttons',
      'apply_button',
      'cards',
      'info_bar',
      'tabs',
      'talent_experience_core',
      'talent_experience_nav_button',
      'talent_experience_go_button',
      'pcsx_core',
      'pcsx_hero_image',
      'pcsx_profile_page',
    ]);
    expect(sectionsOfProduct('pcsx').map((section) => section.name)).not.toContain('talent_experience_core');
    expect(sectionsOfProduct('default')).toHaveLength(20);
  });

  it('are declared by schemas/theme.schema.json exactly, each kind with the pattern the engine checks', () => {
    const { description: _description, ...sections } = schema.properties.sections;
    expect(sections).toEqual(sectionsSchemaFromCatalogue());
    for (const [kind, definition] of Object.entries(KIND_DEFINITIONS)) {
      const pattern = schema.definitions[definition]!.pattern;
      if (pattern !== undefined) expect(new RegExp(pattern).source, kind).toBe(THEME_TOKEN_PATTERNS[kind as keyof typeof THEME_TOKEN_PATTERNS].source);
    }
  });

  it('give every button section the five states, each with a background, a text colour and a border', () => {
    for (const state of ['hover', 'focus', 'active', 'disabled'])
      for (const paint of ['background', 'text', 'border']) expect(THEME_TOKENS.has(`primary_buttons.${state}.${paint}`)).toBe(true);
  });
});

describe('resolveThemeTokens', () => {
  it('fills every token with its default, derived ones from the tokens they follow', () => {
    const tokens = resolveThemeTokens({ sections: { core_properties: { primary: '#7b1fa2' } } });
    expect(tokens.size).toBe(THEME_TOKENS.size);
    expect(tokens.get('primary_buttons.background')).toBe('#7b1fa2');
    expect(tokens.get('apply_button.background')).toBe('#7b1fa2');
    expect(tokens.get('primary_buttons.hover.background')).not.toBe('#7b1fa2');
    expect(tokens.get('pcsx_hero_image.overlayOpacity')).toBe('0.55');
  });

  it('reads the first format (colours, fonts, radius) under what sections set', () => {
    const theme: Theme = { colors: { primary: '#0b57d0', navBackground: '#102030' }, radius: 'lg', sections: { navbar: { background: '#203040' } } };
    const tokens = resolveThemeTokens(theme);
    expect(tokens.get('core_properties.primary')).toBe('#0b57d0');
    expect(tokens.get('navbar.background')).toBe('#203040');
    expect(tokens.get('border_radius.large')).toBe('14px');
  });

  it('resolves template variables naming another token or a first-format value, and breaks a circle where it closes (that token takes its default)', () => {
    const tokens = resolveThemeTokens({
      colors: { primary: '#7b1fa2' },
      sections: {
        cards: { border: '{{colors.primary}}', background: '{{ core_properties.pageBackground }}' },
        tabs: { text: '{{tabs.selectedText}}', selectedText: '{{tabs.text}}' },
        info_bar: { icon: '{{border_radius.small}}' },
      },
    });
    expect(tokens.get('cards.border')).toBe('#7b1fa2');
    expect(tokens.get('cards.background')).toBe('#f8f9fa');
    // tabs.text → tabs.selectedText → tabs.text: selectedText takes its default (the primary colour), which text then follows.
    expect(tokens.get('tabs.selectedText')).toBe('#7b1fa2');
    expect(tokens.get('tabs.text')).toBe('#7b1fa2');
    expect(tokens.get('info_bar.icon')).toBe('#7b1fa2');
  });

  it('ignores a value of the wrong kind (a draft may hold one) and keeps the default', () => {
    const theme = { sections: { core_properties: { primary: 'red;}body{display:none' } } } as unknown as Theme;
    expect(resolveThemeTokens(theme).get('core_properties.primary')).toBe('#0b57d0');
    expect(themeCss(theme)).not.toContain('display:none');
  });
});

describe('setThemeToken and resetThemeSection', () => {
  it('set a nested token without touching the theme given, and prune what becomes empty', () => {
    const theme: Theme = { product: 'pcsx' };
    const set = setThemeToken(theme, 'primary_buttons.hover.background', '#123456');
    expect(set).toEqual({ product: 'pcsx', sections: { primary_buttons: { hover: { background: '#123456' } } } });
    expect(theme).toEqual({ product: 'pcsx' });
    expect(themeTokenValue(set, 'primary_buttons.hover.background')).toBe('#123456');
    expect(setThemeToken(set, 'primary_buttons.hover.background', undefined)).toEqual({ product: 'pcsx' });
  });

  it("reset a section to the product's defaults, the first format's settings of it included", () => {
    const theme: Theme = {
      colors: { primary: '#111111', navText: '#222222' },
      fontFamily: 'Inter',
      sections: { core_properties: { text: '#000000' }, cards: { shadow: 'none' } },
    };
    expect(resetThemeSection(theme, 'core_properties')).toEqual({ colors: { navText: '#222222' }, sections: { cards: { shadow: 'none' } } });
  });
});

describe('themeCss', () => {
  it('writes every token as a custom property on the selector, percentages and images in CSS form', () => {
    const css = themeCss({ sections: { pcsx_hero_image: { image: '/theme-assets/acme.com/a.png', focalX: 20 } } }, '.preview');
    expect(css.startsWith('.preview{')).toBe(true);
    expect(css).toContain('--pt-primary_buttons-hover-background:');
    expect(css).toContain('--pt-pcsx_hero_image-image:url("/theme-assets/acme.com/a.png")');
    expect(css).toContain('--pt-pcsx_hero_image-focalX:20%');
    expect(themeCss(undefined)).toContain('--pt-pcsx_hero_image-image:none');
  });
});

describe('themeContrastPairs', () => {
  it('lists every pair with its ratio, and the default theme passes them all', () => {
    const pairs = themeContrastPairs(undefined);
    expect(pairs.length).toBeGreaterThan(60);
    expect(pairs.every((pair) => pair.passes)).toBe(true);
    expect(pairs).toContainEqual({
      pair: ['/sections/primary_buttons/text', '/sections/primary_buttons/background'],
      // 6.39 to more decimals: ratios are rounded down, so one shown as 4.5 passes 4.5.
      ratio: 6.38,
      required: 4.5,
      passes: true,
      what: 'button text',
    });
  });

  it('checks a malformed draft without failing: what is not of its kind takes the default', () => {
    const malformed = { radius: 'round', colors: 'blue', sections: { cards: { border: 12, background: { hex: '#000' } } } } as unknown as Theme;
    expect(themeContrastPairs(malformed)).toEqual(themeContrastPairs(undefined));
  });

  it('names a failing pair with its ratio and the nearest colour that passes', () => {
    const failing = themeContrastPairs({ sections: { primary_buttons: { background: '#8ab4f8' } } }).filter((pair) => !pair.passes);
    expect(failing[0]).toMatchObject({ pair: ['/sections/primary_buttons/text', '/sections/primary_buttons/background'], required: 4.5, passes: false });
    expect(failing[0]!.ratio).toBeLessThan(4.5);
    expect(contrastRatio(failing[0]!.suggestion!, '#8ab4f8')).toBeGreaterThanOrEqual(4.5);
  });

  it('suggests the least change: a dark grey on white, not black', () => {
    const suggestion = nearestPassingColor('#aaaaaa', '#ffffff', 4.5);
    expect(contrastRatio(suggestion, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(suggestion, '#ffffff')).toBeLessThan(4.8);
  });

  it('checks text over the hero image against the overlay as the image could be anything', () => {
    const weak = themeContrastPairs({ sections: { pcsx_hero_image: { overlayOpacity: 0.2 } } }).find(
      (pair) => pair.pair[0] === '/sections/pcsx_hero_image/text',
    );
    expect(weak?.passes).toBe(false);
  });
});

describe('the theme schema', () => {
  it('accepts a theme of sections and refuses a value of the wrong kind at its pointer', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate({ sections: { primary_buttons: { hover: { background: '#123456' } }, pcsx_hero_image: { overlayOpacity: 0.5 } } })).toBe(true);
    expect(validate({ sections: { primary_buttons: { hover: { background: 'red' } } } })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/sections/primary_buttons/hover/background');
  });

  it("accepts every token as the builder sets it from its control's text (a font weight, an opacity and a percent stored as numbers)", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const defaults = resolveThemeTokens(undefined);
    for (const [address, spec] of THEME_TOKENS) {
      // An image token's default is none: any address stands for what an author gives.
      const text = spec.kind === 'image' ? 'https://example.com/hero.jpg' : defaults.get(address)!;
      const theme = setThemeToken({}, address, text);
      expect({ address, valid: validate(theme), errors: validate.errors }).toEqual({ address, valid: true, errors: null });
      expect(themeTokenValue(theme, address)).toBe(text);
    }
    expect(setThemeToken({}, 'pcsx_hero_image.focalX', '30')).toEqual({ sections: { pcsx_hero_image: { focalX: 30 } } });
    expect(setThemeToken({}, 'pcsx_hero_image.overlayOpacity', '0.4')).toEqual({ sections: { pcsx_hero_image: { overlayOpacity: 0.4 } } });
    // A template variable stays text.
    expect(setThemeToken({}, 'pcsx_hero_image.focalY', '{{pcsx_hero_image.focalX}}')).toEqual({
      sections: { pcsx_hero_image: { focalY: '{{pcsx_hero_image.focalX}}' } },
    });
  });
});
