/**
 * The search widgets the search and job pages show on arrival, in one chunk: they load together
 * (the server-rendered pages preload them before hydrating), and one chunk is smaller than a chunk
 * each with its share of small common chunks (about 6 KB gzip less on the search page). Widgets a
 * page opens later (map, job cart, resume upload, saved jobs) keep chunks of their own, and so does the
 * job page's frame (positionDetails/PositionDetailsPage.tsx, its view is here).
 */
export { default as PositionDetailsPane } from './positionDetailsPane/PositionDetailsPane';
export { default as SearchBar } from './searchBar/SearchBar';
export { default as SearchFilters } from './searchFilters/SearchFilters';
export { default as SearchMap } from './searchMap/SearchMap';
export { default as SearchPagination } from './searchPagination/SearchPagination';
export { default as SearchResults } from './searchResults/SearchResults';
