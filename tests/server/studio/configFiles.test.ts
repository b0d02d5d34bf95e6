import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../harness';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

let dir: string;

/** Runs `tsx scripts/<script> ...args` on a PGlite database of its own (as npm run config:import / config:export would). */
async function run(script: string, ...args: string[]): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORTICO_DATA_DIR: path.join(dir, 'db') };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(ROOT_DIR, 'node_modules/.bin/tsx'), [`scripts/${script}`, ...args], { cwd: ROOT_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Every file under a folder, by its path there (acme.json, forms/acme.com/onboarding.json). */
const exported = async (out: string) => {
  const files = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)))
    .sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(path.join(out, file), 'utf8')] as const)));
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portico-config-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run config:import and config:export', () => {
  it('publish changed files as new versions, and export configs/ back without a diff', async () => {
    const originals = await exported(path.join(ROOT_DIR, 'configs'));
    // The employer assets are served from configs/assets, not versioned.
    for (const file of Object.keys(originals)) if (file.startsWith('assets/')) delete originals[file];
    expect(Object.keys(originals)).toEqual(
      expect.arrayContaining(['acme.json', 'globex.json', 'forms/acme.com/onboarding.json', 'forms/globex.com/onboarding.json']),
    );
    const changed = path.join(dir, 'changed', 'acme.json');
    await mkdir(path.dirname(changed), { recursive: true });
    await writeFile(changed, originals['acme.json']!.replace('"name": "Acme Corporation"', '"name": "Acme Imported"'));
    // A form file belongs to the employer its folder names.
    const changedForm = path.join(dir, 'changed', 'forms', 'globex.com', 'onboarding.json');
    await mkdir(path.dirname(changedForm), { recursive: true });
    const onboarding = originals['forms/globex.com/onboarding.json']!;
    const title = (JSON.parse(onboarding) as { title: string }).title;
    await writeFile(changedForm, onboarding.replace(`"title": "${title}"`, '"title": "Globex onboarding, imported"'));

    const first = await run('config-import.ts', changed, changedForm, '--author', 'ci');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('acme.json: acme.com published, version 2');
    expect(first.stdout).toMatch(/changed\/forms\/globex\.com\/onboarding\.json: globex\.com form onboarding published, version 2/);
    const afterChange = await run('config-export.ts', '--out', path.join(dir, 'out1'));
    expect(afterChange.code, afterChange.stderr).toBe(0);
    const changedExport = await exported(path.join(dir, 'out1'));
    expect(Object.keys(changedExport)).toEqual(Object.keys(originals));
    expect(changedExport['acme.json']).toContain('"name": "Acme Imported"');
    expect(changedExport['forms/globex.com/onboarding.json']).toContain('"title": "Globex onboarding, imported"');
    // Only globex's copy changed: acme's onboarding form is its own document.
    expect(changedExport['forms/acme.com/onboarding.json']).toBe(originals['forms/acme.com/onboarding.json']);

    const formFiles = Object.keys(originals).filter((file) => file.startsWith('forms/'));
    const back = await run('config-import.ts', 'configs/acme.json', 'configs/globex.json', ...formFiles.map((file) => `configs/${file}`));
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain('acme.json: acme.com published, version 3');
    expect(back.stdout).toContain('globex.json: globex.com unchanged (version 1)');
    expect(back.stdout).toContain('configs/forms/globex.com/onboarding.json: globex.com form onboarding published, version 3');
    expect(back.stdout).toContain('configs/forms/acme.com/onboarding.json: acme.com form onboarding unchanged (version 1)');
    expect((await run('config-export.ts', '--out', path.join(dir, 'out2'))).code).toBe(0);
    expect(await exported(path.join(dir, 'out2'))).toEqual(originals);
  }, 180_000);

  it('creates a new form of an employer as version 1, and refuses a form whose folder names no employer', async () => {
    const gallery = await readFile(path.join(ROOT_DIR, 'configs/forms/acme.com/field-gallery.json'), 'utf8');
    const newForm = path.join(dir, 'new', 'forms', 'acme.com', 'exit-survey.json');
    await mkdir(path.dirname(newForm), { recursive: true });
    await writeFile(newForm, gallery.replace('"id": "field-gallery"', '"id": "exit-survey"'));
    const created = await run('config-import.ts', newForm);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/exit-survey\.json: acme\.com form exit-survey created, version 1/);

    const stray = path.join(dir, 'stray', 'forms', 'nowhere.example', 'onboarding.json');
    await mkdir(path.dirname(stray), { recursive: true });
    await writeFile(stray, await readFile(path.join(ROOT_DIR, 'configs/forms/acme.com/onboarding.json'), 'utf8'));
    const unknown = await run('config-import.ts', stray);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/nowhere\.example\/onboarding\.json: there is no employer nowhere\.example \(its folder's name\)/);
    expect(unknown.stderr).toContain('Nothing was imported.');

    const loose = path.join(dir, 'loose', 'onboarding.json');
    await mkdir(path.dirname(loose), { recursive: true });
    await writeFile(loose, await readFile(path.join(ROOT_DIR, 'configs/forms/acme.com/onboarding.json'), 'utf8'));
    const noFolder = await run('config-import.ts', loose);
    expect(noFolder.code).toBe(1);
    expect(noFolder.stderr).toMatch(/loose\/onboarding\.json: a form definition belongs to the employer named by its folder .* "loose" is no domain/);

    const renamed = path.join(dir, 'renamed', 'forms', 'acme.com', 'offboarding.json');
    await mkdir(path.dirname(renamed), { recursive: true });
    await writeFile(renamed, gallery);
    const wrongId = await run('config-import.ts', renamed);
    expect(wrongId.code).toBe(1);
    expect(wrongId.stderr).toMatch(/offboarding\.json: \/id: must be "offboarding"/);

    expect((await run('config-export.ts', '--out', path.join(dir, 'out-new'))).code).toBe(0);
    const files = await exported(path.join(dir, 'out-new'));
    expect(files['forms/acme.com/exit-survey.json']).toBe(await readFile(newForm, 'utf8'));
    expect(Object.keys(files)).not.toContain('forms/nowhere.example/onboarding.json');
    expect(Object.keys(files)).not.toContain('forms/acme.com/offboarding.json');
  }, 120_000);

  it('refuses an invalid file with each error at its pointer, publishing nothing (exit 1)', async () => {
    const acme = JSON.parse(await readFile(path.join(ROOT_DIR, 'configs/acme.json'), 'utf8'));
    acme.name = 'Never published';
    acme.pages.jobs.layout[0].widget = 'heroBannr';
    const invalid = path.join(dir, 'invalid-acme.json');
    await writeFile(invalid, JSON.stringify(acme));
    const refused = await run('config-import.ts', invalid, 'configs/globex.json');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/invalid-acme\.json: \/pages\/jobs\/layout\/0\/widget: "heroBannr" is not a known widget type/);
    expect(refused.stderr).toContain('Nothing was imported.');
    expect((await run('config-export.ts', '--out', path.join(dir, 'out3'))).code).toBe(0);
    expect(await readFile(path.join(dir, 'out3', 'acme.json'), 'utf8')).not.toContain('Never published');
  }, 120_000);
});
