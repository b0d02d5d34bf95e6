import { NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';
import { choiceValue, useChoices, useReconciledChoice } from '../choices/useChoices';

/**
 * A choice from a list (select and dropdown; country and state build on it): fixed options or options
 * fetched from the question's endpoint, sorted as configured. An answer that leaves the options is
 * reset, a sole N/A option is chosen and locked, and no options at all shows Not Applicable.
 */
export const SelectField = memo(function SelectField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { field, value, onChange, onBlur, disabled } = props;
  const multiple = field.definition.options?.multiple === true;
  const state = useChoices(field);
  const { locked, notApplicable } = useReconciledChoice(state, value, onChange, multiple);
  if (notApplicable) {
    return (
      <Text id={props.id} tabIndex={-1} color="fg.muted" py="2">
        {t('forms.select.notApplicable')}
      </Text>
    );
  }
  const placeholder = state.waitingForParent
    ? t('forms.select.waitingForParent')
    : state.loading
      ? t('forms.select.loading')
      : (field.definition.options?.placeholder ?? field.definition.placeholder ?? t('forms.select.placeholder'));
  const selected = multiple ? (Array.isArray(value) ? value.map(String) : []) : value === undefined || value === null ? '' : String(value);
  return (
    <>
      <NativeSelect.Root disabled={disabled || locked || state.waitingForParent || state.loading} aria-busy={state.loading || undefined}>
        <NativeSelect.Field
          {...inputAria(props)}
          multiple={multiple}
          value={selected}
          onBlur={onBlur}
          onChange={(event) => {
            if (multiple) {
              onChange([...event.target.selectedOptions].map((option) => choiceValue(state.choices, option.value)).filter((choice) => choice !== undefined));
            } else {
              onChange(event.target.value === '' ? undefined : choiceValue(state.choices, event.target.value));
            }
          }}
        >
          {multiple ? null : <option value="">{placeholder}</option>}
          {state.choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        {multiple ? null : <NativeSelect.Indicator />}
      </NativeSelect.Root>
      {state.loading ? <Spinner size="xs" ms="2" aria-hidden="true" /> : null}
      {state.failed ? (
        <Text fontSize="sm" color="fg.error" mt="1">
          {t('forms.select.failed')}
        </Text>
      ) : null}
    </>
  );
});
