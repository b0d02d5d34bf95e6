import { BREAKPOINTS, FORM_COLUMNS } from '../../../engine/forms/formConstants';

/**
 * The question frame's styles as one static stylesheet (Chakra's CSS variables for colours and
 * sizes). A form may hold a thousand questions: plain class names cost nothing per render, where
 * style props would be serialized again for every question that shows or re-renders.
 */
export const FIELD_STYLES = `
.pf-field { display: grid; grid-template-columns: repeat(${FORM_COLUMNS.small}, minmax(0, 1fr)); column-gap: var(--chakra-spacing-4, 1rem); row-gap: var(--chakra-spacing-1, 0.25rem); align-items: start; min-width: 0; border: 0; padding: 0; margin: 0; }
.pf-label, .pf-value, .pf-whole { grid-column: span ${FORM_COLUMNS.small}; min-width: 0; }
.pf-label { font-weight: var(--chakra-font-weights-medium, 500); display: block; padding: 0; }
legend.pf-label { float: left; width: 100%; }
@media (min-width: ${BREAKPOINTS.desktop}px) {
  .pf-field:not(.pf-full) > .pf-label { grid-column: span var(--pf-label-columns, ${FORM_COLUMNS.label}); }
  .pf-field:not(.pf-full) > .pf-value { grid-column: span var(--pf-value-columns, ${FORM_COLUMNS.value}); }
}
.pf-help { font-size: var(--chakra-font-sizes-sm, 0.875rem); color: var(--chakra-colors-fg-muted, #52525b); margin: var(--chakra-spacing-1, 0.25rem) 0 0; }
.pf-error { font-size: var(--chakra-font-sizes-sm, 0.875rem); color: var(--chakra-colors-fg-error, #dc2626); margin: 0; }
.pf-error:not(:empty) { margin-top: var(--chakra-spacing-1, 0.25rem); }
.pf-required { color: var(--chakra-colors-fg-error, #dc2626); margin-inline-start: var(--chakra-spacing-1, 0.25rem); }
.pf-new { margin-inline-start: var(--chakra-spacing-2, 0.5rem); font-size: var(--chakra-font-sizes-xs, 0.75rem); font-weight: 600; color: var(--chakra-colors-blue-fg, #1d4ed8); background: var(--chakra-colors-blue-subtle, #dbeafe); padding: 0 0.375rem; border-radius: var(--chakra-radii-sm, 0.25rem); }
`;
