import Ajv, { type ValidateFunction } from 'ajv';
import profileApiSchema from '../../../schemas/api/profile.schema.json';
import { message, type Message } from '../../../engine/i18n/Message';
import { HttpError } from '../../http/HttpError';

/** The definitions of profile.schema.json a profile_edit value is checked against. */
export type SectionValueDefinition = 'ExperienceItem' | 'EducationItem' | 'LinkItem' | 'BasicInfo' | 'Tag';

// Its own Ajv: unlike Fastify's request validation it must neither coerce nor drop unknown keys, so a
// wrong value is refused (422) rather than silently stored half-right.
const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, removeAdditional: false });
ajv.addSchema(profileApiSchema);
const validators = new Map<SectionValueDefinition, ValidateFunction>();

/**
 * A refused profile edit (422), by key (home.refusal.profileEdit.*, or the field's own message): the
 * portal shows it in the page's language. What the profile editor sends never meets the generic one
 * (it checks first); a client that sends a malformed edit gets it, naming no internals.
 */
export const invalidProfileEdit = (why: Message = message('home.refusal.profileEdit.invalid')) => new HttpError(422, why, 'invalid_profile_edit');

/** Checks a value against its definition; a mismatch is a 422. */
export function validateSectionValue<T>(definition: SectionValueDefinition, value: unknown): T {
  let validate = validators.get(definition);
  if (!validate) {
    validate = ajv.getSchema(`${profileApiSchema.$id}#/definitions/${definition}`)!;
    validators.set(definition, validate);
  }
  if (!validate(value)) {
    // The one refusal a candidate can cause by typing (an emptied first name) says so; the rest are malformed edits.
    throw invalidProfileEdit(validate.errors?.[0]?.instancePath === '/first_name' ? message('home.refusal.profileEdit.firstNameRequired') : undefined);
  }
  return value as T;
}
