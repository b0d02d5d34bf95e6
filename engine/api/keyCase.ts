function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Constants such as 'ID' or 'API_KEY' are names, not phrases: converting them would garble them.
function isAllCaps(key: string): boolean {
  return /[A-Z]/.test(key) && !/[a-z]/.test(key);
}

export function snakeCaseKey(key: string): string {
  if (isAllCaps(key)) return key;
  const split = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2');
  // Without a case boundary the key is left exactly as written (no lower-casing of 'Name').
  return split === key ? key : split.toLowerCase();
}

export function camelCaseKey(key: string): string {
  if (isAllCaps(key)) return key;
  // Leading underscores mark private-ish keys ('_id'), so only inner ones are boundaries.
  return key.replace(/_+([a-zA-Z0-9])/g, (match, char: string, offset: number) => (offset === 0 ? match : char.toUpperCase()));
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey));
  if (!isPlainObject(value)) return value;
  // fromEntries defines own properties, so a '__proto__' key cannot reach the prototype.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [convertKey(key), convertKeys(item, convertKey)]));
}

/** Deep-converts plain-object keys camelCase → snake_case; values, Dates, FormData and Blobs pass through. */
export function toSnakeCase<T = unknown>(value: unknown): T {
  return convertKeys(value, snakeCaseKey) as T;
}

/** Deep-converts plain-object keys snake_case → camelCase; values, Dates, FormData and Blobs pass through. */
export function toCamelCase<T = unknown>(value: unknown): T {
  return convertKeys(value, camelCaseKey) as T;
}
