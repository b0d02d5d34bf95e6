import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from '../../../../engine/forms/CompiledForm';
import { listControls } from '../../../../engine/forms/listControls';
import { computeEntryVisibility } from '../../../../engine/forms/visibility';
import { useFieldError, useFormRuntime } from '../../controller/FormControllerContext';
import { FieldShell, errorId, helpId } from '../FieldShell';
import type { FieldWidget, FieldWidgetProps } from '../FieldWidgetProps';

type Entry = Record<string, unknown>;

/** The widget of an entry's question type (fieldWidgetFor): passed in, since the map of widgets lists this one (no import cycle). */
type WidgetLookup = (type: string) => FieldWidget | undefined;

export const createDynamicListField = (widgetFor: WidgetLookup) =>
  memo(function DynamicListField(props: FieldWidgetProps) {
    return <DynamicList {...props} widgetFor={widgetFor} />;
  });

function asEntries(value: unknown): Entry[] {
  return Array.isArray(value) ? value.map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Entry) : {})) : [];
}

/**
 * A list of entries, each with the list's item questions. It starts with its minimum number of
 * entries (the form store puts them there when it loads, so they are not a change: see
 * engine/forms/initialAnswer.ts); an entry can be deleted only above the minimum and added only below
 * the maximum.
 */
function DynamicList(props: FieldWidgetProps & { readonly widgetFor: WidgetLookup }) {
  const { t } = useTranslation();
  const { widgetFor, field, id, value, onChange, onBlur, disabled } = props;
  const entries = asEntries(value);
  const { canAdd, canDelete } = listControls(field, entries.length);
  const update = (index: number, name: string, answer: unknown) => onChange(entries.map((entry, at) => (at === index ? { ...entry, [name]: answer } : entry)));
  return (
    <Stack gap="3">
      {entries.map((entry, index) => (
        <Box
          key={index}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          role="group"
          aria-label={t('forms.list.entry', { label: field.definition.label, number: index + 1 })}
        >
          <HStack justify="space-between" mb="2">
            <Text fontWeight="semibold" fontSize="sm">
              {t('forms.list.entry', { label: field.definition.label, number: index + 1 })}
            </Text>
            {canDelete && !disabled ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => onChange(entries.filter((_, at) => at !== index))}>
                {t('forms.list.delete', { number: index + 1 })}
              </Button>
            ) : null}
          </HStack>
          <Stack gap="3">
            <EntryFields
              widgetFor={widgetFor}
              listField={field}
              entry={entry}
              index={index}
              listId={id}
              disabled={disabled}
              onChange={update}
              onBlur={onBlur}
            />
          </Stack>
        </Box>
      ))}
      {canAdd && !disabled ? (
        <Button id={entries.length === 0 ? id : undefined} size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...entries, {}])}>
          {t('forms.list.add', { label: field.definition.label })}
        </Button>
      ) : null}
    </Stack>
  );
}

interface EntryFieldsProps {
  readonly widgetFor: WidgetLookup;
  readonly listField: CompiledField;
  readonly entry: Entry;
  readonly index: number;
  readonly listId: string;
  readonly disabled: boolean;
  readonly onChange: (index: number, name: string, value: unknown) => void;
  readonly onBlur: () => void;
}

function EntryFields({ widgetFor, listField, entry, index, listId, disabled, onChange, onBlur }: EntryFieldsProps) {
  const { controller } = useFormRuntime();
  const shown = computeEntryVisibility(listField, entry, controller.store.getSnapshot().values);
  return (
    <>
      {listField.itemFields
        .filter((itemField) => shown.visible[itemField.name])
        .map((itemField) => (
          <EntryField
            key={itemField.name}
            widgetFor={widgetFor}
            field={itemField}
            id={`${listId}-${index}-${itemField.name}`}
            errorKey={`${listField.name}.${index}.${itemField.name}`}
            value={entry[itemField.name]}
            disabled={disabled}
            onChange={(answer) => onChange(index, itemField.name, answer)}
            onBlur={onBlur}
          />
        ))}
    </>
  );
}

interface EntryFieldProps {
  readonly widgetFor: WidgetLookup;
  readonly field: CompiledField;
  readonly id: string;
  readonly errorKey: string;
  readonly value: unknown;
  readonly disabled: boolean;
  readonly onChange: (value: unknown) => void;
  readonly onBlur: () => void;
}

function EntryField({ widgetFor, field, id, errorKey, value, disabled, onChange, onBlur }: EntryFieldProps) {
  const error = useFieldError(errorKey);
  const widget = widgetFor(field.definition.type);
  if (!widget) return null;
  const Component = widget.component;
  const describedBy = [field.definition.help === undefined ? undefined : helpId(id), errorId(id)].filter(Boolean).join(' ');
  const content = (
    <Component
      field={field}
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      invalid={error !== undefined}
      describedBy={describedBy}
      disabled={disabled || field.definition.readonly === true}
      required={field.required}
    />
  );
  if (widget.labelling === 'display') return content;
  return (
    <FieldShell field={field} id={id} labelling={widget.labelling} required={field.required} error={error}>
      {content}
    </FieldShell>
  );
}
