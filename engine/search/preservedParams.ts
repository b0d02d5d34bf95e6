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

/**
 * A same-site path ('/careers/job/3?domain=acme.com') with the preserved parameters of the current
 * address it lacks added: a page another part opens (the assistant's "open the first one") stays in
 * the candidate's language and keeps the visit's tracking parameters. Its own parameters win.
 */
export function withPreservedParams(path: string, current: SearchParamsInput): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  for (const [name, value] of Object.entries(pickPreservedParams(current))) if (!params.has(name)) params.set(name, value);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}${hash}`;
}
