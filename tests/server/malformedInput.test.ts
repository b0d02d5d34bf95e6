import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachTarget, ROOT_DIR } from './harness';

/** Every API schema by $id, to resolve a route's `$ref`s. */
const schemasById = new Map<string, Record<string, unknown>>(
  readdirSync(path.join(ROOT_DIR, 'schemas/api'))
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => JSON.parse(readFileSync(path.join(ROOT_DIR, 'schemas/api', file), 'utf8')))
    .map((schema) => [schema.$id as string, schema]),
);

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; $ref?: string; maxLength?: number; items?: Schema };

function resolve(schema: Schema | undefined, base = ''): Schema | undefined {
  if (!schema?.$ref) return schema;
  const [file, pointer = ''] = schema.$ref.split('#');
  const document = schemasById.get(file || base);
  const target = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
  return resolve(target as Schema, file || base);
}

const wrongValueFor = (schema: Schema | undefined): unknown => {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  switch (type) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return { not: 'a boolean' };
    case 'array':
      return 'not a list';
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return undefined;
  }
};

/** Malformed variants of a body: not an object, each required property missing, each property of the wrong type, oversized text. */
function malformedBodies(schema: Schema | undefined): unknown[] {
  const bodies: unknown[] = [null, [], 'just text', 42];
  const resolved = resolve(schema);
  const properties = resolved?.properties ?? {};
  const valid: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const p = resolve(property);
    valid[name] = p?.type === 'string' ? 'x' : p?.type === 'array' ? [] : p?.type === 'boolean' ? true : p?.type === 'integer' || p?.type === 'number' ? 1 : {};
  }
  for (const name of resolved?.required ?? []) {
    const { [name]: _omitted, ...rest } = valid;
    bodies.push(rest);
  }
  for (const [name, property] of Object.entries(properties)) {
    const wrong = wrongValueFor(resolve(property));
    if (wrong !== undefined) bodies.push({ ...valid, [name]: wrong });
    const p = resolve(property);
    if (p?.type === 'string' && p.maxLength) bodies.push({ ...valid, [name]: 'x'.repeat(p.maxLength + 1) });
  }
  return bodies;
}

const concreteUrl = (route: RouteOptions) => `${route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'))}?domain=acme.com`;

describeEachTarget('malformed input', (server) => {
  it('answers malformed payloads on every mutating API endpoint with 4xx, never 500', async () => {
    const headers = await server().login('ada@example.com');
    const mutating = server().routes.filter(
      (route) => route.url.startsWith('/api/') && ['POST', 'PUT', 'DELETE', 'PATCH'].some((m) => [route.method].flat().includes(m as never)),
    );
    expect(mutating.length).toBeGreaterThan(0);
    let sent = 0;
    for (const route of mutating) {
      const method = [route.method].flat()[0] as 'POST';
      // Endpoints that take no body ignore one; those with a body schema must refuse every malformed variant.
      const bodySchema = (route.schema as { body?: Schema } | undefined)?.body;
      const bodies = bodySchema ? malformedBodies(bodySchema) : [];
      for (const body of bodies) {
        const response = await server().app.inject({
          method,
          url: concreteUrl(route),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        sent += 1;
        expect(response.statusCode, `${method} ${route.url} ${JSON.stringify(body).slice(0, 80)} → ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${route.url} ${JSON.stringify(body).slice(0, 80)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
      const broken = await server().app.inject({
        method,
        url: concreteUrl(route),
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"unterminated": ',
      });
      sent += 1;
      expect(broken.statusCode, `${method} ${route.url} with broken JSON`).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode, `${method} ${route.url} with broken JSON`).toBeLessThan(500);
    }
    expect(sent).toBeGreaterThanOrEqual(50);
  }, 180_000);

  it('answers malformed query strings on every GET API endpoint with 2xx or 4xx, never 500', async () => {
    const headers = await server().login('ada@example.com');
    const reads = server().routes.filter((route) => route.url.startsWith('/api/') && [route.method].flat().includes('GET' as never));
    for (const route of reads) {
      for (const query of [
        'start=-1',
        'start=abc&position_id=xyz',
        `query=${'%00'.repeat(5)}`,
        `id=${'9'.repeat(40)}`,
        'filter_department=' + 'a,'.repeat(200),
      ]) {
        const response = await server().app.inject({ method: 'GET', url: `${concreteUrl(route)}&${query}`, headers });
        expect(response.statusCode, `GET ${route.url}?${query} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  }, 180_000);
});
