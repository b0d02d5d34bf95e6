import { Checkbox, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';

/** One box to tick, labelled by the question itself (an acknowledgement); a required one must be ticked. */
export const CheckboxItemField = memo(function CheckboxItemField(props: FieldWidgetProps) {
  const { field, id, value, onChange, onBlur, disabled, invalid, describedBy, required } = props;
  return (
    <Checkbox.Root
      ids={{ hiddenInput: id }}
      checked={value === true}
      disabled={disabled}
      invalid={invalid}
      onCheckedChange={(details) => onChange(details.checked === true)}
      onBlur={onBlur}
    >
      <Checkbox.HiddenInput name={field.name} aria-describedby={describedBy} aria-required={required || undefined} aria-label={field.definition.ariaLabel} />
      <Checkbox.Control />
      <Checkbox.Label>
        {field.definition.label}
        {required ? (
          <chakra.span color="fg.error" aria-hidden="true" ms="1">
            *
          </chakra.span>
        ) : null}
      </Checkbox.Label>
    </Checkbox.Root>
  );
});
