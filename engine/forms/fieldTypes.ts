import type { FieldType } from '../../schemas/generated/forms/form-definition';

/** Every field type of the spec, in the schema's order. */
export const FIELD_TYPES: readonly FieldType[] = [
  'checkbox',
  'checkboxItem',
  'date',
  'dateRange',
  'dropdown',
  'select',
  'dynamicList',
  'email',
  'embedded_form',
  'esignForm',
  'file_upload',
  'fileUpload',
  'info',
  'instruction',
  'number',
  'phone',
  'radio',
  'skillSelector',
  'sin',
  'ssn',
  'text',
  'textarea',
  'star_rating',
  'country',
  'state',
];

/** Text items: nothing to answer, never validated, submitted or counted as new questions. */
export const DISPLAY_ONLY_TYPES: ReadonlySet<FieldType> = new Set(['info', 'instruction']);

/** Choice questions that cannot work without options.choices or options.apiEndpoint. */
export const CHOICE_TYPES: ReadonlySet<FieldType> = new Set(['select', 'dropdown', 'radio']);

/** An embedded form or e-signature shown in a frame (options.widgetUrl and options.widgetId). */
export const EMBEDDED_TYPES: ReadonlySet<FieldType> = new Set(['embedded_form', 'esignForm']);

export const FILE_TYPES: ReadonlySet<FieldType> = new Set(['file_upload', 'fileUpload']);

/** Types whose answer is typed text, trimmed on blur and measured in characters. */
export const TEXT_TYPES: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'email', 'ssn', 'sin']);

export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && (FIELD_TYPES as readonly string[]).includes(type);
}
