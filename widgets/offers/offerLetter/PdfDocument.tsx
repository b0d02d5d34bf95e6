import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
// The worker is served by Vite as one of the app's own assets: there is no CDN to reach.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { base64ToBytes } from './documentContent';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfDocumentProps {
  b64: string | null;
  url: string | null;
  name: string;
}

/**
 * The width the page is drawn at: the container's, at most 900 px and at least 600 px. A letter
 * (612 pt) fitted into a phone's 280 px would draw its 10 pt text at 4 px; at 600 px it stays
 * readable and the page pans sideways inside its own box, never the whole page.
 */
const MIN_PAGE_WIDTH_PX = 600;
const MAX_PAGE_WIDTH_PX = 900;

function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(MIN_PAGE_WIDTH_PX, Math.min(MAX_PAGE_WIDTH_PX, element.clientWidth - 2)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The PDF itself (react-pdf, its own chunk with pdf.js): one page at a time with Previous page and
 * Next page. The bytes are decoded once per document (react-pdf copies them for pdf.js's worker).
 */
export default function PdfDocument({ b64, url, name }: PdfDocumentProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const { ref, width } = useContainerWidth();
  const file = useMemo(() => (b64 ? { data: base64ToBytes(b64) } : url), [b64, url]);

  return (
    <Box>
      <HStack gap="3" mb="3" wrap="wrap" aria-label={t('offers.letter.viewerLabel', { name })} role="group">
        <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1 || pages === 0}>
          {t('offers.letter.previousPage')}
        </Button>
        <Text aria-live="polite" fontSize="sm" minW="24" textAlign="center">
          {pages > 0 ? t('offers.letter.pageOf', { page, total: pages }) : ''}
        </Text>
        <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages}>
          {t('offers.letter.nextPage')}
        </Button>
      </HStack>
      <Box
        ref={ref}
        // The page may be wider than a phone's box: it scrolls inside, also from the keyboard.
        tabIndex={0}
        role="region"
        aria-label={t('offers.letter.pageRegion', { name, page })}
        borderWidth="1px"
        borderRadius="md"
        overflow="auto"
        bg="gray.50"
        data-testid="pdf-viewer"
        css={{ '& .react-pdf__Page': { marginInline: 'auto' } }}
      >
        {failed ? (
          <Text p="4" role="alert">
            {t('offers.letter.pdfFailed')}
          </Text>
        ) : (
          <Document
            // Effects, not Suspense: a suspended first render would lose the memoized file and load it again forever.
            suspense={false}
            file={file}
            onLoadSuccess={({ numPages }) => {
              setPages(numPages);
              setPage(1);
            }}
            onLoadError={() => setFailed(true)}
            loading={
              <HStack p="4" role="status" gap="3">
                <Spinner size="sm" />
                <Text>{t('offers.letter.pdfLoading')}</Text>
              </HStack>
            }
            error={<Text p="4">{t('offers.letter.pdfFailed')}</Text>}
          >
            {pages > 0 && <Page pageNumber={page} width={width} suspense={false} />}
          </Document>
        )}
      </Box>
    </Box>
  );
}
