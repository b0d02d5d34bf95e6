import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferDocument } from '../../../schemas/generated/api/offers';
import { lazyWidget } from '../../shared/lazyWidget';
import { useHydrated } from '../../shared/useHydrated';
import { usePortal } from '../../shared/PortalContext';
import { OFFER_PATH, offerSearch } from '../shared/offerPaths';
import { hasContent } from './documentContent';
import { useDownload } from './useDownload';

// pdf.js is large: it loads only when a document is shown, never with the rest of the app.
const PdfDocument = lazyWidget('PdfDocument', () => import('./PdfDocument'));

/** The PDF viewer with Back (to the offer) and Download (hidden for ATS offers); the download is its text alternative. */
export function PdfViewer({ offerId, doc, isAts }: { offerId: number; doc: OfferDocument; isAts: boolean }) {
  const { t } = useTranslation();
  const { domain } = usePortal();
  const download = useDownload();
  const hydrated = useHydrated();
  const loading = (
    <HStack role="status" gap="3" p="4">
      <Spinner size="sm" />
      <Text>{t('offers.letter.pdfLoading')}</Text>
    </HStack>
  );
  return (
    <Stack gap="3" as="section" aria-label={t('offers.letter.viewerLabel', { name: doc.name })}>
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline" size="sm">
          <RouterLink to={OFFER_PATH} params={{ id: String(offerId) }} search={offerSearch(domain)}>
            {t('offers.letter.back')}
          </RouterLink>
        </Button>
        {!isAts && (
          <Button
            size="sm"
            colorPalette="blue"
            variant="outline"
            onClick={() => void download(doc)}
            aria-label={t('offers.letter.downloadLabel', { name: doc.name })}
          >
            {t('offers.letter.download')}
          </Button>
        )}
      </HStack>
      {hasContent(doc) ? (
        // pdf.js draws in the browser: the server (and the hydration) show it loading, and it loads after.
        // (On the server its import failed, Node 20 has no Iterator global, and the page was rendered anew in the browser.)
        hydrated ? (
          <Suspense fallback={loading}>
            <PdfDocument b64={doc.b64_string} url={doc.url} name={doc.name} />
          </Suspense>
        ) : (
          loading
        )
      ) : (
        <Text p="4" borderWidth="1px" borderRadius="md">
          {t('offers.letter.noContent')}
        </Text>
      )}
    </Stack>
  );
}
