import type { DomainPositions } from './DomainPositions';
import { countryName, foldText } from './foldText';

/**
 * Which locations (codes of positions.location) a typed location matches. A location matches when
 * each comma-separated part of the text names its city, region or country (code or English name),
 * ignoring case and accents, or when the text is the whole location: 'Austin', 'austin, tx', 'TX',
 * 'United States', 'Austin, TX, US' and 'Remote (US)' all work. A country also finds that country's
 * remote positions.
 */
export function matchLocationText(positions: DomainPositions, text: string): Uint8Array {
  const folded = foldText(text);
  const parts = folded
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const mask = new Uint8Array(positions.location.values.length);
  positions.locationParts.forEach((location, code) => {
    const names = [location.city, location.region, location.country, location.country ? countryName(location.country) : null]
      .filter((name): name is string => Boolean(name))
      .map(foldText);
    const whole = foldText(positions.location.values[code]!);
    if (whole === folded || (parts.length > 0 && parts.every((part) => names.includes(part)))) mask[code] = 1;
  });
  return mask;
}
