import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The lock's file in a PGlite data folder: the process id of the Portico process that has it open. */
export const LOCK_FILE = 'portico.lock';

/** The folders this process holds (a process id in a lock file may be this one's by chance, after a restart in a container). */
const held = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is open in another Portico process (process ${pid}). PGlite can be opened by one process at a time: ` +
        `a second one would damage the database. Stop that process first, or give this one another PORTICO_DATA_DIR (or a PostgreSQL DATABASE_URL ` +
        `for several processes). If no Portico process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes a PGlite data folder for this process, or throws DataDirInUseError when a live process holds
 * it (PGlite has no lock of its own: two processes writing one folder leave it unreadable). A lock
 * left by a process that ended without closing (a crash, a kill) is taken over. Returns the release,
 * which the database's close calls.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (held.has(folder)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readLock(file), 10);
      const live = Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid);
      // A second time: another process took it over between our look and our write.
      if (live || attempt > 0) throw new DataDirInUseError(dataDir, pid);
      // Left by a process that is gone (or unreadable): taken over.
      unlinkSync(file);
    }
  }
  held.add(folder);
  return () => {
    if (!held.delete(folder)) return;
    try {
      if (readLock(file).trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
