import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../projectRoot';

const API_SCHEMA_DIR = path.join(PROJECT_ROOT, 'schemas', 'api');
const BASE = 'https://portico.dev/schemas/api/';

/** Every schemas/api/*.schema.json, by file name (auth.schema.json → auth). */
export function loadApiSchemas(): Map<string, { $id: string; definitions: Record<string, unknown> }> {
  const schemas = new Map<string, { $id: string; definitions: Record<string, unknown> }>();
  for (const file of readdirSync(API_SCHEMA_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    schemas.set(file.replace(/\.schema\.json$/, ''), JSON.parse(readFileSync(path.join(API_SCHEMA_DIR, file), 'utf8')));
  }
  return schemas;
}

/** Registers the API schemas so routes validate requests and serialize responses with them. */
export function registerApiSchemas(app: FastifyInstance, schemas: Iterable<object> = loadApiSchemas().values()): void {
  for (const schema of schemas) app.addSchema(schema);
}

/** A $ref to a definition of an API schema file: apiRef('auth', 'LoginRequest'). */
export function apiRef(file: string, definition: string): { $ref: string } {
  return { $ref: `${BASE}${file}.schema.json#/definitions/${definition}` };
}

/** The usual response map: the success schema plus the error shape for every failure status. */
export function responses(status: number, success: { $ref: string }, ...errorStatuses: number[]) {
  const error = apiRef('common', 'ErrorResponse');
  return Object.fromEntries([[status, success], ...[400, 401, 403, 404, 409, 413, 429, ...errorStatuses].map((code) => [code, error])]);
}
