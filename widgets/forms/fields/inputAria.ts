import type { FieldWidgetProps } from './FieldWidgetProps';

/** The attributes that tie an input to its question: name, message and help (aria), required, invalid. */
export function inputAria(props: FieldWidgetProps) {
  const { field, id, invalid, describedBy, required } = props;
  return {
    id,
    name: field.name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...(field.definition.ariaLabel === undefined ? {} : { 'aria-label': field.definition.ariaLabel }),
  };
}
