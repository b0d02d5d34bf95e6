import dayjs from 'dayjs';

/** Default date display format DD MMM YYYY (spec constants). */
export const DATE_FORMAT = 'DD MMM YYYY';

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(`${DATE_FORMAT}, HH:mm`) : '';
}
