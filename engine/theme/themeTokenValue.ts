import type { ThemeTokenKind } from './themeSections';

/**
 * The values each kind of theme token may hold. They are written into a style sheet (themeCss.ts),
 * so each pattern also keeps out anything that could end a declaration or a rule (`;`, `{`, `}`,
 * `<`, quotes where they do not belong); schemas/theme.schema.json repeats them (a unit test
 * compares the two).
 */
export const THEME_TOKEN_PATTERNS: Record<ThemeTokenKind, RegExp> = {
  color: /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
  length: /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|%))$/,
  font: /^[\w\s,"'-]{1,200}$/,
  fontWeight: /^[1-9]00$/,
  shadow: /^(none|[\w\s#(),.%-]{1,200})$/,
  opacity: /^(0(\.\d+)?|1(\.0+)?)$/,
  percent: /^(100(\.0+)?|\d{1,2}(\.\d+)?)$/,
  image: /^$|^(\/|https:\/\/)[\w\-./~%:@+=&?#]{1,2000}$/,
};

/** Whether a value fits its token's kind. */
export function isThemeTokenValue(kind: ThemeTokenKind, value: string): boolean {
  return THEME_TOKEN_PATTERNS[kind].test(value);
}
