import { Box, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { matchRoute } from '../../engine/routes/matchRoute';
import { previewUrl, type PreviewPersona } from '../../engine/studio/previewProtocol';
import type { Theme } from '../../schemas/generated/theme';
import { applyTheme } from '../app/applyTheme';
import { LabelledSelect } from '../studio/LabelledSelect';
import { usePagePaths, type PreviewPage } from '../studio/PreviewPane';

type PageChoice = 'current' | PreviewPage;
export const PREVIEW_WIDTHS = ['320', '768', '1280', 'full'] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** The choices' words: literal keys, so the key check sees every one. */
const pageNames = (t: TFunction): Record<PreviewPage, string> => ({
  search: t('themeBuilder.preview.pages.search'),
  job: t('themeBuilder.preview.pages.job'),
  dashboard: t('themeBuilder.preview.pages.dashboard'),
  offers: t('themeBuilder.preview.pages.offers'),
  form: t('themeBuilder.preview.pages.form'),
});

/**
 * The page as the portal shows it, in a frame of this site: the studio's preview (`studioPreview`,
 * engine/studio/previewProtocol.ts), which the server lets this site frame, answers as a visitor or as
 * the employer's sample candidate and saves nothing. The page and its width are chosen here; every
 * theme change is written into the frame's theme style (applyTheme: the portal's styles read its
 * variables, so the page repaints without a reload) in the next animation frame and after each load.
 */
export function ThemePreview({ domain, theme, startPage }: { domain: string; theme: Theme; startPage: string | null }) {
  const { t } = useTranslation();
  const paths = usePagePaths(domain);
  const [page, setPage] = useState<PageChoice>(startPage ? 'current' : 'search');
  const [width, setWidth] = useState<PreviewWidth>('full');
  const frame = useRef<HTMLIFrameElement>(null);
  const latestTheme = useRef(theme);
  latestTheme.current = theme;
  const write = useCallback(() => {
    const document = frame.current?.contentDocument;
    if (document?.head) applyTheme(document, latestTheme.current);
  }, []);
  useEffect(() => {
    const request = requestAnimationFrame(write);
    return () => cancelAnimationFrame(request);
  }, [theme, write]);

  const path = page === 'current' && startPage ? startPage : paths[page === 'current' ? 'search' : page];
  // Pages for candidates only are shown as the sample candidate; the rest as a visitor sees them.
  const persona: PreviewPersona = matchRoute(path.split('?')[0]!)?.access === 'protected' ? 'sample' : 'visitor';
  const src = previewUrl(path, domain, persona);
  const pages = pageNames(t);
  const pageOptions = [
    ...(startPage ? [{ value: 'current' as const, label: t('themeBuilder.preview.pages.current') }] : []),
    ...(Object.entries(pages) as [PreviewPage, string][]).map(([value, label]) => ({ value, label })),
  ];
  const widthOptions = PREVIEW_WIDTHS.map((value) => ({
    value,
    label: value === 'full' ? t('themeBuilder.preview.full') : t('themeBuilder.preview.widthPx', { width: value }),
  }));
  return (
    <Flex direction="column" gap="2" minW="0" flex="1" data-testid="theme-preview">
      <HStack gap="3" wrap="wrap" align="end">
        <LabelledSelect size="sm" label={t('themeBuilder.preview.page')} value={page} onChange={setPage} options={pageOptions} />
        <LabelledSelect size="sm" label={t('themeBuilder.preview.width')} value={width} onChange={setWidth} options={widthOptions} />
      </HStack>
      <Box overflow="auto" borderWidth="1px" borderRadius="l2" bg="bg.muted" h={{ base: '70vh', lg: 'calc(100vh - 12rem)' }} minH="24rem">
        <iframe
          ref={frame}
          key={src}
          src={src}
          onLoad={write}
          data-testid="theme-preview-frame"
          title={t('themeBuilder.preview.title')}
          style={{ width: width === 'full' ? '100%' : `${width}px`, height: '100%', border: 0, display: 'block', background: 'white' }}
        />
      </Box>
    </Flex>
  );
}
