/** Chakra's colour tokens pruned at build time (scripts/chakraThemeTokensPlugin.ts). */
declare module 'virtual:portico/chakra-theme-tokens' {
  import type { semanticTokens, tokens } from '@chakra-ui/react/theme';

  export const colors: (typeof tokens)['colors'];
  export const semanticColors: (typeof semanticTokens)['colors'];
  export const semanticShadows: (typeof semanticTokens)['shadows'];
}
