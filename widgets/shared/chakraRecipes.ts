import type { SystemContext } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui-theme/recipes/badge.js';
import { iconRecipe } from '@chakra-ui-theme/recipes/icon.js';
import { codeRecipe } from '@chakra-ui-theme/recipes/code.js';
import { containerRecipe } from '@chakra-ui-theme/recipes/container.js';
import { headingRecipe } from '@chakra-ui-theme/recipes/heading.js';
import { inputRecipe } from '@chakra-ui-theme/recipes/input.js';
import { linkRecipe } from '@chakra-ui-theme/recipes/link.js';
import { nativeSelectSlotRecipe } from './nativeSelectRecipe';
import { skeletonRecipe } from '@chakra-ui-theme/recipes/skeleton.js';
import { spinnerRecipe } from '@chakra-ui-theme/recipes/spinner.js';
import { themedButtonRecipe, themedCardRecipe } from './themedRecipes';

type RecipeMap = Record<string, unknown>;

/** Every recipe key of Chakra 3.37's default theme (a unit test keeps this list in step with Chakra). */
export const CHAKRA_RECIPE_KEYS = {
  recipes: [
    'badge',
    'button',
    'checkmark',
    'code',
    'colorSwatch',
    'container',
    'heading',
    'icon',
    'input',
    'inputAddon',
    'kbd',
    'link',
    'mark',
    'radiomark',
    'separator',
    'skeleton',
    'skipNavLink',
    'spinner',
    'textarea',
  ],
  slotRecipes: [
    'accordion',
    'actionBar',
    'alert',
    'avatar',
    'blockquote',
    'breadcrumb',
    'card',
    'carousel',
    'checkbox',
    'checkboxCard',
    'codeBlock',
    'collapsible',
    'colorPicker',
    'combobox',
    'dataList',
    'dateInput',
    'datePicker',
    'dialog',
    'drawer',
    'editable',
    'emptyState',
    'field',
    'fieldset',
    'fileUpload',
    'floatingPanel',
    'hoverCard',
    'list',
    'listbox',
    'marquee',
    'menu',
    'nativeSelect',
    'numberInput',
    'pinInput',
    'popover',
    'progress',
    'progressCircle',
    'qrCode',
    'radioCard',
    'radioGroup',
    'ratingGroup',
    'scrollArea',
    'segmentGroup',
    'select',
    'slider',
    'splitter',
    'stat',
    'status',
    'steps',
    'switch',
    'table',
    'tabs',
    'tag',
    'tagsInput',
    'timeline',
    'toast',
    'tooltip',
    'treeView',
  ],
} as const;
const KNOWN_RECIPES = new Set<string>(CHAKRA_RECIPE_KEYS.recipes);
const KNOWN_SLOT_RECIPES = new Set<string>(CHAKRA_RECIPE_KEYS.slotRecipes);

/**
 * Chakra's component recipes, added as the app needs them. Chakra's defaultConfig bundles all ~80
 * recipes (about 30 KB gzip on every page); the first page carries only the recipes its eager
 * components and the server-rendered pages' widgets (search, job page) use (below), and every lazily
 * loaded widget chunk adds the rest (allChakraRecipes.ts, loaded by lazyWidget) before it renders;
 * a hydrated page loads them once it is hydrated. Chakra reads recipes by key at render time, so adding them
 * to the system's recipe maps later works; tests/src/chakraRecipes.test.ts guards that assumption.
 *
 * Button, card, tabs and alert are Chakra's recipes painted by the theme's CSS variables
 * (themedRecipes.ts, themedLazyRecipes.ts); allChakraRecipes.ts keeps them over Chakra's own.
 *
 * An eager widget that uses a component whose recipe is not listed here would render unstyled: the
 * system reports it on the console ('Chakra recipe "tabs" is not loaded'), which e2e tests fail on.
 */
const registry: { recipes: RecipeMap; slotRecipes: RecipeMap } = {
  recipes: {
    badge: badgeRecipe,
    button: themedButtonRecipe,
    icon: iconRecipe,
    code: codeRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    input: inputRecipe,
    link: linkRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
  },
  slotRecipes: {
    card: themedCardRecipe,
    nativeSelect: nativeSelectSlotRecipe,
  },
};

export function addChakraRecipes(more: { recipes?: RecipeMap; slotRecipes?: RecipeMap }): void {
  Object.assign(registry.recipes, more.recipes);
  Object.assign(registry.slotRecipes, more.slotRecipes);
}

/** Points a Chakra system at the shared recipe maps and reports components whose recipe is missing. */
export function attachChakraRecipes(system: SystemContext): SystemContext {
  const theme = (system as unknown as { _config: { theme: RecipeMap } })._config.theme;
  theme.recipes = registry.recipes;
  theme.slotRecipes = registry.slotRecipes;
  // Keys Chakra itself has no recipe for (Text asks for 'text') are not reported.
  const report = (key: string) => {
    if (KNOWN_RECIPES.has(key) || KNOWN_SLOT_RECIPES.has(key)) console.error(`Chakra recipe "${key}" is not loaded (widgets/shared/chakraRecipes.ts)`);
  };
  // A missing key is answered without Chakra's per-key cache, so the component is styled once a
  // lazy chunk adds its recipe.
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = ((key: string, fallback?: object) => {
    if (fallback || key in registry.recipes) return getRecipeFn(key as never, fallback as never);
    report(key);
    return system.cva({});
  }) as typeof system.getRecipeFn;
  system.getSlotRecipeFn = ((key: string, fallback?: object) => {
    if (fallback || key in registry.slotRecipes) return getSlotRecipeFn(key as never, fallback as never);
    report(key);
    return system.sva({ slots: [] });
  }) as typeof system.getSlotRecipeFn;
  return system;
}
