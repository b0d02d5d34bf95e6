import { Stack } from '@chakra-ui/react';
import type { FieldProps, FieldTemplateProps, ObjectFieldTemplateProps, RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { FieldRenderer } from './FieldRenderer';

/** RJSF's frame around every field: Portico's FieldRenderer draws label, help and message itself. */
function PorticoFieldTemplate({ children }: FieldTemplateProps) {
  return children;
}

/** A step's questions, one under the other; the step title is the layout's. */
function PorticoObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Stack gap="5">{properties.map((property) => property.content)}</Stack>;
}

/** Every question of a Portico form is this RJSF field: the store-bound FieldRenderer. */
function PorticoField({ name }: FieldProps) {
  return <FieldRenderer name={name} />;
}

/** Stable objects: RJSF compares them by identity, and a new one would re-render the whole form. */
export const PORTICO_TEMPLATES: Partial<Omit<TemplatesType, 'ButtonTemplates'>> = {
  FieldTemplate: PorticoFieldTemplate,
  ObjectFieldTemplate: PorticoObjectFieldTemplate,
  ErrorListTemplate: () => null,
};

export const PORTICO_FIELDS: RegistryFieldsType = { porticoField: PorticoField };
