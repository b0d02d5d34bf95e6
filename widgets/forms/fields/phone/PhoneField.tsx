import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { memo, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultPhoneCountry } from '../../../../engine/forms/defaultPhoneCountry';
import { DEFAULT_LANGUAGE } from '../../../../engine/i18n/languages';
import { toPhoneParts } from '../../../../engine/forms/rules/phoneRule';
import { FormRuntimeContext } from '../../controller/FormControllerContext';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { inputAria } from '../inputAria';
import { whenIdle } from '../../../shared/whenIdle';

interface CountryOption {
  readonly code: string;
  readonly label: string;
}

const countryOptions = new Map<string, CountryOption[]>();
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's option: its name in the page language, with its calling code. */
function countryOption(code: string, language: string): CountryOption {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language, DEFAULT_LANGUAGE], { type: 'region' })));
  return { code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code as CountryCode)})` };
}

/** Every country libphonenumber knows, named and sorted in the page language, with its calling code. Built once per language. */
function phoneCountries(language: string): CountryOption[] {
  let options = countryOptions.get(language);
  if (!options) {
    const collator = new Intl.Collator([language, DEFAULT_LANGUAGE]);
    options = getCountries()
      .map((code) => countryOption(code, language))
      .sort((a, b) => collator.compare(a.label, b.label));
    countryOptions.set(language, options);
  }
  return options;
}

/**
 * Whether the country select holds every country yet. It starts with the chosen one alone (a
 * server-rendered form arrives so: the names come from each side's own ICU data, Node's and the
 * browser's differ, e.g. "Hong Kong SAR China" / "Hong Kong", and 240 options would only weigh on the
 * page); the whole list follows when the browser is idle, built in React's short slices (a
 * transition), or at once when the select is focused or pressed.
 */
function useWholeList(): [boolean, () => void] {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) startTransition(() => setWhole(true));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return [whole, () => setWhole(true)];
}

/** A phone answer: the country (its calling code) and the number, stored as {countryCode, callingCode, number}. */
export const PhoneField = memo(function PhoneField(props: FieldWidgetProps) {
  const { t, i18n } = useTranslation();
  const { value, onChange, onBlur, disabled, id } = props;
  const parts = toPhoneParts(value);
  const formDefault = useContext(FormRuntimeContext)?.controller.defaultCountry;
  const countryCode = parts.countryCode ?? formDefault ?? defaultPhoneCountry(i18n.language);
  const language = i18n.language || DEFAULT_LANGUAGE;
  const [whole, showWhole] = useWholeList();
  // (A stored country libphonenumber does not know shows no option, as in the whole list.)
  const shown = useMemo(
    () => (whole ? phoneCountries(language) : isSupportedCountry(countryCode) ? [countryOption(countryCode, language)] : []),
    [whole, language, countryCode],
  );
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
          onFocus={showWhole}
          onPointerDown={showWhole}
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
