import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../../engine/errors/ChunkLoadError';

/** React.lazy with the chunk time-out and ChunkLoadError reporting. */
export function lazyWidget<P>(chunk: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(load, chunk));
}
