import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ThemeContrastPair } from '../../engine/theme/themeContrast';
import { announce } from '../../widgets/shared/announce';
import { addressOfPointer, tokenFullName } from './tokenLabel';

// The check rounds ratios down to 2 decimals already (a ratio shown as 4.5 passes 4.5).
const ratioText = (ratio: number) => ratio.toFixed(2);

/** A pair's words: `Primary buttons · Text on Primary buttons · Background (button text): 2.10:1, needs 4.5:1`. */
export function usePairText() {
  const { t } = useTranslation();
  return (pair: ThemeContrastPair) =>
    t(pair.passes ? 'themeBuilder.contrast.passes' : 'themeBuilder.contrast.pair', {
      foreground: tokenFullName(t, addressOfPointer(pair.pair[0])),
      background: tokenFullName(t, addressOfPointer(pair.pair[1])),
      what: pair.what,
      ratio: ratioText(pair.ratio),
      required: pair.required,
    });
}

/**
 * The contrast pairs a colour takes part in, as the theme stands (computed on every change): each
 * failing one with its ratio, the ratio it needs and the nearest passing foreground, one press away.
 */
export function ContrastNotes({
  address,
  pairs,
  onChange,
  inputId,
}: {
  address: string;
  pairs: readonly ThemeContrastPair[];
  onChange: (address: string, value: string) => void;
  inputId: string;
}) {
  const { t } = useTranslation();
  const pairText = usePairText();
  const pointer = `/sections/${address.replace(/\./g, '/')}`;
  const mine = pairs.filter((pair) => pair.pair.includes(pointer));
  const failing = mine.filter((pair) => !pair.passes);
  const passing = mine.length - failing.length;
  if (failing.length === 0)
    return passing > 0 ? (
      <Text fontSize="xs" color="fg.muted">
        {t('themeBuilder.contrast.passing', { count: passing })}
      </Text>
    ) : null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid={`contrast-${address}`}>
      {failing.map((pair) => (
        <HStack as="li" key={pair.pair.join(' ')} gap="2" wrap="wrap" fontSize="xs" color="fg.error" data-contrast-fails="">
          <Text>{pairText(pair)}</Text>
          {pair.suggestion && (
            <Button
              size="2xs"
              variant="outline"
              onClick={() => {
                const suggestion = pair.suggestion!;
                onChange(addressOfPointer(pair.pair[0]), suggestion);
                announce(t('themeBuilder.contrast.applied', { color: suggestion }));
                // The button goes once the pair passes: the focus returns to this colour's field.
                document.getElementById(inputId)?.focus();
              }}
            >
              {t('themeBuilder.contrast.use', { color: pair.suggestion })}
            </Button>
          )}
        </HStack>
      ))}
      {passing > 0 && (
        <Text as="li" fontSize="xs" color="fg.muted">
          {t('themeBuilder.contrast.passing', { count: passing })}
        </Text>
      )}
    </Stack>
  );
}
