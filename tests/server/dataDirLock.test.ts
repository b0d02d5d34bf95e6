import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../server/db/dataDirLock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portico-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A process that stays alive until killed (its id is a live process that is not this one). */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const ended = new Promise((resolve) => child.once('exit', resolve));
  return { pid: child.pid!, stop: () => (child.kill(), ended) };
}

describe('a PGlite data folder is opened by one process at a time', () => {
  it('a second open of a folder this process holds is refused; after the release it opens again', () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('a folder a live process holds is refused with a message naming it; a lock its ended process left is taken over', async () => {
    const other = otherProcess();
    try {
      await writeFile(path.join(dir, LOCK_FILE), `${other.pid}\n`);
      let refusal: unknown;
      try {
        lockDataDir(dir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toContain(`open in another Portico process (process ${other.pid})`);
      expect((refusal as Error).message).toContain('DATABASE_URL');
      // Its lock is left alone.
      expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${other.pid}\n`);
    } finally {
      await other.stop();
    }
    const release = lockDataDir(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    release();
  });

  it('createDatabase refuses a folder open in another database and opens it once that one is closed', async () => {
    const first = await createDatabase({ dataDir: dir, migrate: false });
    try {
      await expect(createDatabase({ dataDir: dir, migrate: false })).rejects.toThrow(DataDirInUseError);
      await first.executeSql('create table kept (n int); insert into kept values (1)');
    } finally {
      await first.close();
    }
    const second = await createDatabase({ dataDir: dir, migrate: false });
    try {
      expect(await second.executeSql('select n from kept')).toMatchObject({ rows: [{ n: 1 }] });
    } finally {
      await second.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
