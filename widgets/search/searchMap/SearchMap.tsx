import { Box, Button, Flex, Skeleton, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchMapProps } from '../../../schemas/generated/widgets/searchMap.props';
import { lazyWidget } from '../../shared/lazyWidget';
import { usePortalSettings } from '../../shared/PortalContext';

// Google Maps and the map code load in their own chunk, only when the visitor opens the map, with
// the map's strings (searchLater.json: not the first page's), also when a server render showed it open.
const MapView = lazyWidget('map view', () => import('./MapView'), { beyondFirstPage: true });

/**
 * The map toggle of the search page (shown when mapConfig.enabled). Without an API key in config it
 * explains that the map is not configured instead of opening.
 */
export default function SearchMap({ height = 420, defaultOpen = false }: SearchMapProps) {
  const { t } = useTranslation();
  const { mapEnabled, mapApiKey } = usePortalSettings().search;
  const [open, setOpen] = useState(defaultOpen && mapApiKey !== '');
  const [explained, setExplained] = useState(false);
  // Off in config: nothing to show (the hidden marker lets tests tell 'off' from 'not loaded yet').
  if (!mapEnabled) return <Box data-testid="search-map" data-state="off" hidden />;
  const toggle = () => {
    if (mapApiKey === '') setExplained(true);
    else setOpen((value) => !value);
  };
  return (
    <Box as="section" aria-label={t('search.mapRegion')}>
      <Flex gap="3" align="center" wrap="wrap">
        <Button size="sm" variant="outline" aria-expanded={open} aria-controls="search-map" onClick={toggle}>
          {open ? t('search.hideMap') : t('search.showMap')}
        </Button>
        {explained && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('search.mapNotConfigured')}
          </Text>
        )}
      </Flex>
      {open && (
        <Box id="search-map" mt="3">
          <Suspense fallback={<Skeleton height={`${height}px`} borderRadius="l2" />}>
            <MapView apiKey={mapApiKey} height={height} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
