import { Box } from '@chakra-ui/react';
import { SafeHtml } from '../../widgets/shared/SafeHtml';
import { useBoot } from '../app/BootContext';

/** The employer's footer HTML, sanitized: a <script> or onerror in config never runs. */
export function Footer() {
  const { config } = useBoot();
  const html = config.pcsxConfig?.branding?.footerHtml;
  if (!html) return null;
  return (
    <Box as="footer" bg="portico.footerBg" color="portico.footerText" px={{ base: '4', md: '8' }} py="8" mt="12">
      <SafeHtml html={html} className="portico-footer" maxW="1600px" mx="auto" fontSize="sm" data-testid="footer" />
    </Box>
  );
}
