import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSystem as chakraCreateSystem, mergeConfigs, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { chakraSystemSteps } from '../../scripts/chakraSystemStepsPlugin';
import { chakraBaseTheme } from '../../src/app/chakraBaseTheme';
import { porticoSystemConfigs } from '../../src/app/createPorticoSystem';

const require = createRequire(import.meta.url);
const systemJs = path.join(path.dirname(require.resolve('@chakra-ui/react')), '..', 'esm', 'styled-system', 'system.js');

function transform(code: string, id: string): string | undefined {
  const plugin = chakraSystemSteps() as { transform: (code: string, id: string) => string | undefined };
  return plugin.transform(code, id);
}

type Prepared = SystemConfig & { makeTokens: () => unknown };
type SteppedCreateSystem = typeof chakraCreateSystem & { prepare: (...configs: SystemConfig[]) => Prepared };

/** The pinned Chakra's system module as the build makes it, loaded over Chakra's own modules (its imports made absolute). */
const temporary = mkdtempSync(path.join(os.tmpdir(), 'portico-system-steps-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));
async function loadTransformed(): Promise<SteppedCreateSystem> {
  const fromChakra = createRequire(systemJs);
  const code = transform(readFileSync(systemJs, 'utf8'), systemJs)!.replace(/from '([^']+)'/g, (_, specifier: string) => {
    if (specifier.startsWith('.')) return `from '${pathToFileURL(path.resolve(path.dirname(systemJs), specifier)).href}'`;
    // A package Chakra imports: its ES module entry, found as Chakra would find it.
    const manifest = fromChakra.resolve(`${specifier}/package.json`);
    const { module, main } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: string; main: string };
    return `from '${pathToFileURL(path.join(path.dirname(manifest), module ?? main)).href}'`;
  });
  const file = path.join(temporary, 'system.mjs');
  writeFileSync(file, code);
  return ((await import(pathToFileURL(file).href)) as { createSystem: SteppedCreateSystem }).createSystem;
}

/** What a system puts into pages: its tokens, the CSS of its tokens and global styles, and a style object's CSS. */
const output = (system: SystemContext) => ({
  tokens: JSON.stringify(system.tokens.allTokens),
  global: JSON.stringify(system._global),
  css: JSON.stringify(system.css({ color: 'brand.solid', p: '4', borderRadius: 'l2', _hover: { bg: 'fg.muted' }, md: { w: '1/2' } })),
});

describe("the build's createSystem in steps", () => {
  it('gives the pinned Chakra createSystem a prepare step whose result it takes', () => {
    const code = transform(readFileSync(systemJs, 'utf8'), systemJs)!;
    expect(code).toContain('createSystem.prepare = ');
    expect(code).toContain('const config = prepared ? prepared.config : mergeConfigs(...configs);');
    expect(code).toContain('const tokens = prepared ? prepared.makeTokens() : createTokenDictionary({');
  });

  it('makes, in steps and in one go, the very system Chakra makes from the same configs', async () => {
    const createSystem = await loadTransformed();
    const configs = porticoSystemConfigs();
    const chakras = output(chakraCreateSystem(...configs));
    expect(output(createSystem(...configs))).toEqual(chakras);
    const prepared = createSystem.prepare(...configs);
    prepared.makeTokens();
    expect(output(createSystem(prepared))).toEqual(chakras);
    // Without makeTokens first, createSystem makes them.
    expect(output(createSystem(createSystem.prepare(...configs)))).toEqual(chakras);
  });

  it("merges the base theme's parts with Portico's as the base theme merged beforehand did", () => {
    const portico = porticoSystemConfigs().slice(chakraBaseTheme.length);
    expect(output(chakraCreateSystem(...porticoSystemConfigs()))).toEqual(output(chakraCreateSystem(mergeConfigs(...chakraBaseTheme), ...portico)));
  });

  it('leaves other modules alone and stops the build when Chakra makes the system some other way', () => {
    expect(transform('const x = 1;', '/app/src/main.tsx')).toBeUndefined();
    expect(() => transform('function createSystem(...configs) {}', systemJs)).toThrow(/no longer makes the system/);
  });
});
