import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { loadApiSchemas } from '../../server/http/apiSchemas';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const schema of loadApiSchemas().values()) ajv.addSchema(schema);

/** Asserts that a response body matches a definition of schemas/api/<file>.schema.json. */
export function expectApiSchema(body: unknown, file: string, definition: string): void {
  const validate = ajv.getSchema(`https://portico.dev/schemas/api/${file}.schema.json#/definitions/${definition}`)!;
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}
