import dayjs from 'dayjs';
import { localDate } from '../../engine/i18n/localDates';

/** Default date display format DD MMM YYYY (spec constants). */
export const DATE_FORMAT = 'DD MMM YYYY';

/** A date in the page language: the spec's DD MMM YYYY in English, the language's own format in another. */
export function formatDate(value: string | null | undefined, language?: string): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? (localDate(date.toDate(), language, 'date') ?? date.format(DATE_FORMAT)) : '';
}

export function formatDateTime(value: string | null | undefined, language?: string): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? (localDate(date.toDate(), language, 'dateTime') ?? date.format(`${DATE_FORMAT}, HH:mm`)) : '';
}
