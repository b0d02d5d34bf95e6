import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadApiSchemas } from './apiSchemas';
import { HttpError } from './HttpError';
import { lazyValidators } from './lazySchemaCompilers';
import { isApiRoute } from './routePolicy';

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
  // Each compiled when a request first needs it (lazySchemaCompilers.ts): the start builds none.
  const bodyAjv = build(false);
  const textAjv = build('array');
  const bodyValidator = lazyValidators((schema) => bodyAjv.compile(schema as object));
  const textValidator = lazyValidators((schema) => textAjv.compile(schema as object));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyValidator : textValidator)(schema));

  // JSON bodies are parsed as before, then refused when nested deeper than any request of Portico's needs
  // (a 10,000-deep body would otherwise reach code that walks it recursively).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      if (nestingDepth(value) > MAX_JSON_DEPTH)
        return done(new HttpError(400, `Invalid request: JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`, 'invalid_request'));
      done(null, value);
    });
  });

  // PostgreSQL text and jsonb cannot hold U+0000: refuse such input as invalid rather than fail later.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // Routes that attach validation refuse bad input themselves, in their own words (profile_edit: 422).
    if (!isApiRoute(request) || request.routeOptions.attachValidation) return;
    if (containsNulCharacter(request.query) || containsNulCharacter(request.params) || containsNulCharacter(request.body)) {
      throw new HttpError(400, 'Invalid request: text may not contain NUL characters', 'invalid_request');
    }
  });
}

/** Deeper than any request body Portico takes (form answers with nested lists are a handful of levels). */
export const MAX_JSON_DEPTH = 64;

/** Every nested value of a parsed JSON value with its depth, walked without recursion (no stack overflow on deep input). */
function* walk(value: unknown): Generator<[value: unknown, depth: number, key?: string]> {
  const stack: [unknown, number, string?][] = [[value, 0]];
  while (stack.length) {
    const item = stack.pop()!;
    yield item;
    const [inner, depth] = item;
    if (Array.isArray(inner)) for (const child of inner) stack.push([child, depth + 1]);
    else if (inner && typeof inner === 'object') for (const [key, child] of Object.entries(inner)) stack.push([child, depth + 1, key]);
  }
}

export function nestingDepth(value: unknown): number {
  let deepest = 0;
  for (const [, depth] of walk(value)) deepest = Math.max(deepest, depth);
  return deepest;
}

export function containsNulCharacter(value: unknown): boolean {
  for (const [inner, , key] of walk(value)) if ((typeof inner === 'string' && inner.includes('\u0000')) || key?.includes('\u0000')) return true;
  return false;
}
