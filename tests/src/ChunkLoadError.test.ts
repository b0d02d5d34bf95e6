import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk, loadChunkOnce, toChunkLoadError } from '../../engine/errors/ChunkLoadError';

afterEach(() => {
  vi.useRealTimers();
});

describe('toChunkLoadError', () => {
  it('turns a failed dynamic import into a ChunkLoadError of type missing with the chunk address', () => {
    const error = toChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/gen/js/A-1.js'), 'A');
    expect(error).toBeInstanceOf(ChunkLoadError);
    const chunkError = error as ChunkLoadError;
    expect(chunkError.name).toBe('ChunkLoadError');
    expect(chunkError.chunk).toBe('A');
    expect(chunkError.type).toBe('missing');
    expect(chunkError.address).toBe('http://x/gen/js/A-1.js');
    expect(chunkError.message).toBe('Loading chunk A failed.\n(missing: http://x/gen/js/A-1.js)');
  });

  it('understands the Firefox wording', () => {
    const error = toChunkLoadError(new TypeError('error loading dynamically imported module: http://x/gen/js/B-2.js'), 'B');
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('missing');
    expect((error as ChunkLoadError).address).toBe('http://x/gen/js/B-2.js');
  });

  it('understands the Safari wording, which names no address, without taking its full stop for one', () => {
    const error = toChunkLoadError(new TypeError('Importing a module script failed.'), 'B');
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('missing');
    expect((error as ChunkLoadError).address).toBeUndefined();
    expect((error as ChunkLoadError).message).toBe('Loading chunk B failed.\n(missing: unknown address)');
  });

  it('names the stylesheet when Vite cannot preload the CSS of a chunk', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for /gen/assets/Dashboard-1.css'), 'Dashboard');
    expect((error as ChunkLoadError).address).toBe('/gen/assets/Dashboard-1.css');
  });

  it('passes any other error through unchanged', () => {
    const other = new TypeError('x is not a function');
    expect(toChunkLoadError(other, 'A')).toBe(other);
    const text = 'not even an Error';
    expect(toChunkLoadError(text, 'A')).toBe(text);
  });

  it('returns a ChunkLoadError as it is', () => {
    const chunkError = new ChunkLoadError('A', 'timeout', undefined);
    expect(toChunkLoadError(chunkError, 'B')).toBe(chunkError);
  });
});

describe('loadChunk', () => {
  it('resolves with what the loader resolves', async () => {
    const module = { default: 'component' };
    await expect(loadChunk(() => Promise.resolve(module), 'A', 50)).resolves.toBe(module);
  });

  it('rejects with a ChunkLoadError of type timeout once the time-out passes', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 'Dashboard', 100);
    const outcome = pending.then(
      () => undefined,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(99);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('timeout');
    expect((error as ChunkLoadError).message).toBe('Loading chunk Dashboard failed.\n(timeout: unknown address)');
  });

  it('turns a failed import into a ChunkLoadError of type missing', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/gen/js/C-3.js'));
    await expect(loadChunk(failing, 'C', 1000)).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing', address: 'http://x/gen/js/C-3.js' });
  });

  it('lets other loader errors through unchanged', async () => {
    const other = new SyntaxError('Unexpected token');
    await expect(loadChunk(() => Promise.reject(other), 'C', 1000)).rejects.toBe(other);
  });

  it('clears its timer once the chunk has loaded', async () => {
    vi.useFakeTimers();
    await loadChunk(() => Promise.resolve('ok'), 'A', 100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits 120000 ms by default, the chunk load time-out of the spec', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise<never>(() => {}), 'A').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ type: 'timeout' });
  });
});

describe('loadChunkOnce', () => {
  it('shares the first load between callers, and loads again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://x/gen/js/S-1.js'))
      .mockResolvedValue('module');
    const loadOnce = loadChunkOnce(load, 'S');
    const [first, second] = await Promise.allSettled([loadOnce(), loadOnce()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ status: 'rejected', reason: { name: 'ChunkLoadError', chunk: 'S', type: 'missing' } });
    expect(second).toEqual(first);
    await expect(loadOnce()).resolves.toBe('module');
    await expect(loadOnce()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
