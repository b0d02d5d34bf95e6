/** {name} placeholders of an option endpoint, e.g. /api/pcsx/form_options/states?country={country}. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The field names an endpoint's placeholders refer to, in order of appearance, each once. */
export function apiEndpointPlaceholders(endpoint: string): string[] {
  return [...new Set([...endpoint.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/**
 * The endpoint with each {name} replaced by that field's value (URL-encoded), or undefined while a
 * parent field has no value: a dependent dropdown fetches nothing until its parent is chosen.
 */
export function resolveApiEndpoint(endpoint: string, values: Readonly<Record<string, unknown>>): string | undefined {
  let missing = false;
  const resolved = endpoint.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? undefined : resolved;
}
