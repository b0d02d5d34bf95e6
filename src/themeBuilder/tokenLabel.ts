import type { TFunction } from 'i18next';
import type { ThemeSectionName } from '../../engine/theme/themeSections';

/** A token's input id (its address is unique on the page), so a contrast note can send the focus to it. */
export const tokenInputId = (address: string) => `theme-token-${address.replace(/\./g, '-')}`;

/** The address of a contrast pointer (`/sections/primary_buttons/hover/text` → `primary_buttons.hover.text`). */
export const addressOfPointer = (pointer: string) =>
  pointer
    .replace(/^\/sections\//, '')
    .split('/')
    .join('.');

/** A token's own name (`Background`), from the last segment of its path. */
export const tokenName = (t: TFunction, path: string) => t(`themeBuilder.tokens.${path.split('.').at(-1)!}`);

/** A section's name (`Primary buttons`). */
export const sectionName = (t: TFunction, section: ThemeSectionName | string) => t(`themeBuilder.sections.${section}`);

/** A token named in full, for text about it away from its control: `Primary buttons · Hover · Text`. */
export function tokenFullName(t: TFunction, address: string): string {
  const [section = '', ...path] = address.split('.');
  const state = path.length > 1 ? [t(`themeBuilder.states.${path[0]!}`)] : [];
  return [sectionName(t, section), ...state, tokenName(t, path.join('.'))].join(' · ');
}
