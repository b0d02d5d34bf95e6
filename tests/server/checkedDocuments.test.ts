import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { CheckedDocuments } from '../../server/config/CheckedDocuments';
import { FORM } from '../../server/studio/formDocuments';
import { EMPLOYER } from '../../server/studio/employerConfigStore';
import { ROOT_DIR } from './harness';

/** A folder standing for dist-server/: a build stamp, and the file the server writes beside it. */
async function buildFolder(stamp = '{"fingerprint":"a"}'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portico-build-'));
  await writeFile(path.join(dir, 'build-stamp.json'), stamp);
  return dir;
}

const start = (checkedDocuments: CheckedDocuments | undefined) =>
  buildServer({ rootDir: ROOT_DIR, pages: false, dataDir: 'memory://', checkedDocuments }).then(async (server) => {
    await server.app.close();
    return server;
  });

describe('the documents a build has checked (server/config/CheckedDocuments.ts)', () => {
  it('is none when the server runs from its sources (no build stamp beside it)', () => {
    expect(CheckedDocuments.ofBuild(path.join(ROOT_DIR, 'server'), ROOT_DIR)).toBeUndefined();
  });

  it('serves the configs and forms a start validated, the same, at the next start without validating them', async () => {
    const folder = await buildFolder();
    const validated = await start(CheckedDocuments.ofBuild(folder, ROOT_DIR));
    const kept = JSON.parse(await readFile(path.join(folder, 'checked-documents.json'), 'utf8')) as Record<string, unknown>;
    // One entry per content: two employers' identical forms of one key are one.
    const forms = new Set([...validated.context.forms.all()].map(({ key, definition }) => `${key}\0${JSON.stringify(definition)}`));
    expect(Object.keys(kept).length).toBe(validated.configs.size + forms.size);

    const known = CheckedDocuments.ofBuild(folder, ROOT_DIR)!;
    const restarted = await start(known);
    expect(restarted.configs).toEqual(validated.configs);
    const formsOf = (server: typeof validated) =>
      [...server.context.forms.all()].map(({ key, definition, compiled }) => ({ key, definition, fields: [...compiled.fields.keys()] }));
    expect(formsOf(restarted)).toEqual(formsOf(validated));
    // Two starts; on a busy 2-core machine each can take most of a minute.
  }, 180_000);

  it('knows a document only by this build and this exact content, under its own name', async () => {
    const folder = await buildFolder();
    const checked = CheckedDocuments.ofBuild(folder, ROOT_DIR)!;
    const raw = { domain: 'acme.com', name: 'Acme' };
    checked.remember(EMPLOYER, raw, { ...raw, defaulted: true });
    await checked.save();

    const again = CheckedDocuments.ofBuild(folder, ROOT_DIR)!;
    expect(again.get(EMPLOYER, raw)).toEqual({ ...raw, defaulted: true });
    expect(again.get(EMPLOYER, { ...raw, name: 'Acme Inc' })).toBeUndefined();
    expect(again.get(`${FORM}:application`, raw)).toBeUndefined();

    // Another build (its stamp changed) has validated nothing yet.
    await writeFile(path.join(folder, 'build-stamp.json'), '{"fingerprint":"b"}');
    expect(CheckedDocuments.ofBuild(folder, ROOT_DIR)!.get(EMPLOYER, raw)).toBeUndefined();
  });

  it('validates a document again when the file is unreadable', async () => {
    const folder = await buildFolder();
    await writeFile(path.join(folder, 'checked-documents.json'), '{"half": ');
    expect(CheckedDocuments.ofBuild(folder, ROOT_DIR)!.get(EMPLOYER, {})).toBeUndefined();
  });
});
