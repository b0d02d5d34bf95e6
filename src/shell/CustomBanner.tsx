import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../widgets/shared/SafeHtml';
import { useBoot } from '../app/BootContext';
import { themeVar } from '../../engine/theme/themeVar';

const TONES = { warning: 'orange', success: 'green' } as const;

/** The info tone (the default) is the theme's `banner_header`; warning and success keep their status colours. */
const themed = {
  bg: themeVar('banner_header.background'),
  color: themeVar('banner_header.text'),
  '& a': { color: themeVar('banner_header.link') },
};

/** The employer's custom banner above the navigation. */
export function CustomBanner() {
  const { t } = useTranslation();
  const { config } = useBoot();
  const banner = config.pcsxConfig?.branding?.customBanner;
  if (!banner || banner.enabled === false) return null;
  const tone = banner.tone ?? 'info';
  const colors = tone === 'info' ? themed : { bg: `${TONES[tone]}.subtle`, color: `${TONES[tone]}.fg` };
  return (
    <Box
      as="aside"
      aria-label={t('shell.announcement')}
      css={colors}
      px={{ base: '4', md: '8' }}
      py="2"
      fontSize={themeVar('banner_header.fontSize')}
      textAlign="center"
    >
      <SafeHtml html={banner.html} className="portico-banner" data-testid="custom-banner" />
    </Box>
  );
}
