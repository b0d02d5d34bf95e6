import type { ThemeTokenSpec } from '../../engine/theme/themeSections';

/** What a control needs of its token: where it is, what the theme sets there, the value in force, and how to change it. */
export interface TokenEditProps {
  address: string;
  spec: ThemeTokenSpec;
  label: string;
  /** What the theme sets (undefined: the default applies). */
  value: string | undefined;
  /** The default (with the theme's other tokens applied), shown as the placeholder. */
  fallback: string;
  /** `coalesce`: a step of a gesture (a drag, typing) that joins the previous one in the undo history. */
  onChange: (address: string, value: string | undefined, coalesce?: boolean) => void;
}

/** #rgb / #rrggbbaa as the #rrggbb a native colour input takes. */
export function sixDigitHex(color: string): string {
  const hex = color.trim().toLowerCase();
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/.test(hex)) return hex.slice(0, 7);
  return '#000000';
}

/** Common font stacks the font fields suggest. */
export const FONT_STACKS = [
  'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  '"Helvetica Neue", Helvetica, Arial, sans-serif',
  'Inter, system-ui, sans-serif',
  'Roboto, "Helvetica Neue", Arial, sans-serif',
  '"Open Sans", Arial, sans-serif',
  'Lato, "Helvetica Neue", Arial, sans-serif',
  'Georgia, "Times New Roman", serif',
  '"Source Serif Pro", Georgia, serif',
  'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
] as const;

export const FONT_WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
