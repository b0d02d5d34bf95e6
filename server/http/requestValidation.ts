import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadApiSchemas } from './apiSchemas';
import { HttpError } from './HttpError';

/**
 * Request validation with two ajv instances. Query strings and path parameters arrive as text, so
 * they are coerced ('5' → 5, a lone value → a one-item list). JSON bodies are already typed: a text
 * where a list or number belongs is a client bug and is refused, never coerced.
 */
export function registerRequestValidation(app: FastifyInstance, schemas: readonly object[] = [...loadApiSchemas().values()]): void {
  const build = (coerceTypes: false | 'array') => {
    const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, strict: false });
    addFormats(ajv);
    for (const schema of schemas) ajv.addSchema(schema);
    return ajv;
  };
  const bodyAjv = build(false);
  const textAjv = build('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));

  // PostgreSQL text and jsonb cannot hold U+0000: refuse such input as invalid rather than fail later.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Routes that attach validation refuse bad input themselves, in their own words (profile_edit: 422).
    if (!request.url.startsWith('/api/') || request.routeOptions.attachValidation) return;
    if (containsNulCharacter(request.query) || containsNulCharacter(request.params) || containsNulCharacter(request.body)) {
      throw new HttpError(400, 'Invalid request: text may not contain NUL characters', 'invalid_request');
    }
  });
}

export function containsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNulCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNulCharacter(inner));
  return false;
}
