import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import type { SavedSearch } from '../../../schemas/generated/api/savedSearches';
import type { SavedSearchesListProps } from '../../../schemas/generated/widgets/savedSearchesList.props';
import { announce } from '../../shared/announce';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { NativeInput } from '../../shared/NativeInput';
import { PendingButton } from '../../shared/PendingButton';
import { usePortal } from '../../shared/PortalContext';
import { PorticoLink } from '../../shared/PorticoLink';
import { toaster } from '../../shared/toaster';
import { useMessageText } from '../../shared/useMessageText';
import { useChangeSavedSearch, useSavedSearches, type SavedSearchChange } from '../data/savedSearches';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { TabDataState } from '../shared/TabDataState';
import { Subheadings, useHeadingTag } from '../../shared/headingLevel';

/** The most characters a name may have (the server's bound). */
const MAX_NAME = 120;

/** What a saved search is called: its name, else its keywords and place, else "All jobs". */
function label(search: SavedSearch, allJobs: string): string {
  return search.name ?? ([search.query, search.location].filter(Boolean).join(' · ') || allJobs);
}

/**
 * The candidate's saved searches (/careers/saved-searches, also a dashboard tab): each opens its
 * search, and can be renamed, have its job alerts paused or resumed, or be deleted. After a change
 * the focus stays on the search's card (or moves to the heading when it is gone) and the result is
 * announced.
 */
export default function SavedSearchesList({ title }: WidgetComponentProps<SavedSearchesListProps>) {
  const { t } = useTranslation();
  const { user } = usePortal();
  const query = useSavedSearches();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingTag = useHeadingTag();
  const count = query.data?.length ?? 0;
  return (
    <Box as="section" aria-labelledby="saved-searches-heading">
      <Heading as={headingTag} size="lg" id="saved-searches-heading" mb="4" ref={heading} tabIndex={-1} outline="none">
        {title ?? t('home.savedSearches.heading')}
        {count > 0 && ` (${count})`}
      </Heading>
      {!user.isLoggedIn ? (
        <Text color="fg.muted">{t('home.savedSearches.loggedOut')}</Text>
      ) : (
        // Its own empty state: it tells how a search is saved.
        <TabDataState query={query} isEmpty={() => false}>
          {(list) =>
            list.length === 0 ? (
              <Stack gap="2" align="flex-start">
                <Text color="fg.muted">{t('home.savedSearches.empty')}</Text>
                <PorticoLink href="/careers">{t('search.findJobs')}</PorticoLink>
              </Stack>
            ) : (
              <Subheadings>
                <ItemList label={title ?? t('home.savedSearches.heading')}>
                  {list.map((search) => (
                    <SavedSearchCard key={search.id} search={search} onDeleted={() => heading.current?.focus()} />
                  ))}
                </ItemList>
              </Subheadings>
            )
          }
        </TabDataState>
      )}
    </Box>
  );
}

function SavedSearchCard({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const change = useChangeSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const shown = label(search, t('home.savedSearches.allJobs'));
  const filters = Object.values(search.filters).flat();

  const run = (requested: SavedSearchChange, done: string, after?: () => void) =>
    change.mutate(requested, {
      onSuccess: () => {
        announce(done);
        after?.();
      },
      onError: (error) => void toaster.create({ type: 'error', title: text(getFailureMessage(error)) }),
    });

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    run({ id: search.id, name: name.trim() || null }, t('home.savedSearches.renamed'), () => {
      setRenaming(false);
      // The form goes: the focus returns to the button that opened it.
      requestAnimationFrame(() => renameButton.current?.focus());
    });
  };

  return (
    <ItemCard
      heading={
        <PorticoLink href={search.url} id={nameId}>
          {shown}
        </PorticoLink>
      }
      badge={
        <Text as="span" fontSize="xs" color={search.paused ? 'fg.muted' : 'fg'}>
          {search.paused ? t('home.savedSearches.paused') : t('home.savedSearches.active')}
        </Text>
      }
      info={filters.length > 0 ? t('home.savedSearches.filters', { filters: filters.join(', ') }) : undefined}
      actions={
        <HStack gap="2" flexWrap="wrap" role="group" aria-labelledby={nameId}>
          <Button
            ref={renameButton}
            size="xs"
            variant="outline"
            aria-expanded={renaming}
            onClick={() => {
              setName(search.name ?? '');
              setRenaming((open) => !open);
            }}
          >
            {t('home.savedSearches.rename')}
          </Button>
          <PendingButton
            size="xs"
            variant="outline"
            pending={change.isPending}
            onClick={() =>
              run({ id: search.id, paused: !search.paused }, search.paused ? t('home.savedSearches.resumedDone') : t('home.savedSearches.pausedDone'))
            }
          >
            {search.paused ? t('home.savedSearches.resume') : t('home.savedSearches.pause')}
          </PendingButton>
          <PendingButton
            size="xs"
            variant="outline"
            colorPalette="red"
            pending={change.isPending}
            onClick={() => run({ id: search.id, deleted: true }, t('home.savedSearches.deleted'), onDeleted)}
          >
            {t('home.savedSearches.delete')}
          </PendingButton>
        </HStack>
      }
    >
      {renaming && (
        <form onSubmit={submitName}>
          <HStack mt="3" gap="2" align="end" flexWrap="wrap">
            <Stack gap="1" flex="1 1 12rem">
              <chakra.label htmlFor={`${nameId}-name`} fontSize="sm" fontWeight="medium">
                {t('home.savedSearches.nameLabel')}
              </chakra.label>
              <NativeInput id={`${nameId}-name`} size="sm" value={name} maxLength={MAX_NAME} autoFocus onChange={(event) => setName(event.target.value)} />
            </Stack>
            <PendingButton type="submit" size="sm" pending={change.isPending}>
              {t('home.savedSearches.save')}
            </PendingButton>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              {t('home.savedSearches.cancel')}
            </Button>
          </HStack>
        </form>
      )}
    </ItemCard>
  );
}
