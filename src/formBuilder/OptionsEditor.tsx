// TEMP STUB
import type { FieldDefinition, FieldOptions } from '../../schemas/generated/forms/form-definition';
export function OptionsEditor(_props: {
  field: FieldDefinition;
  onChange: (options: FieldOptions | undefined) => void;
  otherQuestions: readonly { name: string; label: string }[];
  idPrefix: string;
}) {
  return null;
}
