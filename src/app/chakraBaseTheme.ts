import { defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui-theme/breakpoints.js';
import { globalCss } from '@chakra-ui-theme/global-css.js';
import { layerStyles } from '@chakra-ui-theme/layer-styles.js';
import { animationStyles } from '@chakra-ui-theme/motion-styles.js';
import { semanticRadii } from '@chakra-ui-theme/semantic-tokens/radii.js';
import { textStyles } from '@chakra-ui-theme/text-styles.js';
import { animations } from '@chakra-ui-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui-theme/tokens/blurs.js';
import { borders } from '@chakra-ui-theme/tokens/borders.js';
import { cursor } from '@chakra-ui-theme/tokens/cursor.js';
import { durations } from '@chakra-ui-theme/tokens/durations.js';
import { easings } from '@chakra-ui-theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui-theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui-theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui-theme/tokens/line-heights.js';
import { radii } from '@chakra-ui-theme/tokens/radius.js';
import { sizes } from '@chakra-ui-theme/tokens/sizes.js';
import { spacing } from '@chakra-ui-theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui-theme/tokens/z-indices.js';
import { colors, semanticColors, semanticShadows } from 'virtual:portico/chakra-theme-tokens';
import { buttonPaletteTokens } from '../../widgets/shared/themedRecipes';

/**
 * Chakra's default theme (tokens, semantic tokens, global styles) without its component recipes.
 * `defaultConfig` would put all ~80 recipes into the first page (about 30 KB gzip). The parts are
 * imported from their own modules (the `@chakra-ui-theme/` alias in vite.config.ts and tsconfig.json;
 * Chakra is pinned to exactly 3.37.0) because importing anything from '@chakra-ui/react/theme' would
 * pull every recipe into the main chunk. The recipes come from widgets/shared/chakraRecipes.ts; the
 * colour tokens, without unused palettes and dark values, from a module the build makes
 * (scripts/chakraThemeTokensPlugin.ts). The parts are given to createSystem as they are: merging them
 * here, as the module loads, would be merged again there (a long task's worth of copying on a phone).
 */
export const chakraBaseTheme: readonly SystemConfig[] = [
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors,
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: {
        colors: semanticColors,
        shadows: semanticShadows,
        radii: semanticRadii,
      },
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
  // The theme's button sections as palette slots (widgets/shared/themedRecipes.ts).
  defineConfig({ theme: { semanticTokens: { colors: buttonPaletteTokens } } }),
];
