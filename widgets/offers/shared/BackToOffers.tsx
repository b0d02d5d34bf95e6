import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BackArrow } from '../../shared/BackArrow';
import { usePortal } from '../../shared/PortalContext';
import { OFFERS_PATH, offerSearch } from './offerPaths';

/** The back button 'Offers' of the offer page. */
export function BackToOffers() {
  const { t } = useTranslation();
  const { domain } = usePortal();
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="start" px="2">
      <RouterLink to={OFFERS_PATH} search={offerSearch(domain)}>
        <BackArrow /> {t('offers.backToOffers')}
      </RouterLink>
    </Button>
  );
}
