import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ThemeContrastPair } from '../../engine/theme/themeContrast';
import { usePairText } from './ContrastNotes';
import { addressOfPointer } from './tokenLabel';

/** The theme's failing contrast pairs, counted at the top of the panel; each leads to its foreground's control. */
export function ContrastSummary({ pairs, reveal }: { pairs: readonly ThemeContrastPair[]; reveal: (address: string) => void }) {
  const { t } = useTranslation();
  const pairText = usePairText();
  const failing = pairs.filter((pair) => !pair.passes);
  if (failing.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="contrast-summary" data-failing="0">
        {t('themeBuilder.contrast.allPass')}
      </Text>
    );
  return (
    <Box as="details" borderWidth="1px" borderColor="border.error" borderRadius="l2" p="2" data-testid="contrast-summary" data-failing={failing.length}>
      <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="semibold" color="fg.error">
        {t('themeBuilder.contrast.summary', { count: failing.length })}
      </Box>
      <Stack as="ul" gap="1" mt="2" listStyleType="none">
        {failing.map((pair) => (
          <li key={pair.pair.join(' ')}>
            <Button
              size="xs"
              variant="plain"
              h="auto"
              whiteSpace="normal"
              textAlign="start"
              textDecoration="underline"
              color="fg.error"
              onClick={() => reveal(addressOfPointer(pair.pair[0]))}
            >
              {pairText(pair)}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
