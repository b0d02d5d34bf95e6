import type { BootData } from '../../schemas/generated/boot-data';

export const BOOT_DATA_ELEMENT_ID = 'portico-boot';

/** The boot data the server injected into index.html as JSON (see server/html/renderIndexHtml.ts). */
export function readBootData(doc: Document): BootData {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error('Portico boot data is missing from the page (script#portico-boot).');
  return JSON.parse(element.textContent) as BootData;
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
