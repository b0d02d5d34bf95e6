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

/** Ways of writing a route's path that the router reads as the same route, or as none: never a 5xx. */
const pathVariants = (path: string): string[] => [
  path,
  path.replace(/^\/api\//, '/%61pi/'),
  path.replace(/^\/api\//, '/%2561pi/'),
  path.replace(/^\/api\//, '/API/'),
  path.replace(/\/([a-z])/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`),
  `${path}/%C3%A9%E2%82%AC`,
  `${path}/\u00e9\u20ac`,
];

/** Hostile query strings: repeated parameters, characters outside Latin-1 (encoded and raw), huge values. */
const queryVariants = (route: RouteOptions): string[] => {
  const names = Object.keys(resolve((route.schema as { querystring?: Schema } | undefined)?.querystring)?.properties ?? {});
  return [
    'domain=acme.com&domain=globex.com',
    `domain=acme.com&${names.map((name) => `${name}=1&${name}=2`).join('&')}`,
    `domain=acme.com&${names.map((name) => `${name}=%E2%82%AC%F0%9F%98%80`).join('&')}`,
    `domain=acme.com&${names.map((name) => `${name}=\u20ac\u{1f600}`).join('&')}`,
    `domain=acme.com&next=/careers/\u20ac&hl=\u0639`,
    `domain=acme.com&${names.map((name) => `${name}=${'x'.repeat(20_000)}`).join('&')}`,
    `domain=${'\u20ac'.repeat(50)}`,
  ];
};

/** A JSON value nested `depth` levels deep, written out as text (JSON.stringify would recurse). */
const deeplyNested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

describeEachTarget('hostile addresses and values', (server) => {
  it('answers encoded and re-cased paths, repeated parameters, foreign characters and huge values on every route with no 5xx', async () => {
    const headers = await server().login('ada@example.com');
    let sent = 0;
    for (const route of server().routes) {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS') as ('GET' | 'POST')[];
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x')).replace('*', 'x');
      for (const method of methods) {
        const payload = method === 'GET' ? undefined : '{}';
        const requests = [...pathVariants(path).map((url) => `${url}?domain=acme.com`), ...queryVariants(route).map((query) => `${path}?${query}`)];
        for (const url of requests) {
          const response = await server().app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
          sent += 1;
          expect(response.statusCode, `${method} ${url.slice(0, 120)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
  }, 300_000);

  it('refuses a JSON body nested 10,000 levels deep, and huge text in every property, on every route with a body, with 4xx', async () => {
    const headers = await server().login('ada@example.com');
    const withBody = server().routes.filter((route) => (route.schema as { body?: Schema } | undefined)?.body);
    expect(withBody.length).toBeGreaterThan(10);
    for (const route of withBody) {
      const method = [route.method].flat()[0] as 'POST';
      const url = `${route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'))}?domain=acme.com`;
      const deep = await server().app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: deeplyNested(10_000) });
      expect(deep.statusCode, `${method} ${route.url} deep`).toBe(400);
      expect(deep.json().message, `${method} ${route.url} deep`).toMatch(/nested/);
      const properties = resolve((route.schema as { body?: Schema }).body)?.properties ?? {};
      const huge = Object.fromEntries(Object.keys(properties).map((name) => [name, '\u20ac'.repeat(300_000)]));
      const big = await server().app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(huge) });
      expect(big.statusCode, `${method} ${route.url} huge → ${big.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(big.statusCode, `${method} ${route.url} huge → ${big.body.slice(0, 200)}`).toBeLessThan(500);
    }
  }, 300_000);
});
