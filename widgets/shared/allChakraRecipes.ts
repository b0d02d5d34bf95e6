import { recipes } from '@chakra-ui-theme/recipes.js';
import { slotRecipes } from '@chakra-ui-theme/slot-recipes.js';
import { addChakraRecipes } from './chakraRecipes';
import { themedAlertRecipe, themedTabsRecipe } from './themedLazyRecipes';
import { themedButtonRecipe, themedCardRecipe } from './themedRecipes';

// Loaded with every lazy widget chunk (lazyWidget): from then on every Chakra component is styled,
// the theme-painted ones with Portico's versions rather than Chakra's.
addChakraRecipes({
  recipes: { ...recipes, button: themedButtonRecipe },
  slotRecipes: { ...slotRecipes, card: themedCardRecipe, tabs: themedTabsRecipe, alert: themedAlertRecipe },
});
