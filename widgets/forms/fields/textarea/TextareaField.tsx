import { Textarea } from '@chakra-ui/react';
import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';
import { useDomText } from '../useDomText';

/** A longer text answer. Enter does not add a line (spec section 5): answers are single paragraphs. */
export const TextareaField = memo(function TextareaField(props: FieldWidgetProps) {
  const { onBlur, disabled, field } = props;
  const text = useDomText<HTMLTextAreaElement>(props);
  return (
    <Textarea
      {...inputAria(props)}
      {...text}
      placeholder={field.definition.placeholder}
      disabled={disabled}
      rows={4}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      onBlur={onBlur}
    />
  );
});
