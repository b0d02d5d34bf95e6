type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Where a schema file's own definitions go in the bundle: under definitions, named by the file's address. */
const BUNDLED = '__files';

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * One self-contained schema from a root schema and the files it refers to, for tools that cannot
 * fetch `$ref`s across files (the studio's editor: completion, hover). `schemas` maps each file's
 * address (its `$id`, else the address it would be fetched from) to its content; a reference to
 * another file becomes a reference into `definitions.__files["<address>"]`, so every reference,
 * relative or absolute, to a file or a fragment of one, still points where it did.
 */
export function bundleSchemas(rootAddress: string, schemas: ReadonlyMap<string, JsonObject>): JsonObject {
  const pointerOf = (address: string) => (address === rootAddress ? '' : `/definitions/${BUNDLED}/${escapeToken(address)}`);
  const rewrite = (node: Json, base: string): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, base));
    if (node === null || typeof node !== 'object') return node;
    const copy: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const target = new URL(value, base);
        const fragment = decodeURIComponent(target.hash.slice(1));
        target.hash = '';
        const address = target.href;
        if (!schemas.has(address)) throw new Error(`${base}: "${value}" refers to ${address}, which is not among the bundled schemas`);
        copy[key] = `#${pointerOf(address)}${fragment}`;
      } else {
        copy[key] = rewrite(value, base);
      }
    }
    return copy;
  };
  // A file inside another is a subschema: its own $id and $schema would change how references resolve.
  const embed = (schema: JsonObject, base: string): JsonObject => {
    const { $id: _id, $schema: _schema, ...rest } = rewrite(schema, base) as JsonObject;
    return rest;
  };
  const root = schemas.get(rootAddress);
  if (!root) throw new Error(`${rootAddress} is not among the bundled schemas`);
  const bundled = embed(root, rootAddress);
  const files: JsonObject = {};
  for (const [address, schema] of schemas) if (address !== rootAddress) files[address] = embed(schema, address);
  bundled.definitions = { ...((bundled.definitions as JsonObject | undefined) ?? {}), [BUNDLED]: files };
  return { $schema: 'http://json-schema.org/draft-07/schema#', ...bundled };
}

/** The address of a schema file: its `$id`, else where it lies under the schemas' base address. */
export function schemaAddress(schema: JsonObject, pathUnderSchemas: string, base = 'https://portico.dev/schemas/'): string {
  return typeof schema.$id === 'string' ? schema.$id : new URL(pathUnderSchemas, base).href;
}

export type { JsonObject };
