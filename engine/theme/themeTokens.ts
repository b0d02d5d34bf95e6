// TEMPORARY STUB (theme-ui branch): the lead's version in main replaces this file at merge.
import type { Theme } from '../../schemas/generated/theme';
import { THEME_SECTIONS, type ThemeSectionName, type ThemeTokenSpec } from './themeSections';

type Tree = { [key: string]: string | Tree };

const SPECS = new Map<string, ThemeTokenSpec>(THEME_SECTIONS.flatMap((section) => section.tokens.map((token) => [`${section.name}.${token.path}`, token] as const)));

function read(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Tree)[key] : undefined), tree);
}

/** What the theme itself sets at a token's address, if anything. */
export function themeTokenValue(theme: Theme | undefined, address: string): string | undefined {
  const value = read(theme?.sections, address.split('.'));
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Every token's value, the theme's or its default. */
export function resolveThemeTokens(theme: Theme | undefined): Map<string, string> {
  const values = new Map<string, string>();
  const get = (address: string): string => {
    const known = values.get(address);
    if (known !== undefined) return known;
    const spec = SPECS.get(address);
    const value = themeTokenValue(theme, address) ?? (spec ? (typeof spec.default === 'string' ? spec.default : spec.default(get)) : '');
    values.set(address, value);
    return value;
  };
  for (const address of SPECS.keys()) get(address);
  return values;
}

function setIn(tree: Tree | undefined, path: readonly string[], value: string | undefined): Tree | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return tree;
  const next: Tree = { ...tree };
  const child = rest.length === 0 ? value : setIn(typeof tree?.[key] === 'object' ? (tree[key] as Tree) : undefined, rest, value);
  if (child === undefined) delete next[key];
  else next[key] = child;
  return Object.keys(next).length ? next : undefined;
}

/** The theme with one token set (or removed, with the objects it leaves empty). */
export function setThemeToken(theme: Theme, address: string, value: string | undefined): Theme {
  const sections = setIn(theme.sections as Tree | undefined, address.split('.'), value);
  const { sections: _old, ...rest } = theme;
  return sections ? { ...rest, sections: sections as Theme['sections'] } : rest;
}

/** The theme without any of one section's tokens. */
export function resetThemeSection(theme: Theme, section: ThemeSectionName): Theme {
  return setThemeToken(theme, section, undefined);
}
