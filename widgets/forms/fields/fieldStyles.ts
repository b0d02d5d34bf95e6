import { BREAKPOINTS, FORM_COLUMNS } from '../../../engine/forms/formConstants';

/**
 * The class of a one-line text input (text, email, number, SIN, SSN): Chakra's outline input of size
 * md, written once here. A plain input costs a trigger that shows ten questions a third less than
 * Chakra's Input, which serializes and hashes its styles on every mount.
 */
export const TEXT_INPUT_CLASS = 'pf-input';

/**
 * The question frame's styles as one static stylesheet (Chakra's CSS variables for colours and
 * sizes). A form may hold a thousand questions: plain class names cost nothing per render, where
 * style props would be serialized again for every question that shows or re-renders.
 *
 * A step's first chunk of questions is always laid out; the next ones skip their layout while off
 * the screen (content-visibility: auto) and keep the size they were drawn at. Chromium decides that
 * a chunk is on the screen one frame after its first layout: a first chunk skipped meanwhile was
 * drawn 700 px tall for a frame, then everything under it moved (a submitted form's footer: CLS
 * 0.06-0.08), and switching it on after the first paint hid its questions for a frame instead.
 */
export const FIELD_STYLES = `
.pf-fields, .pf-chunk { display: flex; flex-direction: column; gap: var(--chakra-spacing-5, 1.25rem); }
.pf-chunk + .pf-chunk { content-visibility: auto; contain-intrinsic-size: auto 700px; overflow-clip-margin: 8px; }
.pf-chunk:empty { display: none; }
.pf-field { display: grid; grid-template-columns: repeat(${FORM_COLUMNS.small}, minmax(0, 1fr)); column-gap: var(--chakra-spacing-4, 1rem); row-gap: var(--chakra-spacing-1, 0.25rem); align-items: start; min-width: 0; border: 0; padding: 0; margin: 0; }
.pf-label, .pf-value, .pf-whole { grid-column: span ${FORM_COLUMNS.small}; min-width: 0; }
.pf-label { font-weight: var(--chakra-font-weights-medium, 500); display: block; padding: 0; }
legend.pf-label { float: left; width: 100%; }
@media (min-width: ${BREAKPOINTS.desktop}px) {
  .pf-field:not(.pf-full) > .pf-label { grid-column: span var(--pf-label-columns, ${FORM_COLUMNS.label}); }
  .pf-field:not(.pf-full) > .pf-value { grid-column: span var(--pf-value-columns, ${FORM_COLUMNS.value}); }
}
.pf-help { font-size: var(--chakra-font-sizes-sm, 0.875rem); color: var(--chakra-colors-fg-muted, #52525b); margin: var(--chakra-spacing-1, 0.25rem) 0 0; }
.pf-error { font-size: var(--chakra-font-sizes-sm, 0.875rem); color: var(--chakra-colors-fg-error, #b3261e); margin: 0; }
.pf-error:not(:empty) { margin-top: var(--chakra-spacing-1, 0.25rem); }
.pf-required { color: var(--chakra-colors-fg-error, #b3261e); margin-inline-start: var(--chakra-spacing-1, 0.25rem); }
.pf-input { width: 100%; min-width: var(--chakra-sizes-10, 2.5rem); height: var(--chakra-sizes-10, 2.5rem); outline: 0; position: relative; appearance: none; text-align: start; border-radius: var(--chakra-radii-l2, 0.25rem); font-size: var(--chakra-font-sizes-sm, 0.875rem); line-height: 1.25rem; padding-inline: var(--chakra-spacing-3, 0.75rem); background: transparent; border-width: 1px; border-color: var(--chakra-colors-border, #e4e4e7); }
.pf-input:disabled { opacity: 0.5; cursor: not-allowed; }
.pf-input[aria-invalid="true"] { border-color: var(--chakra-colors-border-error, #b3261e); }
.pf-input:focus-visible { outline: var(--focus-ring-width, 2px) solid var(--focus-ring-color); outline-offset: 0; }
.pf-input:not([aria-invalid="true"]):focus-visible { border-color: var(--focus-ring-color); }
.pf-new { margin-inline-start: var(--chakra-spacing-2, 0.5rem); font-size: var(--chakra-font-sizes-xs, 0.75rem); font-weight: 600; color: var(--chakra-colors-blue-fg, #1d4ed8); background: var(--chakra-colors-blue-subtle, #dbeafe); padding: 0 0.375rem; border-radius: var(--chakra-radii-sm, 0.25rem); }
`;
