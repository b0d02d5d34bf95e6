import { Box, Flex, HStack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { matchRoute } from '../../engine/routes/matchRoute';
import { THEME_STYLE_ID } from '../../engine/theme/themeCss';
import { previewUrl, type PreviewPersona } from '../../engine/studio/previewProtocol';
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
 * Writes the theme's CSS into the framed page's `<style id="portico-theme">` (made when missing), so
 * the page repaints with it at once: the portal's styles read those variables. The frame's own
 * scripts never write that element again after the server did, so nothing undoes this until a reload.
 */
export function writeThemeCss(frame: HTMLIFrameElement | null, css: string): void {
  const document = frame?.contentDocument;
  if (!document?.head) return;
  let style = document.getElementById(THEME_STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = THEME_STYLE_ID;
    document.head.append(style);
  }
  if (style.textContent !== css) style.textContent = css;
}

/**
 * The page as the portal shows it, in a frame of this site: the studio's preview (`studioPreview`,
 * engine/studio/previewProtocol.ts), which the server lets this site frame, answers as a visitor or as
 * the employer's sample candidate and saves nothing. The page and its width are chosen here; every
 * theme change is written into the frame (writeThemeCss) in the next animation frame and after each load.
 */
export function ThemePreview({ domain, css, startPage }: { domain: string; css: string; startPage: string | null }) {
  const { t } = useTranslation();
  const paths = usePagePaths(domain);
  const [page, setPage] = useState<PageChoice>(startPage ? 'current' : 'search');
  const [width, setWidth] = useState<PreviewWidth>('full');
  const frame = useRef<HTMLIFrameElement>(null);
  const latestCss = useRef(css);
  latestCss.current = css;

  useEffect(() => {
    const request = requestAnimationFrame(() => writeThemeCss(frame.current, css));
    return () => cancelAnimationFrame(request);
  }, [css]);
  const onLoad = useCallback(() => writeThemeCss(frame.current, latestCss.current), []);

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
          onLoad={onLoad}
          data-testid="theme-preview-frame"
          title={t('themeBuilder.preview.title')}
          style={{ width: width === 'full' ? '100%' : `${width}px`, height: '100%', border: 0, display: 'block', background: 'white' }}
        />
      </Box>
    </Flex>
  );
}
