import employerConfigSchema from '../../schemas/employer-config.schema.json';
import type { PageContext } from './PageContext';

// Records keyed by PageContext's own keys: a key added there and not here fails to compile.
const USER_KEYS: Record<keyof PageContext['user'], true> = { isLoggedIn: true, isAdmin: true, isThemeBuilderUser: true };
const PAGE_KEYS: Record<keyof PageContext['page'], true> = { id: true, variant: true };

/**
 * The data paths a visibleFn may read (PageContext, as src/pages/ConfigPage.tsx fills it): the
 * user's facts, each behaviour flag and gate the employer config schema defines (ConfigPage copies
 * behaviourFlags and gates), any query parameter (`query` and all under it), the page and the locale.
 */
export const PAGE_CONTEXT_PATHS: readonly string[] = [
  ...Object.keys(USER_KEYS).map((key) => `user.${key}`),
  ...Object.keys(employerConfigSchema.properties.behaviourFlags.properties).map((flag) => `flags.${flag}`),
  ...Object.keys(employerConfigSchema.properties.gates.properties).map((gate) => `gates.${gate}`),
  'query',
  ...Object.keys(PAGE_KEYS).map((key) => `page.${key}`),
  'locale',
];
