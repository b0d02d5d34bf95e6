import type { Theme } from '../../schemas/generated/theme';
import type { ConfigError } from '../../engine/config/ConfigError';

export type ImportedTheme = { ok: true; theme: Theme } | { ok: false; notJson?: string; errors: ConfigError[] };

/** A theme file's text, parsed and checked against the theme's schema (the validator loads on first use). */
export async function importThemeText(text: string): Promise<ImportedTheme> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, notJson: error instanceof Error ? error.message : String(error), errors: [] };
  }
  const { validateThemeJson } = await import('./validateThemeJson');
  return validateThemeJson(value);
}

/** Offers the theme as a JSON file to download. */
export function downloadTheme(theme: Theme, domain: string): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(theme, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${domain}-theme.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
