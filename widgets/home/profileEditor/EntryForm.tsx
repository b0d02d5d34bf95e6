import { Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface EntryField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'monthYear' | 'year' | 'url' | 'tel' | 'checkbox';
  required?: boolean;
  maxLength?: number;
  /** Spans both columns. */
  wide?: boolean;
}

export type EntryValues = Record<string, string | boolean>;

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/\d{4}$/;

/** A role the candidate still holds has no end date: the field is off and its value not sent. */
export const disabledByCurrent = (name: string, values: EntryValues) => name === 'endDate' && values.isCurrent === true;

/**
 * The form that adds or edits one entry of a profile section. Checked on submit (required, MM/YYYY,
 * year); the server checks again and its refusal shows above the section. Nothing typed is lost on a
 * failed save: the form stays open with the values.
 */
export function EntryForm({
  idPrefix,
  fields,
  initial,
  onSubmit,
  onCancel,
  isSaving,
  submitLabel,
}: {
  idPrefix: string;
  fields: EntryField[];
  initial: EntryValues;
  onSubmit: (values: EntryValues) => void;
  onCancel: () => void;
  isSaving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EntryValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Opened by a button (Edit, Add): the focus goes to its first field, where the typing starts.
  const firstId = `${idPrefix}-${fields[0]?.name}`;
  useEffect(() => document.getElementById(firstId)?.focus(), [firstId]);

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = values[field.name];
      if (field.kind === 'checkbox' || disabledByCurrent(field.name, values)) continue;
      const text = typeof value === 'string' ? value.trim() : '';
      if (field.required && !text) found[field.name] = t('home.profile.required');
      else if (text && field.kind === 'monthYear' && !MONTH_YEAR.test(text)) found[field.name] = t('home.profile.monthYearFormat');
      else if (text && field.kind === 'year' && !/^\d{4}$/.test(text)) found[field.name] = t('home.profile.yearFormat');
      else if (text && field.kind === 'url' && !/^https?:\/\/\S+$/i.test(text)) found[field.name] = t('home.profile.urlFormat');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      document.getElementById(`${idPrefix}-${first.name}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const value = values[field.name];
            if (field.kind === 'checkbox') {
              return (
                <Checkbox.Root
                  key={field.name}
                  checked={value === true}
                  onCheckedChange={(details) =>
                    setValues({ ...values, [field.name]: details.checked === true, ...(details.checked === true ? { endDate: '' } : {}) })
                  }
                  alignSelf="end"
                >
                  <Checkbox.HiddenInput id={id} />
                  <Checkbox.Control />
                  <Checkbox.Label>{field.label}</Checkbox.Label>
                </Checkbox.Root>
              );
            }
            // The message is the input's description: a screen reader says it with the field.
            const common = {
              id,
              'aria-describedby': errors[field.name] ? `${id}-error` : undefined,
              value: typeof value === 'string' ? value : '',
              maxLength: field.maxLength,
              disabled: disabledByCurrent(field.name, values),
              onChange: (event: { target: { value: string } }) => setValues({ ...values, [field.name]: event.target.value }),
            };
            return (
              <Field.Root
                key={field.name}
                required={field.required}
                invalid={Boolean(errors[field.name])}
                gridColumn={field.wide || field.kind === 'textarea' ? { md: 'span 2' } : undefined}
              >
                <Field.Label htmlFor={id}>
                  {field.label}
                  {field.required && <Field.RequiredIndicator />}
                </Field.Label>
                {field.kind === 'textarea' ? (
                  <Textarea {...common} rows={5} />
                ) : (
                  <Input
                    {...common}
                    type={field.kind === 'url' ? 'url' : field.kind === 'tel' ? 'tel' : 'text'}
                    inputMode={field.kind === 'year' ? 'numeric' : undefined}
                    placeholder={field.kind === 'monthYear' ? t('home.profile.monthYearPlaceholder') : undefined}
                  />
                )}
                {errors[field.name] && <Field.ErrorText id={`${id}-error`}>{errors[field.name]}</Field.ErrorText>}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" loading={isSaving}>
            {submitLabel}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('home.profile.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
