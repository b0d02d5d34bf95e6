import { Box, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

export type NativeSelectProps = HTMLChakraProps<'select'> & { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' };

/**
 * A native <select> in Chakra's nativeSelect styles. Chakra's own NativeSelect wraps Ark UI's field
 * machinery (about 5 KB gzip on the first page) for ids and states a lone select does not need; the
 * platform's select already gives keyboard use and its accessible role.
 */
export function NativeSelect({ size = 'md', width, ...selectProps }: NativeSelectProps) {
  const styles = useSlotRecipe({ key: 'nativeSelect' })({ size });
  return (
    <Box css={styles.root} className="chakra-native-select__root" width={width}>
      <chakra.select className="chakra-native-select__field" css={styles.field} {...selectProps} />
      <Box css={styles.indicator} className="chakra-native-select__indicator" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </Box>
    </Box>
  );
}
