import { Box, Button, chakra, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFilterGroups, formatCount, type FilterGroupView } from '../../../engine/search/filterOptions';
import { filterValuesOf } from '../../../engine/search/searchState';
import { changeFilter, clearFilters } from '../../../engine/search/searchTransitions';
import type { SearchFiltersProps } from '../../../schemas/generated/widgets/searchFilters.props';
import { useSearchPage } from '../shared/useSearchPage';
import { useDebouncedFilters } from './useDebouncedFilters';

type Filters = Record<string, string[]>;

/** Smart filters show their most common values as one-click chips; every value stays in its group below. */
const SMART_CHIPS = 4;
/** Longer groups show this many values until "Show all". */
const COLLAPSED_OPTIONS = 8;

function toggled(filters: Filters, group: FilterGroupView, value: string, on: boolean): Filters {
  const current = filterValuesOf(filters, group.name);
  const values = on ? (group.multiple ? [...current, value] : [value]) : current.filter((v) => v !== value);
  const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== group.name));
  return values.length > 0 ? { ...others, [group.name]: values } : others;
}

/**
 * A collapsible filter group. It opens when it has chosen values (a reload or a link shows what is
 * ticked) and otherwise stays as the visitor left it: unticking the last box must not close the group
 * under the focused checkbox.
 */
function FilterGroupDetails({ title, chosen, children }: { title: string; chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(chosen > 0);
  const anyChosen = chosen > 0;
  useEffect(() => {
    if (anyChosen) setOpen(true);
  }, [anyChosen]);
  return (
    <Box asChild borderWidth="1px" borderRadius="l2" px="3" py="2" minW="12rem">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <Box as="summary" cursor="pointer" fontWeight="semibold" fontSize="sm">
          {title}
          {anyChosen && ` (${chosen})`}
        </Box>
        <Box mt="2">{children}</Box>
      </details>
    </Box>
  );
}

/**
 * The configured filters with their facet counts: smart filters as one-click toggles, the others as
 * checkbox groups (a side column, or collapsible groups in a row on top). A change applies after
 * the 1000 ms search debounce and goes back to the first page.
 */
export default function SearchFilters({ layout = 'sidebar' }: SearchFiltersProps) {
  const { t, i18n } = useTranslation();
  const { state, navigate, results, settings } = useSearchPage();
  const { filters, change } = useDebouncedFilters(state.filters, (next) => {
    let target = clearFilters(state);
    for (const [name, values] of Object.entries(next)) target = changeFilter(target, name, values);
    navigate(target);
  });
  const facets = results.data?.filterDef.allFilters;
  const groups = useMemo(() => buildFilterGroups(settings.engineConfig, facets, filters), [settings.engineConfig, facets, filters]);
  const smart = groups.filter((group) => group.smart);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const anySelected = Object.keys(filters).length > 0;

  if (!results.data && results.isPending) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t('search.filtersHeading')}>
        <Skeleton height="6" />
        <Skeleton height="24" />
      </Stack>
    );
  }
  // No filter configured, or none with values in these results.
  if (groups.length === 0) return <Box data-testid="search-filters" data-state="empty" hidden />;

  const checkboxGroup = (group: FilterGroupView) => {
    const open = expanded.has(group.name);
    const shown = open ? group.options : group.options.filter((option, index) => index < COLLAPSED_OPTIONS || option.selected);
    return (
      <Stack as="fieldset" gap="1.5" key={group.name} minW="0">
        <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
          {group.displayName}
        </Text>
        {shown.map((option) => (
          // A native checkbox: keyboard, form semantics and assistive technology come with the platform.
          <Flex as="label" key={option.value} gap="2" align="center" fontSize="sm" cursor="pointer">
            <chakra.input
              type="checkbox"
              flexShrink="0"
              boxSize="4"
              m="0"
              accentColor="brand.solid"
              cursor="pointer"
              checked={option.selected}
              onChange={(event) => change(toggled(filters, group, option.value, event.target.checked))}
            />
            <span>
              {option.label}{' '}
              <Text as="span" color="fg.muted">
                ({formatCount(option.count, i18n.language)})
              </Text>
            </span>
          </Flex>
        ))}
        {group.options.length > COLLAPSED_OPTIONS && (
          <Button
            size="xs"
            variant="plain"
            alignSelf="flex-start"
            px="0"
            aria-expanded={open}
            onClick={() =>
              setExpanded((current) => {
                const next = new Set(current);
                if (open) next.delete(group.name);
                else next.add(group.name);
                return next;
              })
            }
          >
            {open ? t('search.showFewerOptions') : t('search.showAllOptions', { count: group.options.length })}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Box as="section" aria-labelledby="search-filters-heading" data-layout={layout}>
      <Flex justify="space-between" align="center" mb="3" gap="3">
        <Heading as="h2" size="md" id="search-filters-heading">
          {t('search.filtersHeading')}
        </Heading>
        {anySelected && (
          <Button size="xs" variant="ghost" onClick={() => change({}, { immediate: true })}>
            {t('search.clearFilters')}
          </Button>
        )}
      </Flex>
      {smart.length > 0 && (
        <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" mb="4" aria-label={t('search.smartFilters')}>
          {smart.flatMap((group) =>
            group.options
              .filter((option, index) => index < SMART_CHIPS || option.selected)
              .map((option) => (
                <li key={`${group.name}:${option.value}`}>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-pressed={option.selected}
                    whiteSpace="normal"
                    height="auto"
                    minH="6"
                    py="1"
                    textAlign="start"
                    onClick={() => change(toggled(filters, group, option.value, !option.selected))}
                  >
                    {group.displayName}: {option.label} ({formatCount(option.count, i18n.language)})
                  </Button>
                </li>
              )),
          )}
        </HStack>
      )}
      {layout === 'top' ? (
        <Flex gap="6" wrap="wrap" align="flex-start">
          {groups.map((group) => (
            <FilterGroupDetails key={group.name} title={group.displayName} chosen={filterValuesOf(filters, group.name).length}>
              {checkboxGroup(group)}
            </FilterGroupDetails>
          ))}
        </Flex>
      ) : (
        <Stack gap="5">{groups.map(checkboxGroup)}</Stack>
      )}
    </Box>
  );
}
