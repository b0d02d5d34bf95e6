import { chakra, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NativeInput } from '../../widgets/shared/NativeInput';
import { tokenInputId } from './tokenLabel';
import type { TokenEditProps } from './tokenEdit';
import { TokenField } from './TokenField';

/** An opacity (0–1) or a percent (0–100): a slider and a number for the same value. */
export function RangeTokenControl({ address, spec, label, value, fallback, onChange }: TokenEditProps) {
  const { t } = useTranslation();
  const inputId = tokenInputId(address);
  const [max, step] = spec.kind === 'opacity' ? [1, 0.05] : [100, 1];
  const shown = value ?? fallback;
  const set = (text: string, coalesce: boolean) => {
    const number = Number(text);
    if (text === '' || !Number.isFinite(number)) return;
    onChange(address, String(Math.min(max, Math.max(0, number))), coalesce);
  };
  return (
    <TokenField inputId={inputId} label={label} isSet={value !== undefined} onReset={() => onChange(address, undefined)}>
      <HStack gap="3">
        <chakra.input
          type="range"
          min={0}
          max={max}
          step={step}
          value={shown}
          flex="1"
          minW="0"
          accentColor="colorPalette.solid"
          aria-label={t('themeBuilder.slider', { label })}
          onChange={(event) => set(event.target.value, true)}
        />
        <NativeInput
          id={inputId}
          type="number"
          size="sm"
          w="6rem"
          min={0}
          max={max}
          step={step}
          value={value ?? ''}
          placeholder={fallback}
          onChange={(event) => set(event.target.value, true)}
        />
      </HStack>
    </TokenField>
  );
}
