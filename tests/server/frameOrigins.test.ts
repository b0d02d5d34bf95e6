import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { readConfigForms } from './formFiles';
import { createTestDatabase, describeEachTarget, ROOT_DIR } from './harness';

const catalog = await readConfigForms();
const PROVIDER = 'https://sign.acme-docs.example';

describe('frames the employer allows (security.frameOrigins)', () => {
  it('refuses to start when a form frames an origin the employer config does not list, naming where to add it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portico-frames-'));
    const database = await createTestDatabase('pglite');
    try {
      const acme = JSON.parse(await readFile(path.join(ROOT_DIR, 'configs', 'acme.json'), 'utf8'));
      delete acme.security;
      await writeFile(path.join(dir, 'acme.json'), JSON.stringify(acme));
      await cp(path.join(ROOT_DIR, 'configs', 'forms', 'acme.com'), path.join(dir, 'forms', 'acme.com'), { recursive: true });
      await expect(buildServer({ rootDir: ROOT_DIR, configDir: dir, database, pages: false, rateLimits: false })).rejects.toThrow(
        `configs/acme.com.json: /security/frameOrigins: does not list ${PROVIDER}, which form "field-gallery", question "embedded_form_field"`,
      );
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describeEachTarget('an admin’s edit of a preboarding form frames only allowed origins', (server) => {
  const put = async (definition: unknown) =>
    server().app.inject({
      method: 'PUT',
      url: '/api/pcsx/forms/preboarding/definition?domain=acme.com',
      headers: await server().login('admin@acme.com'),
      payload: { definition: definition as object },
    });
  const withSignature = (widgetUrl: string) => {
    const definition = structuredClone(catalog.get('acme.com', 'preboarding')!.definition);
    definition.sections[0]!.items.push({ name: 'nda', label: 'Sign the NDA', type: 'esignForm', options: { widgetUrl, widgetId: 'nda' } });
    return { definition, at: `/sections/0/items/${definition.sections[0]!.items.length - 1}/options/widgetUrl` };
  };

  it('refuses "//host" and an origin missing from security.frameOrigins with 422 at the question’s widgetUrl', async () => {
    for (const url of ['//evil.example/sign', 'https://evil.example/sign']) {
      const { definition, at } = withSignature(url);
      const response = await put(definition);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.map((error: { pointer: string }) => error.pointer)).toContain(at);
    }
  });

  it('stores a signature framed from a listed origin or from this site', async () => {
    expect((await put(withSignature(`${PROVIDER}/esign/public/sign-widget`).definition)).statusCode).toBe(200);
    expect((await put(withSignature('/esign/public/sign-widget').definition)).statusCode).toBe(200);
  });
});
