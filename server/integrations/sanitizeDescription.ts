import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify over a jsdom window, made on the first description (jsdom takes a moment to load; most servers never ingest). */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as never),
  );
  return purifier;
}

/**
 * A job description from an ATS, sanitized before it is stored, with the rules every page applies to
 * employer HTML (widgets/shared/sanitizeHtml.ts): scripts, styles, forms, event handlers and
 * javascript: URLs removed. Pages sanitize again when they show it.
 */
export async function sanitizeDescription(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], ADD_ATTR: ['target'] });
}
