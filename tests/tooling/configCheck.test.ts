import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(repoRoot, 'node_modules/.bin/tsx');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tsx scripts/config-check.ts ...args` from the repository root. */
async function configCheck(...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['scripts/config-check.ts', ...args], { cwd: repoRoot });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const lines = (text: string) => text.split('\n').filter((line) => line !== '');

let dir: string;
let wrongType: string;
let brokenJson: string;
let wrongForm: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-config-check-'));
  const acme = JSON.parse(await readFile(join(repoRoot, 'configs/acme.json'), 'utf8')) as {
    pages: { jobs: { layout: { children: { props: Record<string, unknown> }[] }[] } };
  };
  acme.pages.jobs.layout[0]!.children[1]!.props.title = 42;
  wrongType = join(dir, 'acme-wrong-type.json');
  await writeFile(wrongType, JSON.stringify(acme, null, 2));
  brokenJson = join(dir, 'broken.json');
  await writeFile(brokenJson, '{\n  "domain": "acme.com",\n}\n');
  const onboarding = JSON.parse(await readFile(join(repoRoot, 'configs/forms/acme.com/onboarding.json'), 'utf8')) as {
    sections: { items: { type: string }[] }[];
  };
  onboarding.sections[0]!.items[0]!.type = 'txt';
  wrongForm = join(dir, 'onboarding-wrong-type.json');
  await writeFile(wrongForm, JSON.stringify(onboarding, null, 2));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Each run starts a tsx process: about a second alone, far more on a machine busy with the rest of the suite.
describe('npm run config:check (scripts/config-check.ts)', { timeout: 60_000 }, () => {
  it('exits 0 and prints "<file>: valid" for each shipped config', async () => {
    const run = await configCheck('configs/acme.json', 'configs/globex.json');
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual(['configs/acme.json: valid', 'configs/globex.json: valid']);
    expect(run.stderr).toBe('');
  });

  it('ignores the -- that npm passes before the file names', async () => {
    const run = await configCheck('--', 'configs/globex.json');
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual(['configs/globex.json: valid']);
  });

  it('exits 1 and prints "<file>: <pointer>: <message>" for a wrong prop type deep in a page layout', async () => {
    const run = await configCheck(wrongType);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([`${wrongType}: /pages/jobs/layout/0/children/1/props/title: should be a string, but is the number 42`]);
    expect(run.stdout).toBe('');
  });

  it('checks every file, reporting the valid ones and failing for the invalid one', async () => {
    const run = await configCheck('configs/acme.json', wrongType, 'configs/globex.json');
    expect(run.code).toBe(1);
    expect(lines(run.stdout)).toEqual(['configs/acme.json: valid', 'configs/globex.json: valid']);
    expect(lines(run.stderr)).toHaveLength(1);
  });

  it('checks a file whose $schema names the form definition schema as a form definition', async () => {
    const run = await configCheck('configs/forms/acme.com/onboarding.json', 'configs/acme.json');
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual(['configs/forms/acme.com/onboarding.json: valid form definition', 'configs/acme.json: valid']);
    expect(run.stderr).toBe('');
  });

  it("exits 1 and reports a form definition's mistake at its pointer in the form", async () => {
    const run = await configCheck(wrongForm);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([`${wrongForm}: /sections/0/items/0/type: "txt" is not a field type (did you mean "text"?)`]);
  });

  it('reports invalid JSON at / with its line and column', async () => {
    const run = await configCheck(brokenJson);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toHaveLength(1);
    expect(lines(run.stderr)[0]).toMatch(new RegExp(`^${brokenJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: /: is not valid JSON at line 3, column 1: `));
  });

  it('exits 1 and says so when a file cannot be read', async () => {
    const missing = join(dir, 'nope.json');
    const run = await configCheck(missing);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([`${missing}: cannot be read (ENOENT)`]);
  });

  it('exits 2 with a usage line when given no files', async () => {
    const run = await configCheck();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: npm run config:check -- <config.json...>');
    expect(run.stdout).toBe('');
  });
});
