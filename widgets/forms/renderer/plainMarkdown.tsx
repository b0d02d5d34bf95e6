import { createElement, type ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in the client and the server renderer (vite.config.ts's
 * alias): react-jsonschema-form imports it statically, and it is about 31 KB gzip on every form page
 * that nothing of Portico's shows. Portico's forms enable no Markdown (help and descriptions are
 * Portico's own field shell's, as plain text); RJSF's own uses are its developer messages (an
 * unsupported field, an invalid object schema) and its file widget, which Portico replaces. Those
 * messages read as written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return createElement('span', null, children);
}
