import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file beside the server's build (dist-server/): a new build empties the folder, and the file with it. */
const FILE_NAME = 'checked-documents.json';

/**
 * The published documents (employer configs, form definitions) this build of the server has already
 * validated and accepted, each as validation left it (defaults applied), found by a hash of the build
 * and the document's content. A start whose published documents are all known skips validating them:
 * compiling the schemas with Ajv took about a fifth of a start.
 *
 * Safe because validation depends on the document and the engine alone: the same build (engine and
 * schemas bundled in it, the same installed packages) gives the same answer for the same content.
 * Only accepted documents are kept, so one this build refuses is validated, and refused, at every
 * start. A server running from its sources (tsx, the tests) keeps none: its engine may change between
 * starts without a build.
 */
export class CheckedDocuments {
  private readonly known: Map<string, unknown>;
  /** What this start used or added: what the file keeps (documents no longer published drop out). */
  private readonly current = new Map<string, unknown>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly buildId: string,
  ) {
    this.known = new Map(Object.entries(readEntries(file)));
  }

  /**
   * The documents checked by the build in `bundleDir` (dist-server/, which holds its build stamp);
   * undefined when the server does not run from a build.
   */
  static ofBuild(bundleDir: string, rootDir: string): CheckedDocuments | undefined {
    const stamp = path.join(bundleDir, 'build-stamp.json');
    if (!existsSync(stamp)) return undefined;
    // Packages stay imports of the bundle: an install after the build (Ajv's version) changes the lock file.
    const lock = statSync(path.join(rootDir, 'package-lock.json'), { throwIfNoEntry: false });
    const buildId = `${readFileSync(stamp, 'utf8').trim()}\0${lock?.size ?? 0}\0${lock?.mtimeMs ?? 0}`;
    return new CheckedDocuments(path.join(bundleDir, FILE_NAME), buildId);
  }

  /** The document as validation left it, when this build has accepted this content under this name before. */
  get(name: string, raw: unknown): unknown {
    const key = this.keyOf(name, raw);
    const checked = this.known.get(key);
    if (checked !== undefined) this.current.set(key, checked);
    return checked;
  }

  /** Records a document validation accepted, as it left it (kept as it is: save before anything could change it). */
  remember(name: string, raw: unknown, checked: unknown): void {
    const key = this.keyOf(name, raw);
    this.current.set(key, checked);
    this.changed ||= !this.known.has(key);
  }

  /** Writes the file when this start validated something new (written whole, then renamed: a reader never sees half). */
  async save(): Promise<void> {
    if (!this.changed && this.current.size === this.known.size) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, JSON.stringify(Object.fromEntries(this.current)));
      await rename(temporary, this.file);
    } catch {
      // A read-only build folder: every start validates, as without the file.
    }
  }

  private keyOf(name: string, raw: unknown): string {
    return createHash('sha256').update(this.buildId).update('\0').update(name).update('\0').update(JSON.stringify(raw)).digest('hex');
  }
}

function readEntries(file: string): Record<string, unknown> {
  try {
    const entries: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return entries && typeof entries === 'object' && !Array.isArray(entries) ? (entries as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
