import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { memo, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCountry } from '../../../../engine/forms/defaultPhoneCountry';
import { DEFAULT_LANGUAGE } from '../../../../engine/i18n/languages';
import { toPhoneParts } from '../../../../engine/forms/rules/phoneRule';
import { FormRuntimeContext } from '../../controller/FormControllerContext';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';
import { useHydrated } from '../../../shared/useHydrated';

interface CountryOption {
  readonly code: string;
  readonly label: string;
}

const countryOptions = new Map<string, CountryOption[]>();
/** Every country libphonenumber knows, named and sorted in the page language, with its calling code. Built once per language. */
function phoneCountries(language: string): CountryOption[] {
  let options = countryOptions.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([language, DEFAULT_LANGUAGE], { type: 'region' });
    const collator = new Intl.Collator([language, DEFAULT_LANGUAGE]);
    options = getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
    countryOptions.set(language, options);
  }
  return options;
}

/** A phone answer: the country (its calling code) and the number, stored as {countryCode, callingCode, number}. */
export const PhoneField = memo(function PhoneField(props: FieldWidgetProps) {
  const { t, i18n } = useTranslation();
  const { value, onChange, onBlur, disabled, id } = props;
  const parts = toPhoneParts(value);
  const formDefault = useContext(FormRuntimeContext)?.controller.defaultCountry;
  const countryCode = parts.countryCode ?? formDefault ?? defaultPhoneCountry(i18n.language);
  const language = i18n.language || DEFAULT_LANGUAGE;
  const countries = useMemo(() => phoneCountries(language), [language]);
  // A server-rendered form arrives with the chosen country alone: the names come from each side's own
  // ICU data (Node's and the browser's differ, e.g. "Hong Kong SAR China" / "Hong Kong"), and the other
  // 240 options would only weigh on the page. The whole list follows once hydrated.
  const hydrated = useHydrated();
  const shown = hydrated ? countries : countries.filter((country) => country.code === countryCode);
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
          {shown.map((country) => (
            <option key={country.code} value={country.code} suppressHydrationWarning>
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
