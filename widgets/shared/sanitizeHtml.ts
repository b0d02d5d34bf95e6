import DOMPurify from 'dompurify';
import { EMPLOYER_HTML_POLICY } from '../../engine/pages/employerHtmlPolicy';

/** Employer-authored HTML, sanitized in the browser: scripts, event handlers and javascript: URLs never run (the server renderer's is src/ssr/threadSanitizer.ts). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, EMPLOYER_HTML_POLICY);
}
