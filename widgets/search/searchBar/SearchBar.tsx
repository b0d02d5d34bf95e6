import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_REMOTE } from '../../../engine/search/searchLocation';
import { newSearch, searchCurrentLocation } from '../../../engine/search/searchTransitions';
import type { SearchBarProps } from '../../../schemas/generated/widgets/searchBar.props';
import { RETAINED_SEARCH_PARAMS } from '../../shared/PorticoLink';
import { searchPathname, useSearchPage } from '../shared/useSearchPage';
import { AutocompleteInput } from './AutocompleteInput';
import { useCurrentLocation } from './useCurrentLocation';

/**
 * Keyword and location with suggestions; submitting starts a new search (first page, no chosen job).
 * When the employer enables searchConfig.currentLocation, 'Use my location' asks the browser for the
 * visitor's position and searches 'current location' around it (latlong, with the configured
 * distance; spec section 4); a refusal or a browser without geolocation says so under the inputs.
 */
/** The parameters of the address that every link keeps, as [name, value] pairs. */
function retainedParams(searchStr: string): [string, string][] {
  const params = new URLSearchParams(searchStr);
  return RETAINED_SEARCH_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value] as [string, string]];
  });
}

export default function SearchBar({ showLocation = true }: SearchBarProps) {
  const { t } = useTranslation();
  const { state, navigate, settings, pathname, searchStr } = useSearchPage();
  const [query, setQuery] = useState(state.query);
  const [location, setLocation] = useState(state.location);
  const current = useCurrentLocation((latlong) => navigate(searchCurrentLocation(state, query, latlong, settings.engineConfig)));
  const offerCurrentLocation = showLocation && settings.currentLocationEnabled;

  // Back, forward and links change the URL: the inputs follow it (adjusted while rendering, so the
  // first render keeps what a visitor typed into the server's markup before the scripts ran).
  const [followed, setFollowed] = useState({ query: state.query, location: state.location });
  if (followed.query !== state.query || followed.location !== state.location) {
    setFollowed({ query: state.query, location: state.location });
    if (followed.query !== state.query) setQuery(state.query);
    if (followed.location !== state.location) setLocation(state.location);
  }

  const search = (nextQuery: string, nextLocation: string) => navigate(newSearch(state, { query: nextQuery, location: nextLocation }, settings.engineConfig));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(query, showLocation ? location : state.location);
  };

  const failureText =
    current.failure === 'denied'
      ? t('search.currentLocationDenied')
      : current.failure === 'unsupported'
        ? t('search.currentLocationUnsupported')
        : current.failure === 'unavailable'
          ? t('search.currentLocationUnavailable')
          : null;

  return (
    // Before the scripts run (a server-rendered page) the form submits natively: to the search page,
    // with the parameters every address keeps (domain, language, tracking) as hidden fields.
    <Stack asChild gap="2">
      <form role="search" aria-label={t('search.searchJobs')} onSubmit={submit} action={searchPathname(pathname)} method="get">
        {retainedParams(searchStr).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Flex gap="3" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <AutocompleteInput
            kind="title"
            name="query"
            label={t('search.keywordLabel')}
            placeholder={t('search.keywordPlaceholder')}
            value={query}
            onChange={setQuery}
            onPick={(item) => search(item.value, showLocation ? location : state.location)}
            minLength={settings.autocompleteMinLength}
          />
          {showLocation && (
            <AutocompleteInput
              kind="location"
              name="location"
              label={t('search.locationLabel')}
              placeholder={t('search.locationPlaceholder')}
              value={location}
              onChange={(value) => {
                setLocation(value);
                current.clearFailure();
              }}
              onPick={(item) => search(query, item.kind === 'remote' ? LOCATION_REMOTE : item.value)}
              minLength={settings.autocompleteMinLength}
            />
          )}
          {offerCurrentLocation && (
            <Button
              type="button"
              variant="outline"
              flexShrink={0}
              h={{ base: '11', md: '10' }}
              onClick={current.locate}
              loading={current.locating}
              loadingText={t('search.findingCurrentLocation')}
              aria-describedby={failureText ? 'search-current-location-error' : undefined}
            >
              {t('search.useCurrentLocation')}
            </Button>
          )}
          {/* The primary action: a 44 px target on phones, where it takes the rest of its row. */}
          <Button type="submit" colorPalette="brand" flexShrink={0} flexGrow={{ base: 1, md: 0 }} h={{ base: '11', md: '10' }}>
            {t('search.searchButton')}
          </Button>
        </Flex>
        {offerCurrentLocation && failureText && (
          <Text id="search-current-location-error" role="alert" color="fg.error" fontSize="sm">
            {failureText}
          </Text>
        )}
      </form>
    </Stack>
  );
}
