// TEMP STUB
import type { FieldDefinition, FieldRule } from '../../schemas/generated/forms/form-definition';
export function RulesEditor(_props: {
  field: FieldDefinition;
  onChange: (rules: FieldRule[] | undefined) => void;
  dateQuestions: readonly { name: string; label: string }[];
  problems: readonly { pointer: string; message: string }[];
  idPrefix: string;
}) {
  return null;
}
