import type { DOMPurify } from 'dompurify';
import { EMPLOYER_HTML_POLICY } from '../../engine/pages/employerHtmlPolicy';

let purifier: Promise<DOMPurify> | undefined;

/** DOMPurify over a jsdom window, made on the first description (jsdom takes a moment to load; most servers never ingest). */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as never),
  );
  return purifier;
}

/**
 * A job description from an ATS, sanitized before it is stored with the policy every page applies to
 * employer HTML (EMPLOYER_HTML_POLICY). Pages sanitize again when they show it.
 */
export async function sanitizeDescription(html: string): Promise<string> {
  // DOMPurify's own rule (with this policy): text without a tag is returned as it is. Checked here,
  // plain-text descriptions (the demo's) need no jsdom at all.
  if (!html.includes('<')) return html;
  const purify = await loadPurifier();
  return purify.sanitize(html, EMPLOYER_HTML_POLICY);
}
