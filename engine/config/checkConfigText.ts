import { FORM_DEFINITION_SCHEMA_ID, validateFormDefinition } from '../forms/validateFormDefinition';
import type { ConfigError } from './ConfigError';
import { parseConfigText } from './parseConfigText';
import { validateEmployerConfig } from './validateEmployerConfig';
import { isObject } from './widgetNodeLists';

type ConfigFileKind = 'employer config' | 'form definition';

/**
 * Checks one config file's text as what it says it is: a form definition when its `$schema` names
 * the form definition schema (by its $id or a path ending in form-definition.schema.json, as
 * configs/forms/<domain>/*.json do), else an employer config.
 */
export function checkConfigText(text: string): { kind: ConfigFileKind; errors: readonly ConfigError[] } {
  const parsed = parseConfigText(text);
  if (!parsed.ok) return { kind: 'employer config', errors: [parsed.error] };
  if (isFormDefinitionFile(parsed.raw)) return { kind: 'form definition', errors: validateFormDefinition(parsed.raw).errors };
  return { kind: 'employer config', errors: validateEmployerConfig(parsed.raw).errors };
}

/** Whether a parsed config file says it is a form definition (its `$schema`); config:import sorts files with it too. */
export function isFormDefinitionFile(raw: unknown): boolean {
  const schema = isObject(raw) ? raw.$schema : undefined;
  return typeof schema === 'string' && (schema === FORM_DEFINITION_SCHEMA_ID || /(^|\/)form-definition\.schema\.json$/.test(schema));
}
