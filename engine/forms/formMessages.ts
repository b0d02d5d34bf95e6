/**
 * The English texts of the form toolkit's validation messages. Texts of the spec (section 5) are
 * quoted exactly: tests assert them. Placeholders use the i18next syntax of the rest of Portico
 * ({{count}}), and plural forms the i18next suffixes (_one, _other), so this catalogue can be merged
 * as is into the `en` bundle under FORM_MESSAGE_NAMESPACE.
 */
export const FORM_MESSAGES = {
  required: 'This field is required',
  requiredNamed: '{{name}} is required',
  email: 'Email is invalid. Use the format "{{email}}".',
  phone: 'Enter a valid phone number',
  phoneCallingCode: 'Invalid country calling code',
  phoneMinDigits: 'Phone number must be at least {{minLength}} digits',
  phoneMaxDigits: 'Phone number cannot exceed {{maxLength}} digits',
  phoneCharacters: 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
  phoneCountry: 'Enter a valid phone number and country code',
  ssn: 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
  sinFormat: 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
  sinChecksum: 'Social insurance number is invalid.',
  regex: 'Enter a valid value.',
  /** An answer of the wrong kind for its question (text for a list, a list for a date): only a hand-made request sends one. */
  invalidValue: 'Enter a valid value.',
  minLength_one: 'Enter at least {{count}} character.',
  minLength_other: 'Enter at least {{count}} characters.',
  maxLength_one: 'Enter no more than {{count}} character.',
  maxLength_other: 'Enter no more than {{count}} characters.',
  minValue: 'Enter a value greater than or equal to {{value}}.',
  maxValue: 'Enter a value less than or equal to {{value}}.',
  number: 'Enter a number.',
  choice: 'Choose one of the options.',
  rating: 'Choose a rating from 1 to {{max}}.',
  date: 'Enter a valid date.',
  isToday: "Enter today's date.",
  isInFuture: 'Enter a date in the future.',
  isInPast: 'Enter a date in the past.',
  isOn: 'Enter the date {{date}}.',
  isBefore: 'Enter a date before {{date}}.',
  isOnOrBefore: 'Enter a date on or before {{date}}.',
  isAfter: 'Enter a date after {{date}}.',
  isOnOrAfter: 'Enter a date on or after {{date}}.',
  isBetween: 'Enter a date between {{start}} and {{end}}.',
  isBetweenExclusive: 'Enter a date after {{start}} and before {{end}}.',
  isNotBetween: 'Enter a date that is not between {{start}} and {{end}}.',
  isWithinPast: 'Enter a date within the past {{period}}.',
  isWithinNext: 'Enter a date within the next {{period}}.',
  periodDay_one: '{{count}} day',
  periodDay_other: '{{count}} days',
  periodWeek_one: '{{count}} week',
  periodWeek_other: '{{count}} weeks',
  periodMonth_one: '{{count}} month',
  periodMonth_other: '{{count}} months',
  periodYear_one: '{{count}} year',
  periodYear_other: '{{count}} years',
  dateRangeBoth: 'Please enter both a start and end date.',
  dateRangeFutureStart: 'Start date cannot be in the future',
  dateRangeOrder: 'End date cannot be before the start date.',
  dateRangeFormat: 'Enter dates in the format MM/YYYY.',
  fileMinCount_one: 'Upload at least {{count}} file.',
  fileMinCount_other: 'Upload at least {{count}} files.',
  fileMaxCount_one: 'Upload no more than {{count}} file.',
  fileMaxCount_other: 'Upload no more than {{count}} files.',
  fileMaxSize_one: 'This file is larger than {{size}} MB: {{files}}',
  fileMaxSize_other: 'These files are larger than {{size}} MB: {{files}}',
  fileMaxTotalSize: 'The files together cannot be larger than {{size}} MB.',
  fileUpload: 'File could not be uploaded.',
  listMinCount_one: 'Add at least {{count}} item.',
  listMinCount_other: 'Add at least {{count}} items.',
  listMaxCount_one: 'Add no more than {{count}} item.',
  listMaxCount_other: 'Add no more than {{count}} items.',
} as const;

/** Where the catalogue lives in an i18n bundle: keys are `forms.validation.<key>`. */
export const FORM_MESSAGE_NAMESPACE = 'forms.validation';

type CatalogKey = keyof typeof FORM_MESSAGES;
/** A message name, without its plural suffix. */
export type FormMessageKey = CatalogKey extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Looks a message up in the reader's language, e.g. `(key, params) => i18n.t(key, params)`. Returning
 * undefined, or the key itself (i18next's answer for a missing key), falls back to English.
 */
export type Translate = (key: string, params: MessageParams) => string | undefined;

/** The message in the reader's language when a translate function knows it, else in English. */
export function formMessage(key: FormMessageKey, params: MessageParams = {}, translate?: Translate): string {
  if (translate) {
    const fullKey = `${FORM_MESSAGE_NAMESPACE}.${key}`;
    const translated = translate(fullKey, params);
    if (translated !== undefined && translated !== fullKey) return translated;
  }
  return interpolate(englishTemplate(key, params.count), params);
}

/** Fills {{name}} placeholders; unknown placeholders stay as written so a typo shows instead of vanishing. */
export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

function englishTemplate(key: FormMessageKey, count: string | number | undefined): string {
  const catalog: Readonly<Record<string, string>> = FORM_MESSAGES;
  const plural = catalog[`${key}_${count === 1 ? 'one' : 'other'}`];
  return plural ?? catalog[key] ?? key;
}
