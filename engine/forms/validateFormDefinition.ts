import type { ValidateFunction } from 'ajv';
import formDefinitionSchema from '../../schemas/forms/form-definition.schema.json';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { ConfigError } from '../config/ConfigError';
import { createAjv } from '../config/createAjv';
import { describeAjvError, reportableAjvErrors } from '../config/describeAjvError';
import type { CompiledForm } from './CompiledForm';
import { compileForm } from './compileForm';
import { localizedDefinition } from './localizedForm';

export const FORM_DEFINITION_SCHEMA_ID = 'https://portico.dev/schemas/forms/form-definition.schema.json';

export type FormDefinitionResult =
  | { readonly ok: true; readonly form: CompiledForm; readonly definition: FormDefinition; readonly errors: readonly [] }
  | { readonly ok: false; readonly form: CompiledForm | undefined; readonly errors: readonly ConfigError[] };

let validate: ValidateFunction | undefined;

/**
 * The full check of a form definition, for the server, config:check and tests: the JSON Schema
 * (shapes, enums, formats) and the compiler's checks (names, references, cycles, rules, options).
 * Every error names a JSON Pointer into the definition. Where both report the same place, the
 * compiler's message is kept: it knows the form (did-you-mean among the form's own fields).
 */
export function validateFormDefinition(raw: unknown): FormDefinitionResult {
  validate ??= createValidator();
  // Ajv fills in defaults; the caller's object stays as it was.
  const definition = structuredClone(raw);
  const schemaErrors = validate(definition) ? [] : reportableAjvErrors(validate.errors ?? [], definition).map((error) => describeAjvError(error, definition));
  let form: CompiledForm | undefined;
  let compileErrors: readonly ConfigError[] = [];
  if (typeof definition === 'object' && definition !== null && !Array.isArray(definition)) {
    try {
      ({ form, errors: compileErrors } = compileChecks(definition as FormDefinition));
    } catch (error) {
      // Only a definition the schema already refuses can get here; its schema errors say why.
      compileErrors = schemaErrors.length ? [] : [{ pointer: '', message: `cannot be compiled: ${error instanceof Error ? error.message : String(error)}` }];
    }
  }
  const compiled = new Set(compileErrors.map((error) => error.pointer));
  const errors = dedupe([...schemaErrors.filter((error) => !compiled.has(error.pointer)), ...compileErrors]);
  errors.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
  if (errors.length === 0 && form) return { ok: true, form, definition: definition as FormDefinition, errors: [] };
  return { ok: false, form, errors };
}

/** The checks do not read texts: the form compiles with them in English (else the first language given). */
function compileChecks(definition: FormDefinition) {
  return compileForm(localizedDefinition(definition, 'en'));
}

/**
 * A definition validateFormDefinition accepted before, as it gave it (`definition`, the schema's
 * defaults applied): compiled again without the schema pass, to the same form.
 */
export function compileAcceptedDefinition(definition: FormDefinition): CompiledForm {
  return compileChecks(definition).form;
}

function createValidator(): ValidateFunction {
  const ajv = createAjv();
  // createAjv may come to register the form schema itself; adding an $id twice throws.
  if (!ajv.getSchema(FORM_DEFINITION_SCHEMA_ID)) ajv.addSchema(formDefinitionSchema);
  const compiled = ajv.getSchema(FORM_DEFINITION_SCHEMA_ID);
  if (!compiled) throw new Error(`the schema ${FORM_DEFINITION_SCHEMA_ID} is not registered`);
  return compiled;
}

function dedupe(errors: ConfigError[]): ConfigError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.pointer}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
