import type { FieldType } from '../../../schemas/generated/forms/form-definition';
import { CheckboxField } from './checkbox/CheckboxField';
import { CheckboxItemField } from './checkboxItem/CheckboxItemField';
import { CountryField } from './country/CountryField';
import { DateField } from './date/DateField';
import { DateRangeField } from './dateRange/DateRangeField';
import { createDynamicListField } from './dynamicList/DynamicListField';
import { EmailField } from './email/EmailField';
import { EmbeddedFormField } from './embeddedForm/EmbeddedFormField';
import type { FieldWidget } from './FieldWidgetProps';
import { FileUploadField } from './fileUpload/FileUploadField';
import { InfoField } from './info/InfoField';
import { InstructionField } from './instruction/InstructionField';
import { NumberField } from './number/NumberField';
import { PhoneField } from './phone/PhoneField';
import { RadioField } from './radio/RadioField';
import { SelectField } from './select/SelectField';
import { SinField } from './sin/SinField';
import { SkillSelectorField } from './skillSelector/SkillSelectorField';
import { SsnField } from './ssn/SsnField';
import { StarRatingField } from './starRating/StarRatingField';
import { StateField } from './state/StateField';
import { TextareaField } from './textarea/TextareaField';
import { TextField } from './text/TextField';

/**
 * Every field type of the spec and its widget. A type may share a widget with its alias
 * (file_upload/fileUpload, embedded_form/esignForm, select/dropdown); `satisfies` makes a type
 * missing here a compile error.
 */
export const FIELD_WIDGETS = {
  checkbox: { component: CheckboxField, labelling: 'group' },
  checkboxItem: { component: CheckboxItemField, labelling: 'self' },
  date: { component: DateField, labelling: 'input' },
  dateRange: { component: DateRangeField, labelling: 'group' },
  dropdown: { component: SelectField, labelling: 'input' },
  select: { component: SelectField, labelling: 'input' },
  dynamicList: { component: createDynamicListField(fieldWidgetFor), labelling: 'group' },
  email: { component: EmailField, labelling: 'input', dom: true },
  embedded_form: { component: EmbeddedFormField, labelling: 'group' },
  esignForm: { component: EmbeddedFormField, labelling: 'group' },
  file_upload: { component: FileUploadField, labelling: 'input' },
  fileUpload: { component: FileUploadField, labelling: 'input' },
  info: { component: InfoField, labelling: 'display' },
  instruction: { component: InstructionField, labelling: 'display' },
  number: { component: NumberField, labelling: 'input', dom: true },
  phone: { component: PhoneField, labelling: 'input' },
  radio: { component: RadioField, labelling: 'group' },
  skillSelector: { component: SkillSelectorField, labelling: 'group' },
  sin: { component: SinField, labelling: 'input', dom: true },
  ssn: { component: SsnField, labelling: 'input', dom: true },
  text: { component: TextField, labelling: 'input', dom: true },
  textarea: { component: TextareaField, labelling: 'input', dom: true },
  star_rating: { component: StarRatingField, labelling: 'group' },
  country: { component: CountryField, labelling: 'input' },
  state: { component: StateField, labelling: 'input' },
} satisfies Record<FieldType, FieldWidget>;

/**
 * The widget of a type, or undefined: a missing field component type is logged as an error and
 * nothing is rendered (error catalogue).
 */
export function fieldWidgetFor(type: string): FieldWidget | undefined {
  const widget = Object.hasOwn(FIELD_WIDGETS, type) ? (FIELD_WIDGETS as Record<string, FieldWidget>)[type] : undefined;
  if (!widget) console.error(`Portico forms: no field component for type "${type}"`);
  return widget;
}
