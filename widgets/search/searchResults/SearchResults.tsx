import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSort, clearFilters, onLogin, selectPosition } from '../../../engine/search/searchTransitions';
import type { SearchResultsProps } from '../../../schemas/generated/widgets/searchResults.props';
import { NativeSelect } from '../../shared/NativeSelect';
import { usePortal } from '../../shared/PortalContext';
import { LazyAuthDialog } from '../../loginForm/LazyAuthDialog';
import SearchPagination from '../searchPagination/SearchPagination';
import { RESULT_COUNT_ID } from '../shared/resultCount';
import { useSearchPage } from '../shared/useSearchPage';
import { ResultCard } from './ResultCard';
import { SavedSearchButton } from './SavedSearchButton';

/**
 * The results: count, sort, the list (a click shows the job in the details pane, the focus stays on
 * the link), pagination (or a searchPagination widget after the pane), and
 * loading, empty and error states. Also opens the login modal for show_login_modal=1; logging in
 * from it clears the sort (spec section 4).
 */
export default function SearchResults({ selectOnClick = true, showSort = true, showPagination = true }: SearchResultsProps) {
  const { t } = useTranslation();
  const { user } = usePortal();
  const { state, results, navigate, hrefOf, selection, settings, searchStr } = useSearchPage();
  const labelMap = settings.searchOptionsMap.employment_type?.options?.labelMap;
  const data = results.data;
  const sortLabel = (option: string) =>
    option === 'date' ? t('search.sort.date') : option === 'distance' ? t('search.sort.distance') : t('search.sort.relevance');
  const showLoginModal = state.showLoginModal && !user.isLoggedIn;
  const afterLogin = useMemo(() => hrefOf(onLogin(state)), [hrefOf, state]);

  // A link with show_login_modal for a visitor already logged in: the modal has nothing to do.
  useEffect(() => {
    if (state.showLoginModal && user.isLoggedIn) navigate({ ...state, showLoginModal: false }, { replace: true });
  }, [state, user.isLoggedIn, navigate]);

  const sortSelect = showSort && settings.sortOptions.length > 1 && (
    <NativeSelect
      size="sm"
      width="auto"
      aria-label={t('search.sortBy')}
      value={state.sortBy ?? data?.sortBy ?? settings.sortOptions[0]}
      onChange={(event) => navigate(changeSort(state, event.target.value === settings.sortOptions[0] ? undefined : event.target.value))}
    >
      {settings.sortOptions.map((option) => (
        <option key={option} value={option}>
          {sortLabel(option)}
        </option>
      ))}
    </NativeSelect>
  );

  let body;
  if (results.isError && !data) {
    body = (
      <Stack align="center" py="10" gap="3" role="alert">
        <Text fontWeight="semibold">{t('search.failedToLoadPositions')}</Text>
        <Button size="sm" onClick={() => void results.refetch()}>
          {t('search.tryAgain')}
        </Button>
      </Stack>
    );
  } else if (!data) {
    body = (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t('search.loadingResults')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="24" borderRadius="l2" />
        ))}
      </Stack>
    );
  } else if (data.positions.length === 0) {
    body = (
      <Stack align="center" py="10" gap="3" textAlign="center">
        <Text fontWeight="semibold">{t('search.noResults')}</Text>
        <Text color="fg.muted">{t('search.noResultsHint')}</Text>
        {Object.keys(state.filters).length > 0 && (
          <Button size="sm" variant="outline" onClick={() => navigate(clearFilters(state))}>
            {t('search.clearFilters')}
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack as="ol" gap="3" listStyleType="none" aria-busy={results.isFetching}>
        {data.positions.map((position) => (
          <li key={position.id}>
            <ResultCard
              position={position}
              selected={selection.pid === String(position.id)}
              searchStr={searchStr}
              onSelect={selectOnClick ? (pid) => navigate(selectPosition(state, pid)) : undefined}
              employmentLabel={labelMap?.[position.employment_type]}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby={RESULT_COUNT_ID}>
      <Flex justify="space-between" align="center" gap="3" mb="3" wrap="wrap">
        <Text as="h2" id={RESULT_COUNT_ID} tabIndex={-1} fontWeight="semibold" aria-live="polite">
          {data ? t('search.resultCount', { count: data.count }) : t('search.resultsHeading')}
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          {settings.savedSearchAvailable && data && (
            <SavedSearchButton search={{ query: state.query, location: state.location, filters: state.filters }} metadata={data.savedSearchMetadata} />
          )}
          {sortSelect}
        </Flex>
      </Flex>
      {/* A refresh in progress: a line above the list (its space always kept), never dimmed text, which would fail contrast. */}
      <Box
        h="0.5"
        mb="2"
        borderRadius="full"
        bg="brand.solid"
        aria-hidden
        visibility={data && results.isFetching ? 'visible' : 'hidden'}
        animation="pulse"
        data-testid="results-refreshing"
      />
      {body}
      {showPagination && <SearchPagination />}
      <LazyAuthDialog open={showLoginModal} onClose={() => navigate({ ...state, showLoginModal: false }, { replace: true })} next={afterLogin} />
    </Box>
  );
}
