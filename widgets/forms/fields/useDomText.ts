import { useEffect, useRef, type ChangeEvent } from 'react';
import { textValue, type FieldWidgetProps } from './FieldWidgetProps';

/**
 * Binds a text input or textarea to a form answer. With watchValue (a store-bound question) the input
 * is uncontrolled: what is typed stays in the DOM, the answer is recorded on each input event, and
 * changes the form makes itself are written back; without it (a list entry) it is a controlled input.
 * `format` turns typed text into the shown text (SSN dashes) and `parse` the shown text into the answer.
 */
export function useDomText<E extends HTMLInputElement | HTMLTextAreaElement>(
  props: FieldWidgetProps,
  format: (text: string) => string = (text) => text,
  parse: (text: string) => unknown = (text) => text,
) {
  const { value, onChange, watchValue } = props;
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!watchValue) return undefined;
    return watchValue((next) => {
      const element = ref.current;
      const text = format(textValue(next));
      if (element && element.value !== text) element.value = text;
    });
  }, [watchValue, format]);
  const handle = (event: ChangeEvent<E>) => {
    const typed = event.target.value;
    const shown = format(typed);
    if (shown !== typed) event.target.value = shown;
    onChange(parse(shown));
  };
  const binding = watchValue ? { defaultValue: format(textValue(value)) } : { value: format(textValue(value)) };
  return { ref, onChange: handle, ...binding };
}
