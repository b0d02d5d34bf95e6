import Ajv from 'ajv';
import jsonSchemaLibrary from 'json-schema-library';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchemas, type JsonObject } from '../../../engine/config/bundleSchemas';
import { buildEditorSchema, employerConfigEditorSchema } from '../../../src/studio/editorSchema';
import { widgetPropsSchemas } from '../../../schemas/generated/widgetPropsSchemas';

const root = path.resolve(import.meta.dirname, '../../..');
const configs = readdirSync(path.join(root, 'configs'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, config: JSON.parse(readFileSync(path.join(root, 'configs', file), 'utf8')) as Record<string, unknown> }));

/** Every `$ref` of a schema. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsOf(item, found);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  return found;
}

describe("the studio editor's schema", () => {
  const schema = employerConfigEditorSchema();

  it('is one file: every reference points inside it, and Ajv compiles it with nothing else registered', () => {
    expect(refsOf(schema).filter((ref) => !ref.startsWith('#'))).toEqual([]);
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    for (const { file, config } of configs) expect(validate(config), `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
  });

  it('offers every widget type on a layout node and checks a type’s props with its own schema', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    const page = (node: Record<string, unknown>) => ({ domain: 'x.example', name: 'X', pages: { jobs: { layout: [node] } } });
    const files = schema.definitions as Record<string, Record<string, Record<string, unknown>>>;
    const layout = files.__files!['https://portico.dev/schemas/page-layout.schema.json'] as unknown as {
      definitions: { WidgetNode: { properties: { widget: { enum: string[] } } } };
    };
    expect([...layout.definitions.WidgetNode.properties.widget.enum].sort()).toEqual(Object.keys(widgetPropsSchemas).sort());
    expect(validate(page({ widget: 'section', props: { variant: 'card' } }))).toBe(true);
    expect(validate(page({ widget: 'section', props: { variant: 'glossy' } }))).toBe(false);
    expect(validate(page({ widget: 'serchBar' }))).toBe(false);
  });

  it('rewrites references across files, with fragments, and refuses one to a file it was not given', () => {
    const files = new Map<string, JsonObject>([
      [
        'https://x.example/a.json',
        { properties: { b: { $ref: 'b.json#/definitions/B' }, self: { $ref: '#/definitions/A' } }, definitions: { A: { type: 'string' } } },
      ],
      ['https://x.example/b.json', { definitions: { B: { $ref: '#/definitions/C' }, C: { type: 'number' } } }],
    ]);
    const bundled = bundleSchemas('https://x.example/a.json', files);
    const b = 'https:~1~1x.example~1b.json';
    expect(refsOf(bundled).sort()).toEqual(['#/definitions/A', `#/definitions/__files/${b}/definitions/B`, `#/definitions/__files/${b}/definitions/C`].sort());
    const validate = new Ajv({ strict: false }).compile(bundled);
    expect(validate({ b: 1, self: 'x' })).toBe(true);
    expect(validate({ b: 'one' })).toBe(false);
    expect(() => bundleSchemas('https://x.example/a.json', new Map([['https://x.example/a.json', { $ref: 'c.json' }]]))).toThrow(/c\.json, which is not among/);
  });

  it('is built from the schema files as they are on disk', () => {
    const read = (dir: string) =>
      Object.fromEntries(
        readdirSync(path.join(root, 'schemas', dir))
          .filter((file) => file.endsWith('.schema.json'))
          .map((file) => [`../../schemas/${dir}${file}`, JSON.parse(readFileSync(path.join(root, 'schemas', dir, file), 'utf8'))]),
      );
    expect(buildEditorSchema({ ...read(''), ...read('generated/'), ...read('widgets/') })).toEqual(schema);
  });

  it("gives the editor's schema library (json-schema-library, as codemirror-json-schema uses it) each widget's props, at any depth and on dashboard tabs", () => {
    const draft = new jsonSchemaLibrary.Draft07(schema);
    const acme = configs.find(({ file }) => file === 'acme.json')!.config;
    const titleOf = (pointer: string) => (draft.getSchema({ pointer, data: acme }) as { title?: string } | undefined)?.title;
    expect(titleOf('/pages/jobs/layout/0/props')).toBe('ColumnsProps');
    expect(titleOf('/pages/jobs/layout/0/children/0/props')).toBe('SectionProps');
    expect(titleOf('/pages/jobs/layout/0/children/0/children/0/props')).toBe('SearchBarProps');
    expect(titleOf('/pcsxConfig/dashboardConfig/tabs/0/props')).toBe('ApplicationsListProps');
    const widget = draft.getSchema({ pointer: '/pages/jobs/layout/0/widget', data: acme }) as { enum?: string[] };
    expect(widget.enum).toContain('searchBar');
  });
});
