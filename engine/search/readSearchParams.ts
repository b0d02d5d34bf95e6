/**
 * What callers may hand over as "the query parameters": the raw `?a=b` text, a URLSearchParams, or
 * the object a router parsed it into (TanStack Router turns `?start=10` into the number 10 and
 * `?show_login_modal=true` into a boolean).
 */
export type SearchParamsInput = string | URLSearchParams | Readonly<Record<string, unknown>> | null | undefined;

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Normalises any SearchParamsInput into a fresh URLSearchParams (repeated keys kept, in order). */
export function readSearchParams(input: SearchParamsInput): URLSearchParams {
  if (input === null || input === undefined) return new URLSearchParams();
  if (typeof input === 'string') return new URLSearchParams(input);
  if (input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = scalarText(item);
      if (text !== undefined) params.append(key, text);
    }
  }
  return params;
}
