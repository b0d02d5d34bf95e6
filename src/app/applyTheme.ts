import { THEME_STYLE_ID } from '../../engine/theme/themeVar';
import type { Theme } from '../../schemas/generated/theme';
import { themeStyleText } from '../../engine/theme/themeCss';

/**
 * Shows a theme in a document at once: its custom properties and button rules (themeStyleText) in the page's theme style
 * element, created when the page has none. For the builders' previews only (a candidate's page gets
 * its theme from the server), so it stays out of the first page's bundle.
 */
export function applyTheme(document: Document, theme: Theme | undefined): void {
  let style = document.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    document.head.append(style);
  }
  const css = themeStyleText(theme);
  if (style.textContent !== css) style.textContent = css;
}
