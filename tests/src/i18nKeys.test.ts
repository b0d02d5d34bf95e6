import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../engine/i18n/locales/enBundle';
import { PAGE_IDS } from '../../engine/pages/pageIds';
import { RATING_MAX } from '../../engine/forms/formConstants';
import { FIELD_TYPES } from '../../engine/forms/fieldTypes';
import { STATUSES } from '../../src/formBuilder/AssignDialog';
import { PREVIEW_MODES } from '../../src/formBuilder/BuilderPreview';
import { LAYOUTS } from '../../src/formBuilder/FormSettings';
import { PALETTE_GROUPS } from '../../src/formBuilder/Palette';
import type { DraftSaveState } from '../../src/formBuilder/useFormDraft';
import { BUTTON_STATES, THEME_SECTIONS } from '../../engine/theme/themeSections';
import type { ThemeSaveState } from '../../src/themeBuilder/useThemeDraft';

// Not new URL(..., import.meta.url): in jsdom the global URL is jsdom's, which node:url refuses.
const repoRoot = resolve(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

/** The English text of a dotted key (a plural key: its "other" form), or undefined when the bundle has no string there. */
function english(key: string): unknown {
  return lookUp(key) ?? lookUp(`${key}_other`);
}

function lookUp(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, segment) => (node !== null && typeof node === 'object' && Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined),
      en,
    );
}

interface KeyUse {
  key: string;
  file: string;
}

// t('a.b') or t("a.b"), as a function of its own (not the end of a longer name such as import( or get().
const LITERAL_KEY = /(?<![\w$])t\(\s*(['"])([^'"\n]+)\1/g;
const TEMPLATE_KEY = /(?<![\w$])t\(\s*`([^`]*)`/g;

const files = [...sourceFiles('src'), ...sourceFiles('widgets')];
const literalUses: KeyUse[] = [];
const templateUses: KeyUse[] = [];
for (const file of files) {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  for (const match of text.matchAll(LITERAL_KEY)) literalUses.push({ key: match[2]!, file });
  for (const match of text.matchAll(TEMPLATE_KEY)) templateUses.push({ key: match[1]!, file });
}

describe('i18n keys used by the app shell and the widgets', () => {
  it('finds the translation calls to check', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(literalUses.length).toBeGreaterThan(10);
  });

  it('has English text in the en bundle for every literal t() key', () => {
    const missing = literalUses.filter(({ key }) => typeof english(key) !== 'string').map(({ key, file }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('has English text for pages.<id> for every page id, the key ConfigPage builds from the route', () => {
    const missing = PAGE_IDS.filter((id) => typeof english(`pages.${id}`) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has English text for forms.rating.labels.<stars> for every number of stars', () => {
    const missing = Array.from({ length: RATING_MAX }, (_, i) => `forms.rating.labels.${i + 1}`).filter((key) => typeof english(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('has English text for every key the form builder builds: each field type, palette group, layout, preview mode, save state and application status', () => {
    const keys = [
      ...FIELD_TYPES.map((type) => `formBuilder.types.${type}`),
      ...PALETTE_GROUPS.map((group) => `formBuilder.palette.groups.${group.id}`),
      ...LAYOUTS.map((layout) => `formBuilder.form.layouts.${layout}`),
      ...PREVIEW_MODES.map((mode) => `formBuilder.preview.modes.${mode}`),
      ...(['saved', 'pending', 'saving', 'failed'] satisfies DraftSaveState['kind'][]).map((kind) => `formBuilder.save.${kind}`),
      ...STATUSES.map((status) => `formBuilder.assign.statuses.${status}`),
    ];
    expect(keys.filter((key) => typeof english(key) !== 'string')).toEqual([]);
    // Every type is in one palette group, once.
    expect(PALETTE_GROUPS.flatMap((group) => group.types).toSorted()).toEqual([...FIELD_TYPES].toSorted());
  });

  it('has English text for every key the theme builder builds: each section, token name, button state and save state', () => {
    const tokenPaths = THEME_SECTIONS.flatMap((section) => section.tokens.map((token) => token.path.split('.')));
    const keys = [
      ...THEME_SECTIONS.map((section) => `themeBuilder.sections.${section.name}`),
      ...tokenPaths.map((path) => `themeBuilder.tokens.${path.at(-1)!}`),
      ...tokenPaths.filter((path) => path.length > 1).map((path) => `themeBuilder.states.${path[0]!}`),
      ...BUTTON_STATES.map((state) => `themeBuilder.states.${state}`),
      ...(['saved', 'pending', 'saving', 'failed'] satisfies ThemeSaveState['kind'][]).map((kind) => `themeBuilder.save.${kind}`),
    ];
    expect(keys.filter((key) => typeof english(key) !== 'string')).toEqual([]);
  });

  it('builds keys from templates only in the forms this test checks', () => {
    const builder = [
      /^formBuilder\.types\.\$\{[^}]+\}$/,
      /^formBuilder\.palette\.groups\.\$\{[^}]+\}$/,
      /^formBuilder\.form\.layouts\.\$\{[^}]+\}$/,
      /^formBuilder\.preview\.modes\.\$\{[^}]+\}$/,
      /^formBuilder\.save\.\$\{[^}]+\}$/,
      /^formBuilder\.assign\.statuses\.\$\{[^}]+\}$/,
    ];
    const themeBuilder = [
      /^themeBuilder\.sections\.\$\{[^}]+\}$/,
      /^themeBuilder\.tokens\.\$\{[^}]+\}$/,
      /^themeBuilder\.states\.\$\{[^}]+\}$/,
      /^themeBuilder\.save\.\$\{[^}]+\}$/,
    ];
    const checked = [/^pages\.\$\{[^}]+\}$/, /^forms\.rating\.labels\.\$\{[^}]+\}$/, ...builder, ...themeBuilder];
    const unchecked = templateUses.filter(({ key }) => !checked.some((pattern) => pattern.test(key))).map(({ key, file }) => `${file}: ${key}`);
    expect(unchecked).toEqual([]);
  });

  it('reads nested keys through the dots and not through inherited names', () => {
    expect(english('errors.server.title')).toBe('Internal Server Error');
    expect(english('errors.server')).toEqual(expect.objectContaining({ title: 'Internal Server Error' }));
    expect(english('errors.server.nope')).toBeUndefined();
    expect(english('pages.constructor')).toBeUndefined();
  });
});
