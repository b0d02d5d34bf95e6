import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { InvalidConfigError } from '../../server/config/loadEmployerConfigs';
import { renderIndexHtml, serializeForScript } from '../../server/html/renderIndexHtml';
import { ROOT_DIR } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary config paths
async function configDirWith(mutate: (acme: Record<string, any>) => void): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portico-configs-'));
  await cp(path.join(ROOT_DIR, 'configs', 'globex.json'), path.join(dir, 'globex.json'));
  const acme = JSON.parse(await readFile(path.join(ROOT_DIR, 'configs', 'acme.json'), 'utf8'));
  mutate(acme);
  await writeFile(path.join(dir, 'acme.json'), JSON.stringify(acme));
  return dir;
}

describe('server start-up', () => {
  it('refuses to start on an invalid config and names each error by file and JSON Pointer', async () => {
    const configDir = await configDirWith((acme) => {
      acme.pages.jobs.layout[0].props.gap = 'wide';
      acme.pages.offers.layout.push({ widget: 'offerTeleporter' });
    });
    const failure = await buildServer({ rootDir: ROOT_DIR, configDir, pages: false, dataDir: 'memory://' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidConfigError);
    const lines = (failure as InvalidConfigError).lines.map((line) => line.replace(/^.*acme\.json: /, 'acme.json: '));
    expect(lines).toContain('acme.json: /pages/jobs/layout/0/props/gap: should be an integer, but is the text "wide"');
    expect(lines.some((line) => line.startsWith('acme.json: /pages/offers/layout/1/widget: "offerTeleporter" is not a known widget type'))).toBe(true);
  }, 60_000);

  it('refuses two config files claiming the same domain', async () => {
    const configDir = await configDirWith((acme) => {
      acme.domain = 'globex.com';
    });
    const failure = await buildServer({ rootDir: ROOT_DIR, configDir, pages: false, dataDir: 'memory://' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidConfigError);
    expect((failure as InvalidConfigError).lines.join('\n')).toMatch(/\/domain: "globex.com" is already used by another config file/);
  }, 60_000);
});

describe('index.html', () => {
  const template =
    '<html lang="en"><head><meta name="csrf-token" content="" /><title>Careers</title><!--portico:head--></head><body><!--portico:boot--></body></html>';
  const boot = {
    domain: 'acme.com',
    config: { domain: 'acme.com', name: 'Acme </script><script>alert(1)</script>', pages: {} },
    user: { isLoggedIn: false, isAdmin: false, isThemeBuilderUser: false },
    staticAssetHost: 'http://localhost',
    language: 'fr',
  };

  it('carries the CSRF token, the title, the language and the boot data', () => {
    const html = renderIndexHtml({ template, csrfToken: 'tok-123', boot, title: 'Careers | Acme' });
    expect(html).toContain('<meta name="csrf-token" content="tok-123" />');
    expect(html).toContain('<title>Careers | Acme</title>');
    expect(html).toContain('<html lang="fr"');
    const json = /<script id="portico-boot" type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(boot);
  });

  it('escapes config text so it can never close the boot script element', () => {
    const html = renderIndexHtml({ template, csrfToken: 't', boot, title: 'x' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(serializeForScript('</script>')).toBe('"\\u003c/script>"');
  });
});
