/**
 * The CSS custom property of a theme token (`primary_buttons.hover.background` →
 * `--pt-primary_buttons-hover-background`). The server writes every token's value on `:root`
 * (themeCss.ts) in each page it sends, the builders write them into their previews, and the
 * portal's styles read them through `themeVar`, so a theme change needs no new style system and no
 * rebuild, and the first page's bundle carries no theme code.
 */
export const themeVarName = (address: string) => `--pt-${address.replace(/\./g, '-')}`;

/** `var(--pt-…)` of a theme token, for styles. */
export const themeVar = (address: string) => `var(${themeVarName(address)})`;

/** The id of the style element that holds the theme's custom properties in a page. */
export const THEME_STYLE_ID = 'portico-theme';
