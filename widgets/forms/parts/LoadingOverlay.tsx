import { Box, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FULL_SCREEN_LOADER_OPACITY } from '../../../engine/forms/formConstants';

/** A full-screen veil (opacity 0.4) with a spinner while something blocks the page, e.g. a submission. */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box position="fixed" inset="0" zIndex="overlay" display="flex" alignItems="center" justifyContent="center" role="status" aria-live="polite">
      <Box position="absolute" inset="0" bg="bg" opacity={FULL_SCREEN_LOADER_OPACITY} data-testid="loading-overlay-veil" />
      <Spinner size="xl" position="relative" aria-hidden="true" />
      <Box srOnly>{label ?? t('forms.state.loading')}</Box>
    </Box>
  );
}
