import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import profileApiSchema from '../../../schemas/api/profile.schema.json';
import { HttpError } from '../../http/HttpError';

/** The definitions of profile.schema.json a profile_edit value is checked against. */
export type SectionValueDefinition = 'ExperienceItem' | 'EducationItem' | 'LinkItem' | 'BasicInfo' | 'Tag';

// Its own Ajv: unlike Fastify's request validation it must neither coerce nor drop unknown keys, so a
// wrong value is refused (422) rather than silently stored half-right.
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, removeAdditional: false });
ajv.addSchema(profileApiSchema);
const validators = new Map<SectionValueDefinition, ValidateFunction>();

export const invalidProfileEdit = (message: string) => new HttpError(422, message, 'invalid_profile_edit');

function describe(error: ErrorObject, where: string): string {
  const path = `${where}${error.instancePath.replace(/\//g, '.')}`;
  if (error.keyword === 'additionalProperties')
    return `${path} has an unknown field ${String((error.params as { additionalProperty?: string }).additionalProperty)}`;
  if (error.keyword === 'required') return `${path}.${String((error.params as { missingProperty?: string }).missingProperty)} is required`;
  return `${path} ${error.message ?? 'is invalid'}`;
}

/** Checks a value against its definition; a mismatch is a 422 that names the field. */
export function validateSectionValue<T>(definition: SectionValueDefinition, value: unknown, where = 'op_data.value'): T {
  let validate = validators.get(definition);
  if (!validate) {
    validate = ajv.getSchema(`${profileApiSchema.$id}#/definitions/${definition}`)!;
    validators.set(definition, validate);
  }
  if (!validate(value)) throw invalidProfileEdit(describe(validate.errors![0]!, where));
  return value as T;
}
