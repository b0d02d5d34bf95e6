import { useCallback, useEffect, useRef, useState } from 'react';
import { isValidLatLng, type LatLng } from '../../../engine/search/latLng';

/** Why the browser gave no position: no Geolocation API, the visitor (or a policy) refused, or no fix. */
export type CurrentLocationFailure = 'unsupported' | 'denied' | 'unavailable';

/** A fix may be a few minutes old; the search radius is tens of kilometres. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not defined in every environment). */
const PERMISSION_DENIED = 1;

/**
 * Asks the browser for the visitor's position (navigator.geolocation), once per call of locate.
 * onFound receives a valid latitude/longitude; a refusal, a missing API or no fix set failure.
 */
export function useCurrentLocation(onFound: (latlong: LatLng) => void) {
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<CurrentLocationFailure | null>(null);
  const mounted = useRef(true);
  const found = useRef(onFound);
  found.current = onFound;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    setFailure(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      setFailure('unsupported');
      return;
    }
    setLocating(true);
    try {
      geolocation.getCurrentPosition(
        (position) => {
          if (!mounted.current) return;
          setLocating(false);
          const latlong = { lat: position.coords.latitude, lng: position.coords.longitude };
          if (isValidLatLng(latlong)) found.current(latlong);
          else setFailure('unavailable');
        },
        (error) => {
          if (!mounted.current) return;
          setLocating(false);
          setFailure(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable');
        },
        POSITION_OPTIONS,
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback (a policy blocks it).
      setLocating(false);
      setFailure('denied');
    }
  }, []);

  return { locate, locating, failure, clearFailure: useCallback(() => setFailure(null), []) };
}
