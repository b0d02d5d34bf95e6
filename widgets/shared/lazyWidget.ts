import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../../engine/errors/ChunkLoadError';

/**
 * React.lazy with the chunk time-out and ChunkLoadError reporting. The chunk comes with the rest of
 * Chakra's recipes (widgets/shared/chakraRecipes.ts), so lazy widgets may use any Chakra component.
 */
export function lazyWidget<P>(chunk: string, load: () => Promise<{ default: ComponentType<P> }>) {
  const loadWithRecipes = async (): Promise<{ default: ComponentType<P> }> => {
    const [, module] = await Promise.all([import('./allChakraRecipes'), load()]);
    return module;
  };
  return lazy(() => loadChunk(loadWithRecipes, chunk));
}
