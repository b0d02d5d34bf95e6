import { Button, Flex } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_REMOTE } from '../../../engine/search/searchLocation';
import { newSearch } from '../../../engine/search/searchTransitions';
import type { SearchBarProps } from '../../../schemas/generated/widgets/searchBar.props';
import { useSearchPage } from '../shared/useSearchPage';
import { AutocompleteInput } from './AutocompleteInput';

/** Keyword and location with suggestions; submitting starts a new search (first page, no chosen job). */
export default function SearchBar({ showLocation = true }: SearchBarProps) {
  const { t } = useTranslation();
  const { state, navigate, settings } = useSearchPage();
  const [query, setQuery] = useState(state.query);
  const [location, setLocation] = useState(state.location);

  // Back, forward and links change the URL: the inputs follow it.
  useEffect(() => setQuery(state.query), [state.query]);
  useEffect(() => setLocation(state.location), [state.location]);

  const search = (nextQuery: string, nextLocation: string) => navigate(newSearch(state, { query: nextQuery, location: nextLocation }, settings.engineConfig));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(query, showLocation ? location : state.location);
  };

  return (
    <Flex as="form" role="search" aria-label={t('search.searchJobs')} onSubmit={submit} gap="3" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
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
          onChange={setLocation}
          onPick={(item) => search(query, item.kind === 'remote' ? LOCATION_REMOTE : item.value)}
          minLength={settings.autocompleteMinLength}
        />
      )}
      <Button type="submit" colorPalette="blue" flexShrink={0}>
        {t('search.searchButton')}
      </Button>
    </Flex>
  );
}
