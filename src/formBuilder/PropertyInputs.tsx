import { Checkbox, Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** A text property: '' removes it (undefined), so the definition never holds empty strings. */
export function TextProperty({
  label,
  value,
  onChange,
  help,
  multiline = false,
  error,
  required = false,
  focusName,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  help?: string;
  multiline?: boolean;
  error?: string;
  required?: boolean;
  /** Names the input for code that moves the focus to it (data-builder-focus); its id stays the field's, which its label names. */
  focusName?: string;
}) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea
          data-builder-focus={focusName}
          size="sm"
          rows={3}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      ) : (
        <Input
          data-builder-focus={focusName}
          size="sm"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A whole-number property within bounds; what is typed stays while it is not a number yet. */
export function NumberProperty({
  label,
  value,
  onChange,
  min,
  max,
  help,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  help?: string;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText((current) => (Number(current) === value && current !== '' ? current : value === undefined ? '' : String(value))), [value]);
  const number = text.trim() === '' ? undefined : Number(text);
  const invalid = number !== undefined && (!Number.isInteger(number) || (min !== undefined && number < min) || (max !== undefined && number > max));
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const parsed = next.trim() === '' ? undefined : Number(next);
          if (parsed === undefined || (Number.isInteger(parsed) && (min === undefined || parsed >= min) && (max === undefined || parsed <= max)))
            onChange(parsed);
        }}
      />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {invalid && <Field.ErrorText>{`${min ?? ''}–${max ?? ''}`}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A yes/no property: false removes it. */
export function FlagProperty({ label, checked, onChange, help }: { label: string; checked: boolean; onChange: (checked: boolean) => void; help?: string }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="start">
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>
        {label}
        {help && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
            {help}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
