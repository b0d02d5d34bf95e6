import profileApiSchema from '../../../schemas/api/profile.schema.json';
import type { EntryField } from './EntryForm';

type Definitions = typeof profileApiSchema.definitions;
type EntryDefinition = 'BasicInfo' | 'ExperienceItem' | 'EducationItem' | 'LinkItem';

/**
 * A field of a profile entry whose limits come from the schema the server checks edits against
 * (schemas/api/profile.schema.json): required when the text must not be empty (minLength), and the
 * longest text it takes (maxLength). Changing the schema changes the form.
 */
export function schemaField<D extends EntryDefinition>(
  definition: D,
  name: keyof Definitions[D]['properties'] & string,
  label: string,
  kind: EntryField['kind'],
  options: Pick<EntryField, 'wide'> = {},
): EntryField {
  const properties: Record<string, object> = profileApiSchema.definitions[definition].properties;
  const { minLength, maxLength } = (properties[name] ?? {}) as { minLength?: unknown; maxLength?: unknown };
  return {
    name,
    label,
    kind,
    ...options,
    ...(typeof minLength === 'number' && minLength > 0 ? { required: true } : {}),
    ...(typeof maxLength === 'number' ? { maxLength } : {}),
  };
}
