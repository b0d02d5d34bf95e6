import type { FieldType } from '../../schemas/generated/forms/form-definition';
import { TEXT_TYPES } from './fieldTypes';

/**
 * The answer as it is kept when the candidate leaves the input: typed text is trimmed (text,
 * textarea, email, ssn, sin, number typed as text, and a phone's number). Other answers are returned
 * unchanged, the same object, so nothing re-renders for nothing.
 */
export function normalizeOnBlur(type: FieldType, value: unknown): unknown {
  if (typeof value === 'string' && (TEXT_TYPES.has(type) || type === 'number' || type === 'phone')) {
    const trimmed = value.trim();
    return trimmed === value ? value : trimmed;
  }
  if (type === 'phone' && typeof value === 'object' && value !== null) {
    const phone = value as { number?: unknown };
    if (typeof phone.number === 'string' && phone.number.trim() !== phone.number) return { ...phone, number: phone.number.trim() };
  }
  return value;
}
