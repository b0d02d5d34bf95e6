import { chakra, HStack } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeInput } from '../../widgets/shared/NativeInput';
import type { ThemeContrastPair } from '../../engine/theme/themeContrast';
import { ContrastNotes } from './ContrastNotes';
import { tokenInputId } from './tokenLabel';
import { isThemeTokenValue } from '../../engine/theme/themeTokenValue';
import { sixDigitHex, type TokenEditProps } from './tokenEdit';
import { TokenField } from './TokenField';

/**
 * A colour: the platform's picker (its drag makes one undo step) and the hex text, both labelled; under
 * them the contrast pairs this colour is part of.
 */
export function ColorControl({ address, label, value, fallback, onChange, pairs }: TokenEditProps & { pairs: readonly ThemeContrastPair[] }) {
  const { t } = useTranslation();
  const inputId = tokenInputId(address);
  const errorId = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  useEffect(() => setRejected(null), [value]);
  const error = rejected !== null ? t('themeBuilder.invalidColor') : undefined;
  return (
    <TokenField
      inputId={inputId}
      label={label}
      isSet={value !== undefined}
      onReset={() => onChange(address, undefined)}
      error={error}
      errorId={errorId}
      after={<ContrastNotes address={address} pairs={pairs} onChange={onChange} inputId={inputId} />}
    >
      <HStack gap="2">
        <chakra.input
          type="color"
          value={sixDigitHex(value ?? fallback)}
          aria-label={t('themeBuilder.colorPicker', { label })}
          w="10"
          h="8"
          p="0.5"
          flexShrink={0}
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="l1"
          bg="bg"
          cursor="pointer"
          data-testid={`color-picker-${address}`}
          onChange={(event) => onChange(address, event.target.value, true)}
        />
        <NativeInput
          id={inputId}
          size="sm"
          fontFamily="mono"
          value={rejected ?? value ?? ''}
          placeholder={fallback}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (text === '') {
              setRejected(null);
              onChange(address, undefined, true);
            } else if (!isThemeTokenValue('color', text)) setRejected(event.target.value);
            else {
              setRejected(null);
              onChange(address, text.toLowerCase(), true);
            }
          }}
        />
      </HStack>
    </TokenField>
  );
}
