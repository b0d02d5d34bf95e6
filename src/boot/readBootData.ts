import type { PageBootData } from '../../engine/i18n/localizedText';
import { PAGE_STRINGS_ELEMENT_ID, SSR_PAYLOAD_ELEMENT_ID, type PageStrings, type ServerRenderPayload } from '../../engine/ssr/serverRender';

export const BOOT_DATA_ELEMENT_ID = 'portico-boot';

/** The boot data the server injected into index.html as JSON (see server/html/renderIndexHtml.ts). */
export function readBootData(doc: Document): PageBootData {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error('Portico boot data is missing from the page (script#portico-boot).');
  return JSON.parse(element.textContent) as PageBootData;
}

/** What the server rendered the page with, or null when the browser renders the page alone. */
export function readServerRenderPayload(doc: Document): ServerRenderPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerRenderPayload) : null;
}

/** The page language's first strings the server sent (none for English). */
export function readPageStrings(doc: Document): PageStrings | null {
  const text = doc.getElementById(PAGE_STRINGS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageStrings) : null;
}

/** The CSRF token lives in <meta name="csrf-token">; a rotated token replaces it there. */
export function createCsrfTokenStore(doc: Document) {
  const meta = () => doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return {
    get: () => meta()?.content ?? null,
    set: (token: string) => {
      const element = meta();
      if (element) element.content = token;
    },
  };
}
