import { Checkbox, Field, Input, Text, Textarea } from '@chakra-ui/react';
import { memo, useEffect, useState } from 'react';
import { editedText, hintText, withEditedText } from '../../engine/forms/builder/formTexts';
import type { LocalizedText } from '../../schemas/generated/employer-config';
import { useBuilderTexts } from './builderTexts';

interface TextPropertyProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  help?: string;
  multiline?: boolean;
  error?: string;
  required?: boolean;
  /** Names the input for code that moves the focus to it (data-builder-focus); its id stays the field's, which its label names. */
  focusName?: string;
  placeholder?: string;
  /** The language of the text typed (a form text's edited language). */
  lang?: string;
}

/*
 * Each property input is memo'd: a question's panel renders again at every letter typed into its label,
 * and an input whose value, texts and handler are the same is left alone (the panel gives handlers that
 * read the question as it is when they run, the same function while the question is selected).
 */

/** A text property: '' removes it (undefined), so the definition never holds empty strings. */
export const TextProperty = memo(function TextProperty({
  label,
  value,
  onChange,
  help,
  multiline = false,
  error,
  required = false,
  focusName,
  placeholder,
  lang,
}: TextPropertyProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea
          data-builder-focus={focusName}
          size="sm"
          rows={3}
          lang={lang}
          placeholder={placeholder}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      ) : (
        <Input
          data-builder-focus={focusName}
          size="sm"
          lang={lang}
          placeholder={placeholder}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});

/**
 * A text a candidate reads (LocalizedText): the input edits the builder's language (useBuilderTexts),
 * a map's other languages are kept. A text without its own in this language shows the one candidates
 * get instead (the default language's) as the placeholder.
 */
export const LocalizedTextProperty = memo(function LocalizedTextProperty({
  value,
  onChange,
  ...props
}: Omit<TextPropertyProps, 'value' | 'onChange' | 'lang' | 'placeholder'> & {
  value: LocalizedText | undefined;
  onChange: (value: LocalizedText | undefined) => void;
}) {
  const texts = useBuilderTexts();
  return (
    <TextProperty
      {...props}
      lang={texts.language}
      value={editedText(value, texts)}
      placeholder={hintText(value, texts)}
      onChange={(text) => onChange(withEditedText(value, text ?? '', texts))}
    />
  );
});

/** A whole-number property within bounds; what is typed stays while it is not a number yet. */
export const NumberProperty = memo(function NumberProperty({
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
});

/** A yes/no property: false removes it. */
export const FlagProperty = memo(function FlagProperty({
  label,
  checked,
  onChange,
  help,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  help?: string;
}) {
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
});
