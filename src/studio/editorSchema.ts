import { bundleSchemas, schemaAddress, type JsonObject } from '../../engine/config/bundleSchemas';

const ROOT = 'https://portico.dev/schemas/employer-config.schema.json';

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

/** The editor's schema from the schema files, by their path (`../../schemas/<path>`). */
export function buildEditorSchema(files: Record<string, JsonObject>): JsonObject {
  const schemas = new Map<string, JsonObject>();
  for (const [file, schema] of Object.entries(files)) schemas.set(schemaAddress(schema, file.replace('../../schemas/', '')), schema);
  return liftWidgetSelection(bundleSchemas(ROOT, schemas));
}

const WIDGETS = 'https://portico.dev/schemas/generated/page-layout.widgets.schema.json';
const LAYOUT = 'https://portico.dev/schemas/page-layout.schema.json';

/**
 * A layout node takes its widget types and each type's props schema from the generated selection
 * through `allOf: [{ $ref }]`, which validators follow but the editor's completion does not: for
 * the editor the selection's enum and its if/then list are written into the node itself.
 */
function liftWidgetSelection(schema: JsonObject): JsonObject {
  const files = (schema.definitions as JsonObject).__files as JsonObject;
  const selection = files[WIDGETS] as JsonObject;
  const node = ((files[LAYOUT] as JsonObject).definitions as JsonObject).WidgetNode as JsonObject;
  const properties = node.properties as JsonObject;
  const widget = { ...(properties.widget as JsonObject), enum: ((selection.properties as JsonObject).widget as JsonObject).enum! };
  // One if/then/else chain on the node (the editor's schema library resolves if/then on the node it
  // completes, not inside allOf): each widget type selects its props schema.
  delete node.allOf;
  const choices = (selection.allOf as JsonObject[]).map(({ if: condition, then }) => ({ if: condition!, then: then! }));
  let chain: JsonObject = {};
  for (const choice of choices.reverse()) chain = { ...choice, ...(Object.keys(chain).length > 0 ? { else: chain } : {}) };
  Object.assign(node, chain);
  node.properties = { ...properties, widget };
  return schema;
}
