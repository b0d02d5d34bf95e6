/**
 * What employer-authored HTML may hold (footers, banners, rich text, job descriptions), as DOMPurify's
 * options (a plain object: the engine imports no DOM library). HTML only, no styles, forms or
 * inputs; scripts, event handlers and javascript: URLs never survive; links may say where they open
 * (target). Pages sanitize with it when they show such HTML (widgets/shared/sanitizeHtml.ts), the
 * integration API when it stores a job description (server/integrations/sanitizeDescription.ts).
 */
export const EMPLOYER_HTML_POLICY = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], ADD_ATTR: ['target'] };
