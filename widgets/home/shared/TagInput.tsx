import { Button, Field, HStack, Input, Tag, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list of short texts (skills, roles): type one and press Enter or Add; each shows as a removable
 * tag. Duplicates (ignoring case) are not added twice.
 */
export function TagInput({
  label,
  values,
  onChange,
  required,
  invalid,
  errorText,
  helperText,
  max,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  required?: boolean;
  invalid?: boolean;
  errorText?: string;
  helperText?: string;
  max?: number;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    if (!values.some((existing) => existing.toLocaleLowerCase() === value.toLocaleLowerCase()) && (max === undefined || values.length < max)) {
      onChange([...values, value]);
    }
    setDraft('');
  };
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label htmlFor={id}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <HStack w="full">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} aria-label={t('home.tags.addNamed', { label })}>
          {t('home.tags.add')}
        </Button>
      </HStack>
      {values.length > 0 && (
        <Wrap as="ul" gap="2" mt="2" listStyleType="none" aria-label={label}>
          {values.map((value) => (
            <li key={value}>
              <Tag.Root size="lg" variant="subtle">
                <Tag.Label>{value}</Tag.Label>
                {/* A 24×24 px target, the smallest WCAG 2.5.8 allows (Chakra's is 16), around the same 16 px cross. */}
                <Tag.EndElement boxSize="6">
                  <Tag.CloseTrigger
                    boxSize="6"
                    css={{ '& svg': { width: '4', height: '4' } }}
                    aria-label={t('home.tags.remove', { value })}
                    onClick={() => onChange(values.filter((v) => v !== value))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText && <Field.ErrorText>{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}
