/**
 * The parts of a /api/pcsx/search answer's filterDef.allFilters entry that the engine reads. These
 * are input shapes (what a function needs), not a copy of the response schema; when the search
 * API schema lands in schemas/api/, its generated type satisfies them.
 */
export interface SearchFacetOption {
  label?: string | number | null;
  value: string;
  count?: number | null;
}

export interface SearchFacet {
  filterName: string;
  displayName?: string | null;
  options?: readonly SearchFacetOption[] | null;
}
