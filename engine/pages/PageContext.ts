import type { PageId } from './pageIds';

/** The data a page's visibility rules (visibleFn) read. Keep it plain JSON. */
export interface PageContext {
  user: { isLoggedIn: boolean; isAdmin: boolean; isThemeBuilderUser: boolean };
  flags: Record<string, boolean>;
  gates: Record<string, boolean>;
  query: Record<string, string>;
  page: { id: PageId; variant: 'v1' | 'v2' };
  locale: string;
}
