import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { legendId } from '../FieldShell';
import { accessibleName, type FieldWidgetProps } from '../FieldWidgetProps';
import { choiceValue, useChoices, useReconciledChoice } from '../choices/useChoices';

/** One choice among radio buttons, side by side (horizontal) or one per line. Required fails on null or empty. */
export const RadioField = memo(function RadioField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { field, id, value, onChange, onBlur, disabled, invalid, describedBy } = props;
  const state = useChoices(field);
  const { locked, notApplicable } = useReconciledChoice(state, value, onChange, false);
  if (notApplicable) return <Text color="fg.muted">{t('forms.select.notApplicable')}</Text>;
  const horizontal = field.definition.options?.direction === 'horizontal';
  return (
    <RadioGroup.Root
      name={field.name}
      value={value === undefined || value === null ? null : String(value)}
      disabled={disabled || locked}
      invalid={invalid}
      aria-label={accessibleName(field)}
      aria-describedby={describedBy}
      // Ark names the group by its label part's id (aria-labelledby); the question's legend is that label.
      ids={{ label: legendId(id), itemHiddenInput: (value: string) => (String(state.choices[0]?.value) === value ? id : `${id}-${value}`) }}
      onValueChange={(details) => onChange(details.value === null ? undefined : choiceValue(state.choices, details.value))}
      onBlur={onBlur}
    >
      <Stack direction={horizontal ? 'row' : 'column'} gap={horizontal ? '6' : '2'} wrap="wrap" py="1">
        {state.choices.map((choice) => (
          <RadioGroup.Item key={String(choice.value)} value={String(choice.value)}>
            <RadioGroup.ItemHiddenInput aria-invalid={invalid || undefined} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
});
