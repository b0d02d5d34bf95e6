import type { ErrorObject } from 'ajv';
import { closestMatch } from './closestMatch';
import { joinPointer, type ConfigError } from './ConfigError';

/** LocalizedText's schema (employer-config.schema.json): a string, or a map of texts by language. */
const isLocalizedTextSchema = (schema: unknown): boolean => {
  const anyOf = (schema as { anyOf?: { type?: unknown; $ref?: unknown }[] } | undefined)?.anyOf;
  return Array.isArray(anyOf) && anyOf.length === 2 && anyOf[0]?.type === 'string' && String(anyOf[1]?.$ref).endsWith('LocalizedTextMap');
};

/**
 * The ajv errors worth showing, in order: not the wrappers ("must match a schema in anyOf", "must
 * match then/else"), and for a text by language (LocalizedText) only the branch the value took: a
 * number where a text belongs "should be a string", a map with a wrong key names that key, not both.
 */
export function reportableAjvErrors(errors: readonly ErrorObject[], root: unknown): ErrorObject[] {
  const texts = new Set(errors.filter((error) => error.keyword === 'anyOf' && isLocalizedTextSchema(error.parentSchema)).map((error) => error.instancePath));
  return errors.filter((error) => {
    if (error.keyword === 'if') return false;
    if (!texts.has(error.instancePath)) return true;
    if (error.keyword === 'anyOf') return false;
    const value = valueAt(root, error.instancePath);
    const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
    // The other branch's complaint: a map is no string, a text is no map.
    if (error.keyword === 'type') return String((error.params as { type?: unknown }).type) === (isMap ? 'object' : 'string');
    return isMap;
  });
}

/**
 * Turns one ajv error into a ConfigError a consultant can act on: the pointer names the exact
 * property (for unknown or missing properties, the property itself), the message says what was
 * expected and what was found.
 */
export function describeAjvError(error: ErrorObject, root: unknown, basePointer = ''): ConfigError {
  const at = basePointer + error.instancePath;
  const found = valueAt(root, error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: joinPointer(at, String(params.missingProperty)),
        message: `is required but missing`,
      };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
      const suggestion = closestMatch(name, known);
      return {
        pointer: joinPointer(at, name),
        message:
          `is not a known property here` +
          (suggestion ? ` (did you mean "${suggestion}"?)` : '') +
          (known.length ? `; known properties: ${known.join(', ')}` : ''),
      };
    }
    case 'type':
      return { pointer: at, message: `should be ${article(String(params.type))}, but is ${describeValue(found)}` };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const suggestion = typeof found === 'string' ? closestMatch(found, (params.allowedValues as unknown[]).map(String)) : undefined;
      return {
        pointer: at,
        message: `should be one of ${allowed.join(', ')}, but is ${describeValue(found)}` + (suggestion ? ` (did you mean "${suggestion}"?)` : ''),
      };
    }
    case 'const':
      return { pointer: at, message: `should be ${JSON.stringify(params.allowedValue)}, but is ${describeValue(found)}` };
    case 'pattern': {
      const description = error.parentSchema?.description;
      return {
        pointer: at,
        message: `${describeValue(found)} is not in the expected format` + (description ? ` (${description})` : ` (pattern ${String(params.pattern)})`),
      };
    }
    case 'minLength':
      return { pointer: at, message: params.limit === 1 ? 'should not be empty' : `should be at least ${String(params.limit)} characters long` };
    case 'maxLength':
      return { pointer: at, message: `should be at most ${String(params.limit)} characters long` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' }[error.keyword];
      return { pointer: at, message: `should be ${words} ${String(params.limit)}, but is ${describeValue(found)}` };
    }
    case 'minItems':
      return { pointer: at, message: `should list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { pointer: at, message: `should list at most ${String(params.limit)} items` };
    case 'uniqueItems':
      return { pointer: at, message: `should not repeat items (items ${String(params.j)} and ${String(params.i)} are the same)` };
    case 'propertyNames': {
      const name = String(params.propertyName);
      return { pointer: joinPointer(at, name), message: `"${name}" is not an allowed key here` };
    }
    default:
      return { pointer: at, message: error.message ?? `fails the ${error.keyword} rule` };
  }
}

function article(type: string): string {
  return type
    .split(',')
    .map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`))
    .join(' or ');
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

function valueAt(root: unknown, instancePath: string): unknown {
  if (!instancePath) return root;
  return instancePath
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, token) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined), root);
}
