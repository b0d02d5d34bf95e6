import type { SystemContext } from '@chakra-ui/react';

type WithGlobal = { _global: unknown };

/**
 * Chakra's global styles (reset, global CSS, a custom property per token) as Emotion names them: the
 * server renderer sends the name with the page (ServerRenderPayload.chakraGlobal), so the browser
 * can take the styles from the page's <style> instead of computing them (scripts/chakraLazyGlobalPlugin.ts).
 * The server renderer passes Emotion's serializer and keeps the name: this module is in the browser's
 * first script, which that server-only part would add to (its budget has no room).
 */
export function globalStylesName(system: SystemContext, serializedName: (styles: unknown) => string): string {
  return serializedName((system as unknown as WithGlobal)._global);
}

/**
 * Gives ChakraProvider's <Global> the styles the server's page already has, already serialized:
 * Emotion reads a serialized style as it is and finds the page's element by its name, so nothing is
 * computed or inserted. Without that element (a page from another build) the system computes its own.
 */
export function takeGlobalStylesFromPage(system: SystemContext, name: string | undefined, doc: Document): void {
  if (!name) return;
  const element = doc.querySelector(`style[data-emotion="css-global ${name}"]`);
  if (!element) return;
  (system as unknown as WithGlobal)._global = { name, styles: element.textContent ?? '', map: undefined, next: undefined };
}
