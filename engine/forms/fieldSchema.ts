import type { PageField } from './PageFormDefinition';

/** A JSON Schema (draft-07) object, as @rjsf/core takes it. */
export type RjsfSchema = { readonly [keyword: string]: unknown };
/** An @rjsf/core uiSchema. */
export type RjsfUiSchema = { readonly [key: string]: unknown };

/**
 * The JSON Schema of one question's answer. It describes shapes only (types, titles, defaults), no
 * limits or required lists: validation is Portico's own (validateForm), with the spec's messages,
 * and depends on visibility, which a static schema cannot express without the if/then that makes
 * plain RJSF slow on large forms.
 */
export function toFieldSchema(field: PageField): RjsfSchema {
  const schema: Record<string, unknown> = { ...valueSchema(field), title: field.label };
  if (field.help !== undefined) schema.description = field.help;
  if (field.defaultValue !== undefined) schema.default = field.defaultValue;
  if (field.readonly) schema.readOnly = true;
  return schema;
}

/**
 * The uiSchema of one question: `ui:widget` is the Portico field type; questions whose answer is not a
 * single value (or that have none) also name it as `ui:field`, since RJSF only hands primitive values
 * to widgets. `ui:options` carries everything the widget shows.
 */
export function toFieldUiSchema(field: PageField, pointer: string): RjsfUiSchema {
  const options: Record<string, unknown> = { label: field.label, pointer };
  const copied = [
    'ariaLabel',
    'help',
    'placeholder',
    'description',
    'image',
    'options',
    'readonly',
    'confidential',
    'required',
    'hidden',
    'newItem',
    'layout',
    'enableFrom',
    'enableUntil',
    'minLength',
    'maxLength',
  ] as const;
  for (const key of copied) if (field[key] !== undefined) options[key] = field[key];
  if (field.rules?.some((rule) => rule.type === 'required')) options.required = true;
  const ui: Record<string, unknown> = { 'ui:widget': field.type, 'ui:options': options };
  const valueType = valueSchema(field).type;
  if (valueType === 'object' || valueType === 'array' || valueType === 'null') ui['ui:field'] = field.type;
  if (field.type === 'dynamicList' && Array.isArray(field.items)) {
    ui.items = {
      'ui:order': field.items.map((item) => item.name),
      ...Object.fromEntries(field.items.map((item, index) => [item.name, toFieldUiSchema(item, `${pointer}/items/${index}`)])),
    };
  }
  return ui;
}

/** The shape of one question's answer (type, items, properties), as toFieldSchema describes it; validateDraft holds drafts to it. */
export function valueSchema(field: PageField): Record<string, unknown> {
  switch (field.type) {
    case 'info':
    case 'instruction':
      return { type: 'null' };
    case 'number':
      return { type: 'number' };
    case 'star_rating':
      return { type: 'integer' };
    case 'checkboxItem':
      return { type: 'boolean' };
    case 'checkbox':
      return field.options?.choices?.length || field.options?.apiEndpoint
        ? { type: 'array', items: choiceSchema(field), uniqueItems: true }
        : { type: 'boolean' };
    case 'select':
    case 'dropdown':
    case 'radio':
      return field.options?.multiple ? { type: 'array', items: choiceSchema(field), uniqueItems: true } : choiceSchema(field);
    case 'date':
      return { type: 'string', format: 'date' };
    case 'dateRange':
      return {
        type: 'object',
        properties: { startDate: { type: 'string' }, endDate: { type: 'string' }, isCurrent: { type: 'boolean' } },
      };
    case 'phone':
      return {
        type: 'object',
        properties: { countryCode: { type: 'string' }, callingCode: { type: 'string' }, number: { type: 'string' } },
      };
    case 'file_upload':
    case 'fileUpload':
      return { type: 'array', items: FILE_SCHEMA };
    case 'skillSelector':
      return { type: 'array', items: { type: 'string' } };
    case 'dynamicList':
      return {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries((field.items ?? []).map((item) => [item.name, toFieldSchema(item)])),
        },
      };
    case 'embedded_form':
    case 'esignForm':
      return { type: 'object' };
    default:
      return { type: 'string' };
  }
}

const FILE_SCHEMA = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    name: { type: 'string' },
    size: { type: 'number' },
    type: { type: 'string' },
    lastModified: { type: 'number' },
    webkitRelativePath: { type: 'string' },
    content: { type: 'string' },
    status: { type: 'string' },
    previewUrl: { type: 'string' },
  },
};

/** Options fetched from an endpoint are text; fixed choices keep the type their values share. */
function choiceSchema(field: PageField): Record<string, unknown> {
  const values = (field.options?.choices ?? []).map((choice) => choice.value);
  if (values.length > 0 && values.every((value) => typeof value === 'number')) return { type: 'number' };
  if (values.length > 0 && values.every((value) => typeof value === 'boolean')) return { type: 'boolean' };
  return { type: 'string' };
}
