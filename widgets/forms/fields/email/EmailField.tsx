import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { TEXT_INPUT_CLASS } from '../fieldStyles';
import { inputAria } from '../inputAria';
import { useDomText } from '../useDomText';

/** An email answer: the email keyboard on phones and the browser's autofill. */
export const EmailField = memo(function EmailField(props: FieldWidgetProps) {
  const { onBlur, disabled, field } = props;
  const text = useDomText<HTMLInputElement>(props);
  return (
    <input
      className={TEXT_INPUT_CLASS}
      {...inputAria(props)}
      {...text}
      type="email"
      autoComplete="email"
      placeholder={field.definition.placeholder}
      disabled={disabled}
      onBlur={onBlur}
    />
  );
});
