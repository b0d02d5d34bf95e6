/** Chunk load time-out (spec constants): a script chunk that has not arrived by then has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'missing' | 'timeout' | string;

/**
 * A script chunk failed to load. Like the loaders it mirrors, it reports 'missing' (the script could
 * not be fetched) or the failure type, and the chunk's address.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailureType,
    readonly address: string | undefined,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${address ?? 'unknown address'})`);
  }
}

/** Browsers word a failed dynamic import differently; all name the module's address. */
const DYNAMIC_IMPORT_FAILURE =
  /(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for)(?:[:\s]+(\S+))?/i;

/** Turns a failed dynamic import into a ChunkLoadError; returns the error unchanged when it is something else. */
export function toChunkLoadError(error: unknown, chunk: string): unknown {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const match = DYNAMIC_IMPORT_FAILURE.exec(message);
  if (!match) return error;
  return new ChunkLoadError(chunk, 'missing', match[1]);
}

/** Loads a chunk, failing with a ChunkLoadError of type 'timeout' after the time-out. */
export function loadChunk<T>(load: () => Promise<T>, chunk: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', undefined)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw toChunkLoadError(error, chunk);
    })
    .finally(() => clearTimeout(timer));
}

/**
 * loadChunk, once: every call shares the first load; after a failure (offline, say) the next call
 * tries again.
 */
export function loadChunkOnce<T>(load: () => Promise<T>, chunk: string): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= loadChunk(load, chunk).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
