import { readFileSync } from 'node:fs';

/** The text of a shipped employer config, read fresh from disk. */
export function readConfigText(name: 'acme' | 'globex'): string {
  return readFileSync(new URL(`../../../configs/${name}.json`, import.meta.url), 'utf8');
}

/** A fresh deep copy of a shipped employer config, free to mutate. */
export function readConfig(name: 'acme' | 'globex'): Record<string, unknown> {
  return JSON.parse(readConfigText(name)) as Record<string, unknown>;
}

function tokens(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function parentOf(document: unknown, pointer: string): [Record<string, unknown>, string] {
  const path = tokens(pointer);
  const last = path.pop();
  if (last === undefined) throw new Error('cannot address the whole document');
  let node = document;
  for (const token of path) {
    if (node === null || typeof node !== 'object') throw new Error(`${pointer}: no container at ${token}`);
    node = (node as Record<string, unknown>)[token];
  }
  if (node === null || typeof node !== 'object') throw new Error(`${pointer}: parent is not a container`);
  return [node as Record<string, unknown>, last];
}

/** Reads the value at a JSON Pointer (undefined when absent). */
export function getAt(document: unknown, pointer: string): unknown {
  return tokens(pointer).reduce<unknown>(
    (node, token) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined),
    document,
  );
}

/** Sets the value at a JSON Pointer; the parent must exist. */
export function setAt(document: unknown, pointer: string, value: unknown): void {
  const [parent, key] = parentOf(document, pointer);
  parent[key] = value;
}

/** Deletes the property at a JSON Pointer; the property must exist, so a typo in a test fails loudly. */
export function removeAt(document: unknown, pointer: string): void {
  const [parent, key] = parentOf(document, pointer);
  if (!(key in parent)) throw new Error(`${pointer}: nothing to remove`);
  delete parent[key];
}
