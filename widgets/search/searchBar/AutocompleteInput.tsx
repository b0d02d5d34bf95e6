import { Box, chakra, Flex, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../engine/search/searchTransitions';
import type { AutocompleteResult } from '../../../schemas/generated/api/search';
import { NativeInput } from '../../shared/NativeInput';
import { useAutocomplete, type AutocompleteKind } from '../data/autocomplete';
import { useDebouncedValue } from './useDebouncedValue';

export interface AutocompleteInputProps {
  kind: AutocompleteKind;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter on it). */
  onPick: (suggestion: AutocompleteResult) => void;
  minLength: number;
  name: string;
}

/**
 * A text input with suggestions, in the ARIA combobox pattern (input with role combobox, a listbox,
 * aria-activedescendant): ArrowDown and ArrowUp move through the suggestions, Enter picks the active
 * one (or submits the form when none is active), Escape closes the list, then clears the input.
 * Suggestions are asked 500 ms after the last keystroke (spec section 9) and stay fresh 2 minutes.
 */
export function AutocompleteInput({ kind, label, placeholder, value, onChange, onPick, minLength, name }: AutocompleteInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // On a server-rendered page a visitor can type before the scripts run: keep what they typed.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the input is first hydrated
  }, []);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = open && debounced.length >= minLength && debounced !== '';
  const suggestions = useAutocomplete(kind, debounced, enabled);
  const items = enabled ? (suggestions.data ?? []) : [];
  const failed = enabled && suggestions.isError;
  const expanded = open && (items.length > 0 || failed);

  const pick = (item: AutocompleteResult) => {
    onChange(item.value);
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (items.length > 0) setActive((current) => (current + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length > 0) setActive((current) => (current <= 0 ? items.length - 1 : current - 1));
    } else if (event.key === 'Enter') {
      const item = expanded ? items[active] : undefined;
      if (item) {
        event.preventDefault();
        pick(item);
      } else {
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value !== '') {
        event.preventDefault();
        onChange('');
      }
    }
  };

  return (
    // A plain label and input (Chakra's Field would bring Ark UI's field machinery to the first page).
    // Full width on phones (the search bar stacks its fields below md), side by side from md up.
    <Flex direction="column" align="flex-start" gap="1.5" width="100%" position="relative" flex={{ base: '1 1 100%', md: '1' }} minW="0">
      <chakra.label htmlFor={inputId} display="flex" textStyle="sm" fontWeight="medium" userSelect="none">
        {label}
      </chakra.label>
      <NativeInput
        ref={input}
        id={inputId}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        bg="bg"
      />
      {enabled && suggestions.isFetching && <Spinner size="xs" position="absolute" insetEnd="3" bottom="3" aria-hidden />}
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        position="absolute"
        top="100%"
        left="0"
        right="0"
        zIndex="dropdown"
        bg="bg"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="md"
        mt="1"
        maxH={{ base: '240px', lg: '320px' }}
        overflowY="auto"
        listStyleType="none"
      >
        {items.map((item, index) => (
          <Box
            as="li"
            key={`${item.kind}:${item.value}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.emphasized' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(item);
            }}
          >
            {item.label}
          </Box>
        ))}
      </Box>
      {failed && (
        <Text
          role="alert"
          position="absolute"
          top="100%"
          mt="1"
          bg="bg"
          p="2"
          borderWidth="1px"
          borderRadius="l2"
          zIndex="dropdown"
          color="fg.error"
          fontSize="sm"
        >
          {t('search.autocompleteFailed')}
        </Text>
      )}
    </Flex>
  );
}
