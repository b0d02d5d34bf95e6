import { recipes, slotRecipes, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPorticoSystem } from '../../src/app/createPorticoSystem';
import { addChakraRecipes, CHAKRA_RECIPE_KEYS } from '../../widgets/shared/chakraRecipes';
import { nativeSelectSlotRecipe } from '../../widgets/shared/nativeSelectRecipe';

afterEach(() => vi.restoreAllMocks());

describe('Chakra recipes loaded as the app needs them', () => {
  it('knows every recipe key of the pinned Chakra', () => {
    expect([...CHAKRA_RECIPE_KEYS.recipes]).toEqual(Object.keys(recipes).sort());
    expect([...CHAKRA_RECIPE_KEYS.slotRecipes]).toEqual(Object.keys(slotRecipes).sort());
  });

  it('does not report components Chakra has no recipe for', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createPorticoSystem().getRecipeFn('text');
    expect(error).not.toHaveBeenCalled();
  });

  it("takes the native select's recipe as Chakra's own, without the select recipe it borrows from", () => {
    expect(JSON.parse(JSON.stringify(nativeSelectSlotRecipe))).toEqual(JSON.parse(JSON.stringify(slotRecipes.nativeSelect)));
  });

  it('styles the first page’s components from the start', () => {
    const system = createPorticoSystem();
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.getSlotRecipe('nativeSelect')).toBeDefined();
  });

  it('reports a component whose recipe is not loaded, then styles it once a lazy chunk adds the recipe', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const system = createPorticoSystem();
    expect(system.isSlotRecipe('steps')).toBe(false);
    system.getSlotRecipeFn('steps');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Chakra recipe "steps" is not loaded'));

    addChakraRecipes({ slotRecipes: { tabs: tabsSlotRecipe } });
    expect(system.getSlotRecipe('tabs')).toBe(tabsSlotRecipe);
    await import('../../widgets/shared/allChakraRecipes');
    expect(system.isSlotRecipe('steps')).toBe(true);
    const before = error.mock.calls.length;
    const classes = system.getSlotRecipeFn('steps')({});
    expect(Object.keys(classes)).toContain('root');
    expect(error.mock.calls.length).toBe(before);
  });
});
