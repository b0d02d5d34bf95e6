import { useTranslation } from 'react-i18next';
import type { OfferDocument } from '../../../schemas/generated/api/offers';
import { toaster } from '../../shared/toaster';
import { NoContentError, downloadDocument } from './documentContent';

/** Download with the spec's messages: 'No offer letter content available', else 'Offer Letter Download Failed'. */
export function useDownload() {
  const { t } = useTranslation();
  return async (doc: Pick<OfferDocument, 'b64_string' | 'url' | 'name'>) => {
    try {
      await downloadDocument(doc);
    } catch (error) {
      toaster.create({ type: 'error', title: error instanceof NoContentError ? t('offers.letter.noContent') : t('offers.letter.downloadFailed') });
    }
  };
}
