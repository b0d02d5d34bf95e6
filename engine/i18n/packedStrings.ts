import type { TranslationBundle } from './createI18n';

/**
 * A language's strings without their keys, as the server writes them into a page: the values in the
 * order of the reference bundle's keys (English's first page, which the browser has built in), null
 * where the language lacks one; keys English does not have (another language's plural forms, such as
 * Arabic's `_few`) nested as in a bundle. The key names are a third of the strings' size once gzipped.
 */
export interface PackedStrings {
  values: (string | null)[];
  extra: TranslationBundle;
}

export function packStrings(reference: TranslationBundle, bundle: TranslationBundle): PackedStrings {
  const values: (string | null)[] = [];
  const walk = (node: TranslationBundle, own: TranslationBundle | undefined): TranslationBundle => {
    const extra: Record<string, string | TranslationBundle> = {};
    for (const [key, value] of Object.entries(own ?? {})) if (!(key in node)) extra[key] = value;
    for (const [key, value] of Object.entries(node)) {
      const mine = own?.[key];
      if (typeof value === 'string') values.push(typeof mine === 'string' ? mine : null);
      else {
        const nested = walk(value, typeof mine === 'object' ? mine : undefined);
        if (Object.keys(nested).length > 0) extra[key] = nested;
      }
    }
    return extra;
  };
  const extra = walk(reference, bundle);
  return { values, extra };
}

/** The bundle packStrings packed, given the same reference; null when the values do not fit it (another build's page). */
export function unpackStrings(reference: TranslationBundle, { values, extra }: PackedStrings): TranslationBundle | null {
  let next = 0;
  const walk = (node: TranslationBundle, more: TranslationBundle = {}): TranslationBundle => {
    const bundle: Record<string, string | TranslationBundle> = { ...more };
    for (const [key, value] of Object.entries(node)) {
      const own = typeof value === 'string' ? values[next++] : walk(value, more[key] as TranslationBundle | undefined);
      if (own != null) bundle[key] = own;
    }
    return bundle;
  };
  const bundle = walk(reference, extra);
  return next === values.length ? bundle : null;
}
