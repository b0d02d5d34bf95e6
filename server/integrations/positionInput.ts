import type { default as Ajv, ValidateFunction } from 'ajv';
import { createAjv } from '../../engine/config/createAjv';
import { describeAjvError } from '../../engine/config/describeAjvError';
import type { ConfigError } from '../../engine/config/ConfigError';
import integrationsSchema from '../../schemas/api/integrations.schema.json';
import type { EmploymentType, PositionInput } from '../../schemas/generated/api/integrations';
import type { Insertable } from 'kysely';
import type { PositionsTable } from '../db/Database';

/** The employment types positions are stored with (the search filter's values): the integration schema's EmploymentType. */
const EMPLOYMENT_TYPES = integrationsSchema.definitions.EmploymentType.enum as readonly EmploymentType[];

/** "Full time", "Full-time", "FULL_TIME" and "full time" are full_time: the spellings ATSs and the search filters show. */
export function employmentTypeOf(text: string): EmploymentType | undefined {
  const folded = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (EMPLOYMENT_TYPES as readonly string[]).includes(folded) ? (folded as EmploymentType) : undefined;
}

let ajv: Ajv | undefined;

/** A definition of the integration schema as an Ajv check, compiled on first use. */
function schemaCheck(definition: keyof typeof integrationsSchema.definitions): ValidateFunction {
  if (!ajv) {
    ajv = createAjv({ useDefaults: false });
    ajv.addSchema(integrationsSchema);
  }
  return ajv.getSchema(`${integrationsSchema.$id}#/definitions/${definition}`)!;
}

/** A body as the integration schema's definition says, or its errors by JSON pointer under `at`. */
export function checkIntegrationSchema<T>(
  definition: keyof typeof integrationsSchema.definitions,
  input: unknown,
  at = '',
): { ok: true; value: T } | { ok: false; errors: ConfigError[] } {
  const validate = schemaCheck(definition);
  if (!validate(input)) return { ok: false, errors: (validate.errors ?? []).map((error) => describeAjvError(error, input, at)) };
  return { ok: true, value: input as T };
}

/** An ATS id as the ExternalId schema says (a bulk item's, checked on its own like its fields). */
export const isExternalId = (value: unknown): value is string => schemaCheck('ExternalId')(value);

/** A position as sent, checked against PositionInput and the rules the schema cannot say; its errors by JSON pointer under `at`. */
export function checkPositionInput(input: unknown, at = ''): { ok: true; position: PositionInput } | { ok: false; errors: ConfigError[] } {
  const checked = checkIntegrationSchema<PositionInput>('PositionInput', input, at);
  if (!checked.ok) return checked;
  const position = checked.value;
  const errors: ConfigError[] = [];
  if (position.employmentType !== undefined && !employmentTypeOf(position.employmentType))
    errors.push({ pointer: `${at}/employmentType`, message: `must be one of ${EMPLOYMENT_TYPES.join(', ')} (or "Full time" and the like)` });
  if (position.salaryMin !== undefined && position.salaryMax !== undefined && position.salaryMin > position.salaryMax)
    errors.push({ pointer: `${at}/salaryMax`, message: 'must be at least salaryMin' });
  if ((position.salaryMin !== undefined || position.salaryMax !== undefined) && position.currency === undefined)
    errors.push({ pointer: `${at}/currency`, message: 'is required with a salary' });
  if ((position.latitude === undefined) !== (position.longitude === undefined))
    errors.push({ pointer: `${at}/${position.latitude === undefined ? 'latitude' : 'longitude'}`, message: 'latitude and longitude come together' });
  if (position.postedAt && position.validThrough && Date.parse(position.validThrough) <= Date.parse(position.postedAt))
    errors.push({ pointer: `${at}/validThrough`, message: 'must be after postedAt' });
  return errors.length ? { ok: false, errors } : { ok: true, position };
}

/** A position's row from its input (description already sanitized); a new one is posted now unless it says when. */
export function positionRow(
  domain: string,
  externalId: string,
  input: PositionInput,
  description: string,
  now: Date,
): Omit<Insertable<PositionsTable>, 'posted_at'> & { posted_at?: string | Date } {
  const remote = input.remote === true;
  const place = [input.city, input.region, input.country].filter(Boolean).join(', ');
  return {
    domain,
    external_id: externalId,
    title: input.title.trim(),
    description,
    department: input.department?.trim() || 'General',
    employment_type: input.employmentType ? employmentTypeOf(input.employmentType)! : 'full_time',
    city: input.city?.trim() || null,
    region: input.region?.trim() || null,
    country: input.country ?? null,
    location: remote ? `Remote${input.country ? ` (${input.country})` : ''}` : place || 'Unspecified',
    lat: input.latitude ?? null,
    lng: input.longitude ?? null,
    is_remote: remote,
    skills: JSON.stringify(input.skills ?? []),
    salary_min: input.salaryMin ?? null,
    salary_max: input.salaryMax ?? null,
    currency: input.currency ?? null,
    ...(input.postedAt ? { posted_at: input.postedAt } : {}),
    valid_through: input.validThrough ?? null,
    closed_at: input.validThrough && Date.parse(input.validThrough) <= now.getTime() ? now : null,
  };
}
