function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function serialise(value: unknown): string {
  // String() would turn these into '[object Object]' or a locale-dependent date.
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

function compareValues(a: string, b: string): number {
  // Numeric ids must sort as numbers (2 before 10), everything else by code unit so the
  // result does not depend on the runtime's locale.
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Serialises request parameters. Arrays are sorted so the same filter set always yields the
 * same URL (and the same cache key); false and 0 are meaningful filter values and survive.
 */
export function buildQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => !isEmpty(item)).map(serialise);
      for (const item of items.sort(compareValues)) search.append(key, item);
    } else {
      search.append(key, serialise(value));
    }
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}
