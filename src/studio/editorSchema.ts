import { bundleSchemas, schemaAddress, type JsonObject } from '../../engine/config/bundleSchemas';

const ROOT = 'https://portico.dev/schemas/employer-config.schema.json';
const WIDGETS = 'https://portico.dev/schemas/generated/page-layout.widgets.schema.json';
const SELECTION_REF = `#/definitions/__files/${WIDGETS.replace(/\//g, '~1')}`;

let bundled: JsonObject | undefined;

/** The employer config's schema with every file it refers to inside it: the editor's completion and hover read it. */
export function employerConfigEditorSchema(): JsonObject {
  // The schemas an employer config's $schema leads to, as files (the same the engine and other editors use).
  bundled ??= buildEditorSchema(
    import.meta.glob<JsonObject>(['../../schemas/*.schema.json', '../../schemas/generated/*.schema.json', '../../schemas/widgets/*.schema.json'], {
      eager: true,
      import: 'default',
    }),
  );
  return bundled;
}

/**
 * The editor's schema from the schema files, by their path (`../../schemas/<path>`): one file, in the
 * shapes the editor's schema library (json-schema-library, under codemirror-json-schema) completes from.
 */
export function buildEditorSchema(files: Record<string, JsonObject>): JsonObject {
  const schemas = new Map<string, JsonObject>();
  for (const [file, schema] of Object.entries(files)) schemas.set(schemaAddress(schema, file.replace('../../schemas/', '')), schema);
  return inlineMapValueRefs(liftWidgetSelection(bundleSchemas(ROOT, schemas)));
}

/**
 * A layout node and a dashboard tab take their widget types and each type's props schema from the
 * generated selection through `allOf: [{ $ref }]`, which validators follow and the library does not
 * complete from: for the editor the selection is written into each such node, its enum on `widget`
 * and one if/then/else chain choosing the props schema by type. Each branch names every property of
 * the node (the library lays a branch's properties over the node's, not into them).
 */
function liftWidgetSelection(schema: JsonObject): JsonObject {
  const files = (schema.definitions as JsonObject).__files as JsonObject;
  const selection = files[WIDGETS] as JsonObject;
  const types = ((selection.properties as JsonObject).widget as JsonObject).enum!;
  const lift = (node: JsonObject) => {
    const properties = node.properties as JsonObject;
    const widget = { ...(properties.widget as JsonObject), enum: types };
    const branches = (selection.allOf as JsonObject[]).map(({ if: condition, then }) => ({
      if: condition!,
      then: { ...(then as JsonObject), properties: { ...properties, widget, ...((then as JsonObject).properties as JsonObject) } },
    }));
    let chain: JsonObject | undefined;
    for (const branch of branches.reverse()) chain = chain ? { ...branch, else: chain } : branch;
    delete node.allOf;
    Object.assign(node, chain, { properties: { ...properties, widget } });
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!node || typeof node !== 'object' || node === selection) return;
    const record = node as JsonObject;
    const allOf = record.allOf as JsonObject[] | undefined;
    if (allOf?.length === 1 && allOf[0]!.$ref === SELECTION_REF && record.properties) lift(record);
    Object.values(record).forEach(visit);
  };
  visit(schema);
  return schema;
}

/** The schema at a local reference (`#/a/b~1c`). */
function resolveLocal(root: JsonObject, ref: string): JsonObject {
  let node: unknown = root;
  for (const token of ref.slice(2).split('/')) node = (node as JsonObject)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as JsonObject;
}

/**
 * The library steps into `additionalProperties` and `patternProperties` without following a `$ref`
 * there (a page of `pages` would find no schema): those references become a copy of what they point
 * to (one level: the copy's own references stay).
 */
function inlineMapValueRefs(root: JsonObject): JsonObject {
  const inline = (value: unknown) => {
    const schema = value as JsonObject | undefined;
    return schema && typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? { ...resolveLocal(root, schema.$ref) } : value;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const record = node as JsonObject;
    if (record.additionalProperties && typeof record.additionalProperties === 'object')
      record.additionalProperties = inline(record.additionalProperties) as JsonObject;
    const patterns = record.patternProperties as JsonObject | undefined;
    if (patterns) for (const pattern of Object.keys(patterns)) patterns[pattern] = inline(patterns[pattern]) as JsonObject;
    Object.values(record).forEach(visit);
  };
  visit(root);
  return root;
}
