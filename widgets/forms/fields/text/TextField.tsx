import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { TEXT_INPUT_CLASS } from '../fieldStyles';
import { inputAria } from '../inputAria';
import { useDomText } from '../useDomText';

/** A one-line text answer; trimmed when the candidate leaves it. */
export const TextField = memo(function TextField(props: FieldWidgetProps) {
  const { onBlur, disabled, field } = props;
  const text = useDomText<HTMLInputElement>(props);
  return (
    <input
      className={TEXT_INPUT_CLASS}
      {...inputAria(props)}
      {...text}
      type="text"
      placeholder={field.definition.placeholder}
      disabled={disabled}
      onBlur={onBlur}
    />
  );
});
