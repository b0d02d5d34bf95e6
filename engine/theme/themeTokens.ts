import type { Theme } from '../../schemas/generated/theme';
import { isThemeTokenValue } from './themeTokenValue';
import { THEME_SECTIONS, type ThemeSectionName, type ThemeTokenSpec } from './themeSections';

/** Every token by its address (`primary_buttons.hover.background`), with its section's name. */
export const THEME_TOKENS: ReadonlyMap<string, ThemeTokenSpec & { section: ThemeSectionName }> = new Map(
  THEME_SECTIONS.flatMap((section) => section.tokens.map((spec) => [`${section.name}.${spec.path}`, { ...spec, section: section.name }] as const)),
);

/**
 * The first theme format's colours, fonts and radius, still read (configs written before the
 * builder): each is the default of the token it became, under what `sections` sets.
 */
const LEGACY_COLORS: Record<keyof NonNullable<Theme['colors']>, string> = {
  primary: 'core_properties.primary',
  primaryContrast: 'core_properties.primaryContrast',
  pageBackground: 'core_properties.pageBackground',
  surface: 'core_properties.surface',
  text: 'core_properties.text',
  mutedText: 'core_properties.mutedText',
  disruptive: 'core_properties.error',
  focusRing: 'core_properties.focusRing',
  footerBackground: 'core_properties.footerBackground',
  footerText: 'core_properties.footerText',
  navBackground: 'navbar.background',
  navText: 'navbar.text',
  heroText: 'pcsx_hero_image.text',
};

const LEGACY_RADII: Record<NonNullable<Theme['radius']>, [small: string, medium: string, large: string]> = {
  none: ['0px', '0px', '0px'],
  sm: ['2px', '4px', '6px'],
  md: ['4px', '6px', '8px'],
  lg: ['6px', '10px', '14px'],
  xl: ['8px', '14px', '20px'],
  full: ['8px', '16px', '24px'],
};

/** Where the first format keeps a token (`/colors/primary`), if it had one. */
function legacyPointer(address: string): string | undefined {
  const color = Object.entries(LEGACY_COLORS).find(([, target]) => target === address)?.[0];
  if (color) return `/colors/${color}`;
  if (address === 'core_properties.fontFamily') return '/fontFamily';
  if (address === 'core_properties.headingFontFamily') return '/headingFontFamily';
  return address.startsWith('border_radius.') && address !== 'border_radius.button' ? '/radius' : undefined;
}

function legacyValue(theme: Theme | undefined, address: string): string | undefined {
  const pointer = theme && legacyPointer(address);
  if (!pointer) return undefined;
  // A draft may hold any radius: an unknown one sets nothing.
  if (pointer === '/radius') return LEGACY_RADII[theme.radius!]?.[['small', 'medium', 'large'].indexOf(address.split('.')[1]!)];
  if (pointer.startsWith('/colors/')) return theme.colors?.[pointer.slice('/colors/'.length) as keyof typeof LEGACY_COLORS];
  return pointer === '/fontFamily' ? theme.fontFamily : theme.headingFontFamily;
}

/** Whether the theme sets a token (in `sections` or the first format). */
export function themeSetsToken(theme: Theme | undefined, address: string): boolean {
  return themeTokenValue(theme, address) !== undefined || legacyValue(theme, address) !== undefined;
}

/** The JSON Pointer in the theme where a token is set: its `sections` entry, or the first format's field that sets it. */
export function themeTokenPointer(theme: Theme | undefined, address: string): string {
  const sections = `/sections/${address.replace(/\./g, '/')}`;
  return themeTokenValue(theme, address) === undefined && legacyValue(theme, address) !== undefined ? legacyPointer(address)! : sections;
}

type Sections = Record<string, unknown>;

const split = (address: string) => {
  const [section, ...path] = address.split('.');
  return { section: section!, path };
};

/** What the theme itself sets for a token (its `sections` entry), whatever it holds. */
export function themeTokenValue(theme: Theme | undefined, address: string): string | undefined {
  const { section, path } = split(address);
  let node: unknown = (theme?.sections as Sections | undefined)?.[section];
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Sections)[key] : undefined;
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

/** A template variable: the whole value one name in double braces (spec, "other hints"). */
const TEMPLATE_VARIABLE = /^\{\{([^{}]+)\}\}$/;

/** The token a template variable names: a token's address, or a first-format name (`colors.primary`, `fontFamily`, `radius`). */
export function templateVariableToken(name: string): string | undefined {
  if (THEME_TOKENS.has(name)) return name;
  if (name.startsWith('colors.')) return LEGACY_COLORS[name.slice('colors.'.length) as keyof typeof LEGACY_COLORS];
  return { fontFamily: 'core_properties.fontFamily', headingFontFamily: 'core_properties.headingFontFamily', radius: 'border_radius.medium' }[name];
}

/**
 * Every token's value: what the theme sets (a value of the token's kind, or a template variable
 * naming another token), else what the first theme format set, else the default, which may derive
 * from other tokens. A value that fits neither, or a variable that leads round in a circle, leaves
 * the default. Resolved once per theme object.
 */
export function resolveThemeTokens(theme: Theme | undefined): ReadonlyMap<string, string> {
  const cached = theme && resolved.get(theme);
  if (cached) return cached;
  const values = new Map<string, string>();
  const resolving = new Set<string>();
  const given = (address: string, kind: ThemeTokenSpec['kind']): string | undefined => {
    for (const value of [themeTokenValue(theme, address), legacyValue(theme, address)]) {
      if (value === undefined) continue;
      const name = TEMPLATE_VARIABLE.exec(value)?.[1]?.trim();
      const target = name === undefined ? undefined : templateVariableToken(name);
      const actual = name === undefined ? value : target !== undefined && !resolving.has(target) ? get(target) : undefined;
      if (actual !== undefined && isThemeTokenValue(kind, actual)) return actual;
    }
    return undefined;
  };
  const get = (address: string): string => {
    const known = values.get(address);
    if (known !== undefined) return known;
    const spec = THEME_TOKENS.get(address);
    if (!spec) throw new Error(`unknown theme token ${address}`);
    if (resolving.has(address)) throw new Error(`theme token defaults form a cycle at ${address}`);
    resolving.add(address);
    const value = given(address, spec.kind) ?? (typeof spec.default === 'string' ? spec.default : spec.default(get));
    resolving.delete(address);
    values.set(address, value);
    return value;
  };
  for (const address of THEME_TOKENS.keys()) get(address);
  if (theme) resolved.set(theme, values);
  return values;
}

const resolved = new WeakMap<Theme, ReadonlyMap<string, string>>();

/** The kinds the theme's schema holds as JSON numbers (FontWeight, Opacity, Percent), a template variable aside. */
const NUMBER_KINDS: ReadonlySet<ThemeTokenSpec['kind']> = new Set(['fontWeight', 'opacity', 'percent']);

/** A token's value as the theme stores it: a number for a font weight, an opacity or a percent given as digits, else the text. */
function storedValue(address: string, value: string): string | number {
  const kind = THEME_TOKENS.get(address)?.kind;
  const number = Number(value);
  return kind && NUMBER_KINDS.has(kind) && value.trim() !== '' && Number.isFinite(number) ? number : value;
}

/**
 * The theme with a token set (or, with `undefined`, removed, emptied objects pruned): a new object, the
 * old one untouched. Controls give text; a font weight, an opacity or a percent is stored as the number its schema asks for.
 */
export function setThemeToken(theme: Theme, address: string, text: string | undefined): Theme {
  const value = text === undefined ? undefined : storedValue(address, text);
  const { section, path } = split(address);
  const sections: Sections = { ...(theme.sections as Sections | undefined) };
  const write = (node: unknown, keys: string[]): Sections | undefined => {
    const copy: Sections = { ...(node !== null && typeof node === 'object' ? (node as Sections) : {}) };
    const [key, ...rest] = keys;
    const next = rest.length === 0 ? value : write(copy[key!], rest);
    if (next === undefined) delete copy[key!];
    else copy[key!] = next;
    return Object.keys(copy).length > 0 ? copy : undefined;
  };
  const written = write(sections[section], path);
  if (written === undefined) delete sections[section];
  else sections[section] = written;
  const { sections: _old, ...rest } = theme;
  return Object.keys(sections).length > 0 ? { ...rest, sections: sections as Theme['sections'] } : rest;
}

/** The theme without a section's settings, those of the first format included: its tokens back to their defaults. */
export function resetThemeSection(theme: Theme, section: ThemeSectionName): Theme {
  const sections: Sections = { ...(theme.sections as Sections | undefined) };
  delete sections[section];
  const { sections: _sections, colors: oldColors, ...rest } = theme;
  const colors = Object.fromEntries(
    Object.entries(oldColors ?? {}).filter(([name]) => !LEGACY_COLORS[name as keyof typeof LEGACY_COLORS].startsWith(`${section}.`)),
  );
  const reset: Theme = {
    ...rest,
    ...(Object.keys(colors).length > 0 && { colors }),
    ...(Object.keys(sections).length > 0 && { sections: sections as Theme['sections'] }),
  };
  if (section === 'core_properties') {
    delete reset.fontFamily;
    delete reset.headingFontFamily;
  }
  if (section === 'border_radius') delete reset.radius;
  return reset;
}
