import { createContext, createElement, lazy, useContext, type ComponentType } from 'react';
import { loadChunk, loadChunkOnce } from '../../engine/errors/ChunkLoadError';
import { loadAllStrings } from '../../engine/i18n/createI18n';

type Module<P> = { default: ComponentType<P> };

/** Chunk name → its loader (loads once; later calls share the first load). */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * The chunks a server render used: the renderer provides a set, every lazy widget that renders adds
 * its chunk's name, and the browser loads those chunks before it hydrates the page.
 */
export const RenderedChunksContext = createContext<Set<string> | null>(null);

/** The rest of Chakra's recipes (widgets/shared/chakraRecipes.ts): once loaded, every Chakra component is styled. */
export const loadAllRecipes = () => loadChunk(() => import('./allChakraRecipes'), 'chakra recipes');

/** What any widget may use beyond the first page's share: the rest of Chakra's recipes and of the English strings. */
export const loadWidgetNeeds = () => Promise.all([loadAllRecipes(), loadAllStrings()]);

/**
 * React.lazy with the chunk time-out and ChunkLoadError reporting. The chunk comes with the rest of
 * Chakra's recipes and of the English strings, so lazy widgets may use any Chakra component and any
 * area's strings. A chunk already loaded (preloadChunks, before hydrating a server-rendered page)
 * renders at once, with the recipes and strings the first page carries: the server-rendered pages'
 * widgets use only those, but for a widget marked `beyondFirstPage` (the error card), whose preload
 * brings the rest too.
 */
export function lazyWidget<P>(chunk: string, load: () => Promise<Module<P>>, { beyondFirstPage = false } = {}): ComponentType<P> {
  let loaded: Module<P> | undefined;
  const loadModule = loadChunkOnce(() => load().then((module) => (loaded = module)), chunk);
  // A widget that needs more than the first page's recipes and strings gets them also when a server render used it.
  loaders.set(chunk, beyondFirstPage ? () => Promise.all([loadWidgetNeeds(), loadModule()]) : loadModule);
  // A settled thenable lets React read the module in the same render (a promise would suspend once).
  const Lazy = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>)
      : Promise.all([loadWidgetNeeds(), loadModule()]).then(([, module]) => module),
  );
  function LazyWidget(props: P & object) {
    useContext(RenderedChunksContext)?.add(chunk);
    return createElement(Lazy as ComponentType<P & object>, props);
  }
  LazyWidget.displayName = `Lazy(${chunk})`;
  return LazyWidget as ComponentType<P>;
}

/** Loads the named chunks (the ones a server-rendered page used); unknown names are ignored. */
export function preloadChunks(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => loaders.get(name)?.()));
}
