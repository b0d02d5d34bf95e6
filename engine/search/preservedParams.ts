import { LANGUAGE_QUERY_PARAM } from '../i18n/languages';
import { readSearchParams, type SearchParamsInput } from './readSearchParams';

/** Spec section 2: parameters preserved in links. */
export const TRACKING_PARAMS = ['utm_source', 'utm_campaign', 'src', 'source', 'microsite', 'ref_src', 'referral_token'] as const;

/**
 * What the search URL and every job or apply link carry over from the current address: the tracking
 * parameters, plus domain (it selects the employer, so a link without it would open another
 * portal) and hl (the interface language chosen by the page setting).
 */
export const PRESERVED_PARAMS = [...TRACKING_PARAMS, 'domain', LANGUAGE_QUERY_PARAM] as const;

export type PreservedParam = (typeof PRESERVED_PARAMS)[number];

/** The preserved parameters present (and non-empty) in the input, in PRESERVED_PARAMS order. */
export function pickPreservedParams(input: SearchParamsInput): Partial<Record<PreservedParam, string>> {
  const params = readSearchParams(input);
  const picked: Partial<Record<PreservedParam, string>> = {};
  for (const name of PRESERVED_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') picked[name] = value;
  }
  return picked;
}
