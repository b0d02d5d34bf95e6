import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '../../../../engine/forms/formConstants';
import { toPhoneParts } from '../../../../engine/forms/rules/phoneRule';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';

interface CountryOption {
  readonly code: string;
  readonly label: string;
}

let countryOptions: CountryOption[] | undefined;
/** Every country libphonenumber knows, named in English, with its calling code. Built once. */
function phoneCountries(): CountryOption[] {
  if (!countryOptions) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countryOptions = getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  return countryOptions;
}

/** A phone answer: the country (its calling code) and the number, stored as {countryCode, callingCode, number}. */
export const PhoneField = memo(function PhoneField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { value, onChange, onBlur, disabled, id } = props;
  const parts = toPhoneParts(value);
  const countryCode = parts.countryCode ?? DEFAULT_COUNTRY_CODE;
  const countries = useMemo(phoneCountries, []);
  const change = (next: { countryCode?: string; number?: string }) => {
    const code = (next.countryCode ?? countryCode) as CountryCode;
    onChange({ countryCode: code, callingCode: `+${getCountryCallingCode(code)}`, number: next.number ?? parts.number });
  };
  return (
    <HStack align="start" gap="2">
      <NativeSelect.Root size="md" width="40%" disabled={disabled}>
        <NativeSelect.Field
          id={`${id}-country`}
          aria-label={t('forms.phone.country')}
          value={countryCode}
          onChange={(event) => change({ countryCode: event.target.value })}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        {...inputAria(props)}
        type="tel"
        autoComplete="tel-national"
        value={parts.number}
        disabled={disabled}
        onChange={(event) => change({ number: event.target.value })}
        onBlur={onBlur}
      />
    </HStack>
  );
});
