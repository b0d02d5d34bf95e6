/** The search results' heading, which shows the result count (searchResults). */
export const RESULT_COUNT_ID = 'search-results-heading';

/** Moves the focus to the result count (after a new page of results), scrolled clear of the sticky bars. */
export function focusResultCount(): void {
  document.getElementById(RESULT_COUNT_ID)?.focus();
}
