import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeInput } from '../../widgets/shared/NativeInput';
import { NativeSelect } from '../../widgets/shared/NativeSelect';
import { tokenInputId } from './tokenLabel';
import { isThemeTokenValue } from '../../engine/theme/themeTokenValue';
import { FONT_STACKS, FONT_WEIGHTS, type TokenEditProps } from './tokenEdit';
import { TokenField } from './TokenField';

const FONT_LIST_ID = 'theme-builder-font-stacks';

/** The one list of font stacks every font field suggests from. */
export function FontStackList() {
  return (
    <datalist id={FONT_LIST_ID}>
      {FONT_STACKS.map((stack) => (
        <option key={stack} value={stack} />
      ))}
    </datalist>
  );
}

/** A length, a font, a font weight or a shadow: text (checked where it has a pattern) or a select. */
export function TextTokenControl({ address, spec, label, value, fallback, onChange }: TokenEditProps) {
  const { t } = useTranslation();
  const inputId = tokenInputId(address);
  const errorId = useId();
  // Text that is not a value yet (a length half typed) stays in the field, and out of the theme.
  const [rejected, setRejected] = useState<string | null>(null);
  useEffect(() => setRejected(null), [value]);
  const reset = () => onChange(address, undefined);
  const field = { inputId, label, isSet: value !== undefined, onReset: reset };
  if (spec.kind === 'fontWeight')
    return (
      <TokenField {...field}>
        <NativeSelect id={inputId} size="sm" value={value ?? ''} onChange={(event) => onChange(address, event.target.value || undefined)}>
          <option value="">{t('themeBuilder.defaultValue', { value: fallback })}</option>
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </NativeSelect>
      </TokenField>
    );
  const error = rejected === null ? undefined : spec.kind === 'length' ? t('themeBuilder.invalidLength') : t('themeBuilder.invalidText');
  return (
    <TokenField {...field} error={error} errorId={errorId}>
      <NativeInput
        id={inputId}
        size="sm"
        value={rejected ?? value ?? ''}
        placeholder={fallback}
        list={spec.kind === 'font' ? FONT_LIST_ID : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        spellCheck={false}
        onChange={(event) => {
          const text = event.target.value;
          if (text.trim() === '') {
            setRejected(null);
            onChange(address, undefined, true);
          } else if (!isThemeTokenValue(spec.kind, text.trim())) setRejected(text);
          else {
            setRejected(null);
            onChange(address, text.trim(), true);
          }
        }}
      />
    </TokenField>
  );
}
