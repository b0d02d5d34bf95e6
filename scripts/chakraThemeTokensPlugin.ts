import type { Plugin } from 'vite';

/** The module src/app/chakraBaseTheme.ts imports Chakra's colour tokens from, pruned at build time. */
export const CHAKRA_THEME_TOKENS_MODULE = 'virtual:portico/chakra-theme-tokens';
const RESOLVED = `\0${CHAKRA_THEME_TOKENS_MODULE}`;

/**
 * Colour palettes no widget or recipe the portal uses names (Chakra has 10). Each palette is 11
 * tokens and 8 light/dark semantic tokens whose CSS variables every page would build at start-up
 * (createSystem is the longest task of a page's start on a phone).
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);

function withoutUnusedPalettes<T extends object>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The portal has no dark mode (nothing sets Chakra's `.dark` class), so semantic tokens keep only
 * their light value: half the semantic CSS variables and conditions for createSystem to build.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  const record = tokens as Record<string, unknown>;
  if ('_light' in record) return record._light as T;
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, lightOnly(value)])) as T;
}

/**
 * Chakra's colour tokens and colour and shadow semantic tokens, pruned while the app is built rather
 * than in the browser: the first page carries only what the portal uses (about 2 KB gzip less) and
 * its start-up does no pruning. Read from the installed Chakra each build, so it never drifts.
 */
export function chakraThemeTokens(): Plugin {
  return {
    name: 'portico:chakra-theme-tokens',
    resolveId: (id) => (id === CHAKRA_THEME_TOKENS_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { tokens, semanticTokens } = await import('@chakra-ui/react/theme');
      const parts = {
        colors: withoutUnusedPalettes(tokens.colors),
        semanticColors: lightOnly(withoutUnusedPalettes(semanticTokens.colors)),
        semanticShadows: lightOnly(semanticTokens.shadows),
      };
      return Object.entries(parts)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}
