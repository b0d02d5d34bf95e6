import { Box } from '@chakra-ui/react';
import { changePage, searchPageSize } from '../../../engine/search/searchTransitions';
import { Pagination } from '../shared/Pagination';
import { focusResultCount } from '../shared/resultCount';
import { useSearchPage } from '../shared/useSearchPage';

/**
 * The pages of the search results (inside searchResults, or a widget of its own after the details
 * pane). A new page keeps the scroll position and moves the focus to the result count, from where
 * the next Tab reaches the first result of the new page.
 */
export default function SearchPagination() {
  const { state, results, navigate, settings } = useSearchPage();
  const pageSize = searchPageSize(settings.engineConfig);
  const data = results.data;
  // Nothing to page through (yet): an empty marker, as the filters leave.
  if (!data || !(data.count > pageSize)) return <Box data-testid="search-pagination" data-state="none" hidden />;
  return (
    <Box mt="4">
      <Pagination
        start={state.start}
        pageSize={pageSize}
        count={data.count}
        onPage={(start) => {
          navigate(changePage(state, start));
          focusResultCount();
        }}
      />
    </Box>
  );
}
