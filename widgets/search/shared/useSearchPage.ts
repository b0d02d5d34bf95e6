import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildSearchRequest, searchCacheKey } from '../../../engine/search/buildSearchRequest';
import { parseSearchUrl, serializeSearchState, type SearchState } from '../../../engine/search/searchState';
import { selectAfterLoad } from '../../../engine/search/selection';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal, usePortalSettings } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { useSearchResultsQuery } from '../data/searchResults';

/** Spec section 8: search and position detail failures show a toast for 2 s. */
export const FAILURE_TOAST_MS = 2000;

/** Whether the current page is the search page (its route shows pageId jobs). */
export function useIsSearchPage(): boolean {
  return useRouterState({
    select: (s) => s.matches.some((match) => (match.staticData as { route?: { pageId?: string } } | undefined)?.route?.pageId === 'jobs'),
  });
}

/** Paths that carry the search in their segments (/careers/{query}/{location}) move to /careers/search. */
export function searchPathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/careers';
  return trimmed === '/careers' || trimmed === '/careers/search' ? trimmed : '/careers/search';
}

export interface NavigateOptions {
  /** Replace the history entry instead of adding one (back then skips this state). */
  replace?: boolean;
}

/**
 * The search state of the current address and the way to change it, without loading results (for
 * widgets that only read or change the search, on any page).
 */
export function useSearchUrlState() {
  const settings = usePortalSettings().search;
  const { engineConfig } = settings;
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const state = useMemo(() => parseSearchUrl({ pathname, search: searchStr }, engineConfig), [pathname, searchStr, engineConfig]);

  /** The URL of a state, keeping the preserved parameters of the current address. */
  const hrefOf = useCallback(
    (next: SearchState) => {
      const query = new URLSearchParams(serializeSearchState(next, engineConfig, searchStr)).toString();
      return `${searchPathname(pathname)}${query ? `?${query}` : ''}`;
    },
    [engineConfig, pathname, searchStr],
  );

  const navigate = useCallback(
    (next: SearchState, options: NavigateOptions = {}) => {
      const href = hrefOf(next);
      if (options.replace) router.history.replace(href);
      else router.history.push(href);
    },
    [hrefOf, router],
  );
  return { state, navigate, hrefOf, settings, searchStr, pathname };
}

/**
 * The search page's state lives in the URL (spec section 2): every search widget reads it from the
 * address and changes it by navigating, so back and forward restore the exact state and a reload
 * keeps it. Results are shared through the query cache (one request per search key).
 */
export function useSearchPage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const { language } = usePortal();
  const url = useSearchUrlState();
  const { state, settings } = url;
  const { engineConfig } = settings;
  const params = useMemo(() => buildSearchRequest(state, engineConfig, state, { language }), [state, engineConfig, language]);
  const cacheKey = useMemo(() => searchCacheKey(state), [state]);
  const onFailure = useCallback(() => {
    toaster.create({ id: 'search-failed', type: 'error', title: t('search.failedToLoadPositions'), duration: FAILURE_TOAST_MS });
  }, [t]);
  // A 'current location' or 'Map Location' without coordinates (a shared link) searches without a
  // location (buildSearchRequest leaves it out) rather than waiting for a position that may never
  // come; the visitor can still press 'Use my location' (the browser is not asked unprompted).
  const results = useSearchResultsQuery(api, params, cacheKey, onFailure);
  const positions = results.data?.positions;
  const selection = useMemo(() => selectAfterLoad(state, positions ?? []), [state, positions]);
  return { ...url, params, results, selection };
}
