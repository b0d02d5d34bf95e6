import { LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Chakra's components (tabs, menus, sliders, steppers…) take their direction from the locale
 * context: right to left in Arabic and Hebrew. Loaded only for those pages (loadPageDirection in
 * App.tsx): the provider's module weighs a kilobyte the left-to-right first page need not carry.
 */
export function RightToLeft({ language, children }: { language: string; children: ReactNode }) {
  return <LocaleProvider locale={language}>{children}</LocaleProvider>;
}
