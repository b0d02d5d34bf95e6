import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plainDynamicImports, plainPreloadHelper, preloadedFiles, VITE_PRELOAD_HELPER } from '../../scripts/plainDynamicImportsPlugin';

type Helper = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** Links the helper adds to the page; a link whose address names "missing" fails to load. */
let links: HTMLLinkElement[] = [];

beforeEach(() => {
  links = [];
  vi.stubGlobal('document', {
    createElement: () => ({}) as HTMLLinkElement,
    head: {
      appendChild: (link: HTMLLinkElement) => {
        links.push(link);
        queueMicrotask(() => (link.href.includes('missing') ? link.onerror : link.onload)?.call(link, new Event('load')));
        return link;
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The helper module as the browser would evaluate it. */
async function helper(base: string): Promise<{ preload: Helper }> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(plainPreloadHelper(base))}`)) as { __vitePreload: Helper };
  return { preload: module.__vitePreload };
}

describe('the plain dynamic-import helper', () => {
  it('replaces only Vite’s preload helper', () => {
    const load = plainDynamicImports().load as (id: string) => string | undefined;
    expect(load(VITE_PRELOAD_HELPER)).toContain('export const __vitePreload');
    expect(load('/work/src/main.tsx')).toBeUndefined();
  });

  it('calls the import when there is nothing to preload', async () => {
    const { preload } = await helper('/');
    await expect(preload(async () => 'module', [])).resolves.toBe('module');
    await expect(preload(async () => 'module')).resolves.toBe('module');
    expect(links).toEqual([]);
  });

  it('loads a chunk’s style sheet under the base path, once, before the import', async () => {
    const { preload } = await helper('/portal/');
    const order: string[] = [];
    await preload(async () => order.push('import'), ['gen/assets/PdfDocument.css']);
    await preload(async () => order.push('import again'), ['gen/assets/PdfDocument.css']);
    expect(links.map((link) => [link.rel, link.href])).toEqual([['stylesheet', '/portal/gen/assets/PdfDocument.css']]);
    expect(order).toEqual(['import', 'import again']);
  });

  it('fails the import when its style sheet does not load', async () => {
    const { preload } = await helper('/');
    await expect(preload(async () => 'module', ['gen/assets/missing.css'])).rejects.toThrow('Unable to preload CSS for /gen/assets/missing.css');
  });

  it('reads the files a built chunk preloads', () => {
    const code = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["gen/assets/a.css","gen/js/b.js"])))=>i.map(i=>d[i]);';
    expect(preloadedFiles(code)).toEqual(['gen/assets/a.css', 'gen/js/b.js']);
    expect(preloadedFiles('import("./x.js")')).toEqual([]);
  });
});
