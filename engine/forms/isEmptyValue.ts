import type { FieldType } from '../../schemas/generated/forms/form-definition';

/**
 * Whether an answer counts as not given, the test of required. A partly filled date range or a phone
 * with a country but no number is not empty in the same way for every type, so the type decides:
 * an unticked checkbox is empty (a required checkbox must be ticked), a rating of 0 is no rating.
 */
export function isEmptyValue(value: unknown, type?: FieldType): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value) || (type === 'star_rating' && value === 0);
  if (typeof value === 'boolean') return !value && (type === 'checkbox' || type === 'checkboxItem');
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (type === 'phone') return isEmptyValue(record.number);
    if (type === 'dateRange') {
      return isEmptyValue(record.startDate) && isEmptyValue(record.endDate) && record.isCurrent !== true;
    }
    return Object.keys(record).length === 0;
  }
  return false;
}
