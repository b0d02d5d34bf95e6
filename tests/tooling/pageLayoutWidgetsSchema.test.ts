import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateEmployerConfig } from '../../engine/config/validateEmployerConfig';

/**
 * What an editor sees: a config's `$schema` (configs/*.json) leads through employer-config and
 * page-layout to the generated widget selection (schemas/generated/page-layout.widgets.schema.json)
 * and each widget's props schema. Every schema is loaded from the file its reference names, as an
 * editor resolves it (an address under https://portico.dev/schemas/ is the file under schemas/), so a
 * reference that only resolves through the engine's registered $ids fails here.
 */
const repoRoot = new URL('../../', import.meta.url);
const schemasBase = 'https://portico.dev/schemas/';

async function readJson(url: URL): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(fileURLToPath(url), 'utf8')) as Record<string, unknown>;
}

function loadSchema(uri: string): Promise<Record<string, unknown>> {
  if (!uri.startsWith(schemasBase)) throw new Error(`${uri} is not a file under schemas/`);
  return readJson(new URL(`schemas/${uri.slice(schemasBase.length)}`, repoRoot));
}

async function readConfig(name: 'acme' | 'globex'): Promise<Record<string, unknown>> {
  return readJson(new URL(`configs/${name}.json`, repoRoot));
}

let validate: ValidateFunction;

beforeAll(async () => {
  const acme = await readConfig('acme');
  // The config names its schema by a path relative to itself, as editors read it.
  const schemaFile = new URL(String(acme.$schema), new URL('configs/acme.json', repoRoot));
  const schema = await readJson(schemaFile);
  expect(schema.$id).toBe(`${schemasBase}${fileURLToPath(schemaFile).slice(fileURLToPath(new URL('schemas/', repoRoot)).length)}`);
  // Plain Ajv, no defaults: an editor only reads the document.
  const ajv = new Ajv({ allErrors: true, strict: false, loadSchema });
  addFormats(ajv);
  validate = await ajv.compileAsync(schema);
});

function errorsOf(config: unknown): ErrorObject[] {
  return validate(config) ? [] : (validate.errors ?? []);
}

/** The errors at one instance path, by keyword. */
function at(errors: ErrorObject[], instancePath: string): string[] {
  return errors.filter((e) => e.instancePath === instancePath).map((e) => e.keyword);
}

describe('the generated page-layout widget selection (editors and the studio)', () => {
  it.each(['acme', 'globex'] as const)('accepts configs/%s.json', async (name) => {
    expect(errorsOf(await readConfig(name))).toEqual([]);
  });

  it('refuses a misspelt widget type at its widget, listing the types', async () => {
    const config = await readConfig('acme');
    const layout = (config.pages as { jobs: { layout: { widget: string }[] } }).jobs.layout;
    layout[1]!.widget = 'linkCard';
    const errors = errorsOf(config);
    expect(at(errors, '/pages/jobs/layout/1/widget')).toEqual(['enum']);
    expect(errors.find((e) => e.keyword === 'enum')?.params).toMatchObject({ allowedValues: expect.arrayContaining(['linkCards', 'searchBar']) });
    // Only that mistake: an unknown type selects no props schema, so its props are not reported too.
    expect(errors.every((e) => e.instancePath.startsWith('/pages/jobs/layout/1'))).toBe(true);
  });

  it("refuses a wrong prop at its pointer inside props, by the widget's own schema, in children and in dashboard tabs", async () => {
    const config = await readConfig('acme');
    const columns = (config.pages as { jobs: { layout: { children: { props: Record<string, unknown> }[] }[] } }).jobs.layout[0]!;
    columns.children[0]!.props.variant = 'boxed'; // section: plain or card
    const tabs = (config.pcsxConfig as { dashboardConfig: { tabs: { props: Record<string, unknown> }[] } }).dashboardConfig.tabs;
    tabs[0]!.props.shw = 'all'; // applicationsList: show
    const errors = errorsOf(config);
    expect(at(errors, '/pages/jobs/layout/0/children/0/props/variant')).toEqual(['enum']);
    expect(at(errors, '/pcsxConfig/dashboardConfig/tabs/0/props')).toEqual(['additionalProperties']);
    expect(errors.find((e) => e.instancePath === '/pcsxConfig/dashboardConfig/tabs/0/props')?.params).toEqual({ additionalProperty: 'shw' });
  });

  it("requires props only where the widget's schema needs some", async () => {
    const config = await readConfig('acme');
    const dashboard = (config.pages as { dashboard: { layout: Record<string, unknown>[] } }).dashboard.layout;
    delete dashboard[0]!.props; // pageHeading needs a title
    const profile = (config.pages as { profile: { layout: Record<string, unknown>[] } }).profile.layout;
    delete profile[0]!.props; // profileEditor has defaults for everything
    const errors = errorsOf(config);
    expect(at(errors, '/pages/dashboard/layout/0')).toContain('required');
    expect(errors.filter((e) => e.instancePath.startsWith('/pages/profile'))).toEqual([]);
  });
});

describe("the engine's own check of the same mistakes", () => {
  it('reports each once, in its words (the schema pass leaves widget types and props to it)', async () => {
    const config = await readConfig('acme');
    const pages = config.pages as { jobs: { layout: { widget: string; children: { props: Record<string, unknown> }[] }[] } };
    pages.jobs.layout[1]!.widget = 'linkCard';
    pages.jobs.layout[0]!.children[0]!.props.variant = 'boxed';
    const result = validateEmployerConfig(config);
    expect(result.errors.map((e) => e.pointer)).toEqual(['/pages/jobs/layout/0/children/0/props/variant', '/pages/jobs/layout/1/widget']);
    expect(result.errors[1]!.message).toContain('did you mean "linkCards"');
  });
});
