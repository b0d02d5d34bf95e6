import { disabledByCurrent, type EntryField, type EntryValues } from './EntryForm';

/** The form values of an entry, from its fields: a text ('' when absent, a year as text), a checkbox's boolean. */
export function toEntryValues(fields: readonly EntryField[], entry: object | undefined): EntryValues {
  const source = (entry ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map(({ name, kind }) => {
      const value = source[name];
      if (kind === 'checkbox') return [name, value === true];
      return [name, typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''];
    }),
  );
}

/**
 * The entry profile_edit gets from the form values: texts trimmed, a year as a number, a checkbox as a
 * boolean; empty fields, and an end date while the role is current, are left out.
 */
export function fromEntryValues(fields: readonly EntryField[], values: EntryValues): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const { name, kind } of fields) {
    const value = values[name];
    if (kind === 'checkbox') entry[name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '' && !disabledByCurrent(name, values))
      entry[name] = kind === 'year' ? Number(value.trim()) : value.trim();
  }
  return entry;
}
