import type { Plugin } from 'vite';

const SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

/**
 * Chakra's createSystem computes its global styles (reset, global CSS and a custom property for
 * every token: tens of milliseconds on a fast machine, four times that on a phone) as it makes the
 * system, for ChakraProvider's <Global>. A page the server rendered already has them, so the browser
 * takes them from the page instead (src/app/serverGlobalStyles.ts); here `_global` becomes a property
 * computed on first read, which a page without them still gets. Fails the build if Chakra's module no
 * longer has that shape (Chakra is pinned).
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'portico:chakra-lazy-global',
    transform(code, id) {
      if (!SYSTEM.test(id)) return undefined;
      if (!code.includes(EAGER) || !code.includes(RETURNED))
        throw new Error(`portico:chakra-lazy-global: ${id} no longer computes _global as it did (Chakra 3.37); see scripts/chakraLazyGlobalPlugin.ts`);
      return code
        .replace(EAGER, 'let _global;')
        .replace(
          RETURNED,
          '\n    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n    set _global(value) { _global = value; },\n',
        );
    },
  };
}
