import { Checkbox, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { useChoices, useReconciledChoice } from '../choices/useChoices';
import { CheckboxItemField } from '../checkboxItem/CheckboxItemField';

/**
 * Several choices as checkboxes (the answer is the list of ticked values); without options it is a
 * single yes/no box like checkboxItem.
 */
export const CheckboxField = memo(function CheckboxField(props: FieldWidgetProps) {
  const { field } = props;
  if (!field.definition.options?.choices?.length && !field.definition.options?.apiEndpoint) return <CheckboxItemField {...props} />;
  return <CheckboxGroup {...props} />;
});

function CheckboxGroup(props: FieldWidgetProps) {
  const { field, id, value, onChange, onBlur, disabled, invalid, describedBy } = props;
  const state = useChoices(field);
  useReconciledChoice(state, value, onChange, true);
  const ticked = Array.isArray(value) ? value : [];
  const horizontal = field.definition.options?.direction === 'horizontal';
  return (
    <Stack direction={horizontal ? 'row' : 'column'} gap={horizontal ? '6' : '2'} wrap="wrap" py="1" onBlur={onBlur}>
      {state.choices.map((choice, index) => {
        const checked = ticked.some((answer) => String(answer) === String(choice.value));
        return (
          <Checkbox.Root
            key={String(choice.value)}
            checked={checked}
            disabled={disabled}
            invalid={invalid}
            ids={{ hiddenInput: index === 0 ? id : `${id}-${index}` }}
            onCheckedChange={(details) =>
              onChange(details.checked === true ? [...ticked, choice.value] : ticked.filter((answer) => String(answer) !== String(choice.value)))
            }
          >
            <Checkbox.HiddenInput name={field.name} aria-describedby={describedBy} />
            <Checkbox.Control />
            <Checkbox.Label>{choice.label}</Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </Stack>
  );
}
