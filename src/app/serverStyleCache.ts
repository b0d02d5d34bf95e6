import createCache, { type EmotionCache } from '@emotion/cache';

/** The attribute of the server's one <style> of component rules: the names of the rules it holds (src/ssr/renderPage.tsx). */
export const SERVER_STYLES_ATTRIBUTE = 'data-portico-styles';

type Sheet = EmotionCache['sheet'];
type SheetClass = new (options: { key: string; container: Node; speedy?: boolean; nonce?: string }) => Sheet;

/**
 * Emotion's cache for hydrating a server-rendered page, over the page's own <style> elements where
 * they are. Emotion's way moves each of them (to the end of <head>, twice: when a cache is made and
 * when a style sheet takes its element over), and each move makes the browser take the style sheets
 * in again and recompute the style of every element: 7 to 20 ms a time on a desktop, four times that
 * on a phone. Here nothing moves: the names of the rules the page holds are marked inserted (Emotion
 * inserts only rules it has not), and the global styles' sheets (Emotion's <Global>, which finds its
 * element by name) take their elements over in place. The server marks its elements `data-s`, so the
 * cache Emotion makes for itself when it loads leaves them alone too.
 */
export function serverStyleCache(doc: Document): EmotionCache {
  const cache = createCache({ key: 'css', container: doc.head });
  class SheetInPlace extends (cache.sheet.constructor as SheetClass) {
    override hydrate(nodes: HTMLStyleElement[]): void {
      this.tags.push(...nodes);
    }
  }
  cache.sheet = new SheetInPlace({ key: cache.key, container: doc.head, speedy: cache.sheet.isSpeedy, nonce: cache.sheet.nonce });
  const element = doc.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  if (element) {
    for (const name of element.getAttribute(SERVER_STYLES_ATTRIBUTE)!.split(' ')) if (name) cache.inserted[name] = true;
    // Rules added in the browser go after it, as after an element Emotion took over.
    cache.sheet.hydrate([element]);
  }
  return cache;
}
