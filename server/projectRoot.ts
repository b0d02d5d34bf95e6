import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (the one holding package.json), where the files the server reads at run time
 * live: configs/, schemas/api/, the locale files, dist/. Found from this module's folder upwards, so it
 * is the same whether the server runs from its sources (server/) or from its build (dist-server/,
 * one bundle in which every module's import.meta.dirname is the bundle's).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
