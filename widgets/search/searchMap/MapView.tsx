import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { GoogleMap, useJsApiLoader } from '@react-google-maps/api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng, MapBounds } from '../../../engine/search/latLng';
import {
  boundsOf,
  clampZoom,
  clusterMarkers,
  markersFromFacets,
  MAP_BOUNDS_PADDING,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  type MarkerCluster,
} from '../../../engine/search/mapMarkers';
import { searchMapArea, searchMapLocation } from '../../../engine/search/searchTransitions';
import { useSearchPage } from '../shared/useSearchPage';

/** Spec section 2: zoom 1 to 13; fullscreen, map type and street view controls off. */
const MAP_OPTIONS: google.maps.MapOptions = {
  minZoom: MAP_MIN_ZOOM,
  maxZoom: MAP_MAX_ZOOM,
  fullscreenControl: false,
  mapTypeControl: false,
  streetViewControl: false,
  clickableIcons: false,
};

const WORLD_CENTER = { lat: 20, lng: 0 };
/** Pin sizes by cluster style (spec section 9: 1 single pin, under 10 small, under 60 medium, otherwise large). */
const CLUSTER_SCALE = { single: 8, small: 14, medium: 18, large: 24 } as const;

function boundsLiteral(bounds: google.maps.LatLngBounds | undefined | null): MapBounds | undefined {
  if (!bounds) return undefined;
  const sw = bounds.getSouthWest();
  const ne = bounds.getNorthEast();
  return { south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() };
}

export interface MapViewProps {
  apiKey: string;
  height: number;
}

/**
 * The map of the search results: one pin per location of the map facets, clustered by the engine
 * (clusterMarkers) at the current zoom. A pin searches its point (Map Location, distance 0); a
 * cluster zooms in on its pins; 'Search this area' searches the visible rectangle (Map Area).
 */
export default function MapView({ apiKey, height }: MapViewProps) {
  const { t } = useTranslation();
  const { state, results, navigate, settings } = useSearchPage();
  const { isLoaded, loadError } = useJsApiLoader({ id: 'portico-google-maps', googleMapsApiKey: apiKey });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [zoom, setZoom] = useState(3);
  const markers = useMemo(() => markersFromFacets(results.data?.filterDef.allFilters), [results.data]);
  const clusters = useMemo(() => clusterMarkers(markers, zoom), [markers, zoom]);
  const fitted = useRef<string>('');

  // Fit the pins of each new result set (with the spec's padding of 100).
  useEffect(() => {
    if (!map) return;
    const box = boundsOf(markers);
    const key = JSON.stringify(box ?? null);
    if (!box || fitted.current === key) return;
    fitted.current = key;
    map.fitBounds(box, MAP_BOUNDS_PADDING);
  }, [map, markers]);

  const onCluster = useCallback(
    (cluster: MarkerCluster) => {
      if (!map) return;
      const only = cluster.markers.length === 1 ? cluster.markers[0] : undefined;
      if (only) navigate(searchMapLocation(state, only.latlong, settings.engineConfig));
      else {
        const box = boundsOf(cluster.markers);
        if (box) map.fitBounds(box, MAP_BOUNDS_PADDING);
      }
    },
    [map, navigate, state, settings.engineConfig],
  );

  useEffect(() => {
    if (!map) return;
    const created = clusters.map((cluster) => {
      const title =
        cluster.markers.length === 1
          ? t('search.mapPinTitle', { location: cluster.markers[0]!.location, count: cluster.count })
          : t('search.mapClusterTitle', { count: cluster.count });
      const marker = new google.maps.Marker({
        map,
        position: cluster.latlong,
        title,
        label: cluster.style === 'single' ? undefined : { text: String(cluster.count), color: '#ffffff', fontSize: '12px' },
        icon: {
          path: google.maps.SymbolPath.CIRCLE,
          scale: CLUSTER_SCALE[cluster.style],
          fillColor: cluster.style === 'single' ? '#c53030' : '#2b6cb0',
          fillOpacity: 0.9,
          strokeColor: '#ffffff',
          strokeWeight: 2,
        },
      });
      marker.set('clusterStyle', cluster.style);
      marker.addListener('click', () => onCluster(cluster));
      return marker;
    });
    return () => created.forEach((marker) => marker.setMap(null));
  }, [map, clusters, onCluster, t]);

  const searchArea = () => {
    const bounds = boundsLiteral(map?.getBounds());
    if (bounds) navigate(searchMapArea(state, bounds, settings.engineConfig));
  };
  const searchCenter = () => {
    const center = map?.getCenter();
    if (center) navigate(searchMapLocation(state, { lat: center.lat(), lng: center.lng() } satisfies LatLng, settings.engineConfig));
  };

  if (loadError) {
    return (
      <Text role="alert" color="fg.error">
        {t('search.mapLoadFailed')}
      </Text>
    );
  }
  if (!isLoaded) return <Box height={`${height}px`} bg="bg.muted" borderRadius="l2" role="status" aria-busy="true" aria-label={t('search.mapLoading')} />;
  return (
    <Box position="relative">
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: `${height}px`, borderRadius: '8px' }}
        center={WORLD_CENTER}
        zoom={3}
        options={MAP_OPTIONS}
        onLoad={(instance) => setMap(instance)}
        onUnmount={() => setMap(null)}
        onZoomChanged={() => map && setZoom(clampZoom(map.getZoom() ?? 3))}
      />
      <Flex position="absolute" top="3" left="50%" transform="translateX(-50%)" gap="2">
        <Button size="sm" colorPalette="brand" boxShadow="md" onClick={searchArea}>
          {t('search.searchThisArea')}
        </Button>
        <Button size="sm" variant="surface" boxShadow="md" onClick={searchCenter}>
          {t('search.searchMapLocation')}
        </Button>
      </Flex>
      <Text srOnly aria-live="polite">
        {t('search.mapSummary', { count: markers.length })}
      </Text>
    </Box>
  );
}
