import type { CompiledField, CompiledForm } from './CompiledForm';
import { CHOICE_TYPES, DISPLAY_ONLY_TYPES } from './fieldTypes';
import { valueSchema } from './fieldSchema';
import { formMessage } from './formMessages';
import { DEFAULT_COUNTRY_CODE } from './formConstants';
import { isEmptyValue } from './isEmptyValue';
import type { RuleContext } from './rules/RuleContext';
import type { SubmissionResult } from './validateSubmission';
import type { FormErrors, ValidateFormOptions } from './validateForm';

/**
 * The server's check of a draft, the answers saved as the candidate types. A draft may be incomplete
 * and half typed: required questions unanswered, an email without its domain, a number still being
 * written, a date outside its window; those wait for the submission (validateSubmission). What every
 * stored answer must do is fit its question: be the kind of value the question's type holds (the shape
 * toFieldSchema describes: text, a number, a list of finished uploads, entries of the list's own
 * questions), and stay within the form's upper bounds (CompiledField.draftValidators: maxLength,
 * maxValue, file sizes and counts, one of the fixed choices). Names the form does not have are dropped,
 * at the top and inside list entries and answers made of parts (a phone, a date range); so are answers
 * of text items. Hidden questions keep their answers, as the page does, and are held to the same bounds.
 */
export function validateDraft(form: CompiledForm, submitted: unknown, options: Omit<ValidateFormOptions, 'visibleOnly' | 'only'>): SubmissionResult {
  const raw = isRecord(submitted) ? submitted : {};
  const data: Record<string, unknown> = {};
  const errors: FormErrors = {};
  for (const name of form.fieldNames) {
    const field = form.fields.get(name);
    if (!field || !Object.hasOwn(raw, name) || DISPLAY_ONLY_TYPES.has(field.definition.type)) continue;
    const shaped = shapeAnswer(field, raw[name]);
    if (!shaped.ok) {
      errors[name] = formMessage('invalidValue', {}, options.translate);
      continue;
    }
    data[name] = shaped.value;
  }
  for (const [name, value] of Object.entries(data)) {
    const field = form.fields.get(name)!;
    const message = checkBounds(field, value, { ...options, values: data });
    if (message !== undefined) errors[name] = message;
    else if (field.definition.type === 'dynamicList' && Array.isArray(value)) Object.assign(errors, checkEntries(field, value, { ...options, values: data }));
  }
  return { ok: Object.keys(errors).length === 0, data, errors };
}

type BoundContext = Omit<ValidateFormOptions, 'visibleOnly' | 'only'> & { values: Record<string, unknown> };

function checkBounds(field: CompiledField, value: unknown, options: BoundContext): string | undefined {
  if (isEmptyValue(value, field.definition.type) && !Array.isArray(value)) return undefined;
  const context: RuleContext = {
    values: options.values,
    field: field.definition,
    now: options.now,
    defaultCountry: options.defaultCountry ?? DEFAULT_COUNTRY_CODE,
    translate: options.translate,
  };
  for (const validator of field.draftValidators) {
    const message = validator(value, context);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** The bounds of each entry's questions, keyed `list.index.field` like validateListEntries. */
function checkEntries(list: CompiledField, entries: unknown[], options: BoundContext): FormErrors {
  const errors: FormErrors = {};
  entries.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    for (const field of list.itemFields) {
      if (!Object.hasOwn(entry, field.name)) continue;
      const message = checkBounds(field, entry[field.name], options);
      if (message !== undefined) errors[`${list.name}.${index}.${field.name}`] = message;
    }
  });
  return errors;
}

type Shaped = { ok: true; value: unknown } | { ok: false };

/** A question's answer cut to its shape; a list's entries keep only the list's own questions, each cut to its shape. */
function shapeAnswer(field: CompiledField, value: unknown): Shaped {
  const { type } = field.definition;
  if (type !== 'dynamicList') return fitShape(valueSchema(field.definition), value, CHOICE_TYPES.has(type) || type === 'checkbox');
  if (value === null) return { ok: true, value };
  if (!Array.isArray(value)) return { ok: false };
  const entries: Record<string, unknown>[] = [];
  for (const entry of value) {
    if (!isRecord(entry)) return { ok: false };
    const kept: Record<string, unknown> = {};
    for (const item of field.itemFields) {
      if (!Object.hasOwn(entry, item.name) || DISPLAY_ONLY_TYPES.has(item.definition.type)) continue;
      const shaped = shapeAnswer(item, entry[item.name]);
      if (!shaped.ok) return shaped;
      kept[item.name] = shaped.value;
    }
    entries.push(kept);
  }
  return { ok: true, value: entries };
}

/**
 * The answer cut to its schema's shape: a value of the schema's type; in an object only the listed
 * properties (an object schema without a list, an embedded form's answer, is kept as is); in a list
 * every item. A choice may be text, a number or true/false (choices compare as text). A number
 * question also takes text: the page keeps what is typed until it reads as a number. null clears.
 */
function fitShape(schema: Record<string, unknown>, value: unknown, choice = false): Shaped {
  if (value === null) return { ok: true, value };
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean': {
      const kinds = choice
        ? ['string', 'number', 'boolean']
        : schema.type === 'number'
          ? ['number', 'string']
          : [schema.type === 'integer' ? 'number' : schema.type];
      return kinds.includes(typeof value) && (typeof value !== 'number' || Number.isFinite(value)) ? { ok: true, value } : { ok: false };
    }
    case 'array': {
      if (!Array.isArray(value)) return { ok: false };
      const items = isRecord(schema.items) ? schema.items : undefined;
      const kept: unknown[] = [];
      for (const item of value) {
        const shaped = items ? fitShape(items, item, choice) : ({ ok: true, value: item } as const);
        if (!shaped.ok) return shaped;
        kept.push(shaped.value);
      }
      return { ok: true, value: kept };
    }
    case 'object': {
      if (!isRecord(value)) return { ok: false };
      if (!isRecord(schema.properties)) return { ok: true, value };
      const kept: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        if (!Object.hasOwn(value, key) || !isRecord(property)) continue;
        const shaped = fitShape(property, value[key]);
        if (!shaped.ok) return shaped;
        kept[key] = shaped.value;
      }
      return { ok: true, value: kept };
    }
    default:
      return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
