/**
 * The comma scheme of filter_<name> parameters (in the page URL and in the /api/pcsx/search request).
 *
 * Values are joined with ','. Without `behaviourFlags.enableCommaInFilterValues` a comma always
 * separates values, so a value such as 'Austin, TX' would come back as 'Austin' and 'TX'.
 *
 * With the flag on, each value is escaped on its own before joining: '%' becomes '%25' and ',' becomes
 * '%2C' (nothing else is touched, so ordinary values read the same either way). A reader splits on
 * ',' and then turns '%2C' back into ',' and '%25' into '%' in a single pass. 'Austin, TX' and
 * 'Remote' travel as 'Austin%2C TX,Remote'; URLSearchParams then encodes that text once more for the
 * address bar, which is harmless because it decodes it before we see it. A '%' not followed by 25 or
 * 2C (a hand-written link such as '100%') is kept as it is.
 *
 * Either way values are trimmed, empty ones dropped and duplicates removed, keeping the first.
 */
export function encodeFilterValues(values: readonly string[], commaInValues: boolean): string {
  const clean = normalizeFilterValues(values);
  if (!commaInValues) return clean.join(',');
  return clean.map((value) => value.replace(/[%,]/g, (char) => (char === '%' ? '%25' : '%2C'))).join(',');
}

export function decodeFilterValues(text: string, commaInValues: boolean): string[] {
  const parts = text.split(',');
  if (!commaInValues) return normalizeFilterValues(parts);
  return normalizeFilterValues(parts.map((part) => part.replace(/%(25|2C)/gi, (_match, code: string) => (code === '25' ? '%' : ','))));
}

/** Trimmed, non-empty, first occurrence of each value kept, order otherwise unchanged. */
export function normalizeFilterValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}
