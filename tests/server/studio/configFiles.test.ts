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

const exported = async (out: string) => {
  const files = (await readdir(out)).sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(path.join(out, file), 'utf8')] as const)));
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portico-config-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run config:import and config:export', () => {
  it('publish changed files as new versions, and export configs/*.json back without a diff', async () => {
    const originals = {
      'acme.json': await readFile(path.join(ROOT_DIR, 'configs/acme.json'), 'utf8'),
      'globex.json': await readFile(path.join(ROOT_DIR, 'configs/globex.json'), 'utf8'),
    };
    const changed = path.join(dir, 'changed', 'acme.json');
    await mkdir(path.dirname(changed), { recursive: true });
    await writeFile(changed, originals['acme.json'].replace('"name": "Acme Corporation"', '"name": "Acme Imported"'));

    const first = await run('config-import.ts', changed, '--author', 'ci');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('acme.json: acme.com published, version 2');
    const afterChange = await run('config-export.ts', '--out', path.join(dir, 'out1'));
    expect(afterChange.code, afterChange.stderr).toBe(0);
    const changedExport = await exported(path.join(dir, 'out1'));
    expect(Object.keys(changedExport)).toEqual(['acme.json', 'globex.json']);
    expect(changedExport['acme.json']).toContain('"name": "Acme Imported"');

    const back = await run('config-import.ts', 'configs/acme.json', 'configs/globex.json');
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain('acme.json: acme.com published, version 3');
    expect(back.stdout).toContain('globex.json: globex.com unchanged (version 1)');
    expect((await run('config-export.ts', '--out', path.join(dir, 'out2'))).code).toBe(0);
    expect(await exported(path.join(dir, 'out2'))).toEqual(originals);
  }, 180_000);

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
