import { recipes } from '@chakra-ui-theme/recipes.js';
import { slotRecipes } from '@chakra-ui-theme/slot-recipes.js';
import { addChakraRecipes } from './chakraRecipes';

// Loaded with every lazy widget chunk (lazyWidget): from then on every Chakra component is styled.
addChakraRecipes({ recipes, slotRecipes });
