import dayjs from 'dayjs';
import { localDate } from '../i18n/localDates';

/** Offer dates show as MM/DD/YYYY (spec section 9). */
export const OFFER_DATE_FORMAT = 'MM/DD/YYYY';

/** What the offer rules accept as a moment: an ISO string from the API or a Date from the database. */
export type OfferDate = string | Date;

/** The date in the offer format (the viewer's local day; MM/DD/YYYY in English, the language's own numeric date in another), or '' when there is none or it is invalid. */
export function formatOfferDate(date: OfferDate | null | undefined, language?: string): string {
  if (date === null || date === undefined || date === '') return '';
  const parsed = dayjs(date);
  return parsed.isValid() ? (localDate(parsed.toDate(), language, 'numeric') ?? parsed.format(OFFER_DATE_FORMAT)) : '';
}

/** True when the moment has come: expiry is derived from expires_at compared with the current time (section 5). */
export function isPast(date: OfferDate | null | undefined, now: Date): boolean {
  if (date === null || date === undefined || date === '') return false;
  const parsed = dayjs(date);
  return parsed.isValid() && !parsed.isAfter(now);
}
