import DOMPurify from 'dompurify';
import { EMPLOYER_HTML_POLICY } from '../../engine/pages/employerHtmlPolicy';

let purifier = DOMPurify;

/** Node has no DOM: the server renderer gives DOMPurify a window of its own (jsdom). */
export function setSanitizerWindow(window: unknown): void {
  purifier = DOMPurify(window as Parameters<typeof DOMPurify>[0]);
}

/** Employer-authored HTML, sanitized: scripts, event handlers and javascript: URLs never run. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, EMPLOYER_HTML_POLICY);
}
