import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../widgets/shared/SafeHtml';
import { useBoot } from '../app/BootContext';

const TONES = { info: 'blue', warning: 'orange', success: 'green' } as const;

/** The employer's custom banner above the navigation. */
export function CustomBanner() {
  const { t } = useTranslation();
  const { config } = useBoot();
  const banner = config.pcsxConfig?.branding?.customBanner;
  if (!banner || banner.enabled === false) return null;
  const palette = TONES[banner.tone ?? 'info'];
  return (
    <Box
      as="aside"
      aria-label={t('shell.announcement')}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      px={{ base: '4', md: '8' }}
      py="2"
      fontSize="sm"
      textAlign="center"
    >
      <SafeHtml html={banner.html} className="portico-banner" data-testid="custom-banner" />
    </Box>
  );
}
