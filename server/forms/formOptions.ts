import { countryNames } from '../../engine/i18n/countryNames';

/**
 * The option lists behind dropdowns whose definition names an apiEndpoint
 * (GET /api/pcsx/form_options/<source>?parent=<value>): countries, and the regions (states,
 * provinces, nations) of a country. The server checks submitted answers against the same lists.
 */

export interface FormOption {
  label: string;
  value: string;
  iconProps?: { emoji: string };
}

/** Countries offered, by ISO 3166-1 alpha-2 code; labels come from Intl in the page language. */
const COUNTRY_CODES = [
  'AR',
  'AU',
  'AT',
  'BE',
  'BR',
  'BG',
  'CA',
  'CL',
  'CN',
  'CO',
  'HR',
  'CZ',
  'DK',
  'EG',
  'FI',
  'FR',
  'DE',
  'GR',
  'HK',
  'HU',
  'IN',
  'ID',
  'IE',
  'IL',
  'IT',
  'JP',
  'KE',
  'MY',
  'MX',
  'NL',
  'NZ',
  'NG',
  'NO',
  'PK',
  'PE',
  'PH',
  'PL',
  'PT',
  'RO',
  'SA',
  'SG',
  'ZA',
  'KR',
  'ES',
  'SE',
  'CH',
  'TW',
  'TH',
  'TR',
  'UA',
  'AE',
  'GB',
  'US',
  'VN',
] as const;

type Regions = Readonly<Record<string, string>>;

const US_STATES: Regions = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const REGIONS: Readonly<Record<string, Regions>> = {
  US: US_STATES,
  CA: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
  GB: { ENG: 'England', NIR: 'Northern Ireland', SCT: 'Scotland', WLS: 'Wales' },
  AU: {
    ACT: 'Australian Capital Territory',
    NSW: 'New South Wales',
    NT: 'Northern Territory',
    QLD: 'Queensland',
    SA: 'South Australia',
    TAS: 'Tasmania',
    VIC: 'Victoria',
    WA: 'Western Australia',
  },
  DE: {
    BW: 'Baden-Württemberg',
    BY: 'Bavaria',
    BE: 'Berlin',
    BB: 'Brandenburg',
    HB: 'Bremen',
    HH: 'Hamburg',
    HE: 'Hesse',
    MV: 'Mecklenburg-Western Pomerania',
    NI: 'Lower Saxony',
    NW: 'North Rhine-Westphalia',
    RP: 'Rhineland-Palatinate',
    SL: 'Saarland',
    SN: 'Saxony',
    ST: 'Saxony-Anhalt',
    SH: 'Schleswig-Holstein',
    TH: 'Thuringia',
  },
  IE: {
    C: 'Connacht',
    L: 'Leinster',
    M: 'Munster',
    U: 'Ulster',
  },
};

/** The sources a definition may name; states is the name the application forms use for regions. */
export const OPTION_SOURCES = ['countries', 'regions', 'states'] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];

export function isOptionSource(source: string): source is OptionSource {
  return (OPTION_SOURCES as readonly string[]).includes(source);
}

const byLabel = (a: FormOption, b: FormOption) => a.label.localeCompare(b.label, 'en') || a.value.localeCompare(b.value);

/** The flag emoji of a two-letter country code (regional indicator symbols). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The options of a source, sorted by label: countries (with a flag as iconProps), or the regions of
 * the parent country (none without a parent or for a country without regions). An unknown source is
 * undefined.
 */
export function formOptions(source: string, parent: string | undefined, language?: string): FormOption[] | undefined {
  if (!isOptionSource(source)) return undefined;
  if (source === 'countries') {
    const names = countryNames(language);
    return COUNTRY_CODES.map((code) => ({ label: names.of(code) ?? code, value: code, iconProps: { emoji: flagEmoji(code) } })).sort(byLabel);
  }
  const regions = parent ? REGIONS[parent.trim().toUpperCase()] : undefined;
  return Object.entries(regions ?? {})
    .map(([value, label]) => ({ label, value }))
    .sort(byLabel);
}

const OPTION_ENDPOINT = /^\/api\/pcsx\/form_options\/([A-Za-z_]+)(?:\?(.*))?$/;

/**
 * For a resolved option endpoint of this server (/api/pcsx/form_options/states?country=US), the
 * values it offers; undefined for any other endpoint (the server cannot know those options).
 */
export function allowedOptionValues(resolvedEndpoint: string): Set<string> | undefined {
  const match = OPTION_ENDPOINT.exec(resolvedEndpoint);
  if (!match?.[1]) return undefined;
  const query = new URLSearchParams(match[2] ?? '');
  const options = formOptions(match[1], query.get('parent') ?? query.get('country') ?? undefined);
  return options ? new Set(options.map((option) => option.value)) : undefined;
}
