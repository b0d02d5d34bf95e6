import type { FieldDefinition, FieldType } from '../../schemas/generated/forms/form-definition';
import { TEXT_TYPES } from './fieldTypes';

/**
 * The answer as it is kept when the candidate leaves the input: typed text is trimmed (text,
 * textarea, email, ssn, sin, number typed as text, and a phone's number), in each entry of a
 * repeating list too (`items`, its questions). Other answers are returned unchanged, the same object,
 * so nothing re-renders for nothing.
 */
export function normalizeOnBlur(type: FieldType, value: unknown, items?: readonly Pick<FieldDefinition, 'name' | 'type' | 'items'>[]): unknown {
  if (type === 'dynamicList' && Array.isArray(value) && items?.length) {
    let changed = false;
    const entries = value.map((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return entry;
      const answers = entry as Record<string, unknown>;
      let next: Record<string, unknown> | undefined;
      for (const item of items) {
        if (!Object.hasOwn(answers, item.name)) continue;
        const normalized = normalizeOnBlur(item.type, answers[item.name], item.items);
        if (normalized !== answers[item.name]) (next ??= { ...answers })[item.name] = normalized;
      }
      if (!next) return entry;
      changed = true;
      return next;
    });
    return changed ? entries : value;
  }
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
