import dayjs from 'dayjs';
import { localDate } from '../../../engine/i18n/localDates';
import { formatList } from '../../../engine/i18n/localNumbers';
import type { CompiledField } from '../../../engine/forms/CompiledForm';
import { formatCalendarDay, parseCalendarDay } from '../../../engine/forms/calendarDay';
import { RATING_MAX } from '../../../engine/forms/formConstants';
import { isEmptyValue } from '../../../engine/forms/isEmptyValue';
import { toPhoneParts } from '../../../engine/forms/rules/phoneRule';

export interface AnswerTexts {
  readonly empty: string;
  readonly yes: string;
  readonly no: string;
  readonly current: string;
  readonly completed: string;
  /** What a confidential answer shows instead ([ CONFIDENTIAL ]). */
  readonly confidential: string;
  /** A rating's label: 1 Poor … 5 Excellent. */
  readonly rating: (stars: number) => string;
  /** The page language: lists and dates in its format (English: joined with ', ', DD MMM YYYY). */
  readonly language?: string;
}

/**
 * A question's answer as read-only text (view mode): confidential answers as [ CONFIDENTIAL ],
 * choices by their labels, dates as DD MMM YYYY, files by name, ratings by their label.
 */
export function formatAnswer(field: CompiledField, value: unknown, texts: AnswerTexts): string {
  const { definition } = field;
  if (definition.confidential) return texts.confidential;
  if (isEmptyValue(value, definition.type)) return texts.empty;
  const label = (answer: unknown) => definition.options?.choices?.find((choice) => String(choice.value) === String(answer))?.label ?? String(answer);
  switch (definition.type) {
    case 'checkboxItem':
      return value === true ? texts.yes : texts.no;
    case 'checkbox':
      return Array.isArray(value) ? formatList(value.map(label), texts.language) : value === true ? texts.yes : texts.no;
    case 'select':
    case 'dropdown':
    case 'radio':
    case 'country':
    case 'state':
      return Array.isArray(value) ? formatList(value.map(label), texts.language) : label(value);
    case 'date': {
      const day = parseCalendarDay(value);
      return day ? (localDate(dayjs(day).toDate(), texts.language, 'date') ?? formatCalendarDay(day)) : String(value);
    }
    case 'dateRange': {
      const range = value as { startDate?: string; endDate?: string; isCurrent?: boolean };
      return `${range.startDate ?? ''} – ${range.isCurrent ? texts.current : (range.endDate ?? '')}`;
    }
    case 'phone': {
      const parts = toPhoneParts(value);
      return [parts.callingCode, parts.number].filter(Boolean).join(' ');
    }
    case 'star_rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_MAX ? texts.rating(value) : String(value);
    case 'file_upload':
    case 'fileUpload':
      return Array.isArray(value)
        ? formatList(
            value.map((file: { name?: string }) => file?.name ?? ''),
            texts.language,
          )
        : '';
    case 'skillSelector':
      return Array.isArray(value) ? formatList(value.map(String), texts.language) : String(value);
    case 'embedded_form':
    case 'esignForm':
      return texts.completed;
    case 'dynamicList':
      return Array.isArray(value) ? String(value.length) : '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
