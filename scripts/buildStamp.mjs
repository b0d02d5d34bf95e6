// Whether the build (dist/client, dist/server, dist-server) is up to date with its sources, so that
// `npm start` serves it without building again. Plain JavaScript: `npm start` reads it with Node
// alone, before any TypeScript loader (tsx's hooks would slow down every module the server loads).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Everything `npm run build` reads: the app, the server, the schemas, the locale files, the build's own plugins and the installed packages. */
const SOURCES = [
  'index.html',
  'public',
  'src',
  'engine',
  'widgets',
  'schemas',
  'server',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** What the build writes; a missing one means building again. */
const OUTPUTS = ['dist/client/index.html', 'dist/server/renderPage.js', 'dist-server/main.js'];
const STAMP = path.join(ROOT, 'dist-server', 'build-stamp.json');

function* files(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A hash of every source file's path, size and modification time: a few milliseconds, where hashing the contents would read them all. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const [file, stat] of files(path.join(ROOT, source))) hash.update(`${path.relative(ROOT, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Records that the build was made from the sources as they were when it started (an edit during the build leaves it stale). */
export function writeBuildStamp(fingerprint) {
  writeFileSync(STAMP, `${JSON.stringify({ fingerprint, builtAt: new Date().toISOString() })}\n`);
}

export function buildIsCurrent() {
  if (!OUTPUTS.every((output) => existsSync(path.join(ROOT, output))) || !existsSync(STAMP)) return false;
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).fingerprint === sourceFingerprint();
  } catch {
    return false;
  }
}
