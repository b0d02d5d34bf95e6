import { ESLint, type Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let eslint: ESLint;
let eslintOnFixtures: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
  // The repository's lint ignores tests/tooling/fixtures/ (a deliberate cycle lives there); these tests lint it.
  eslintOnFixtures = new ESLint({ cwd: repoRoot, ignore: false });
});

/** Lints code as if it lived at filePath (the file need not exist) and returns its messages. */
async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, `no lint result for ${filePath}`).toBeDefined();
  return result!.messages;
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId);

const ENGINE_FILE = 'engine/logic/__fixture__.ts';

// The first lint loads the config, typescript-eslint and its parser, and the first import of widgets/ or src/ makes
// import-x/no-cycle read the app's module graph: several seconds on a slow machine.
describe('one-way imports (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const hook = useState;\n"],
    ['react-dom/client', "import { createRoot } from 'react-dom/client';\nexport const root = createRoot;\n"],
    ['@chakra-ui/react', "import { Box } from '@chakra-ui/react';\nexport const box = Box;\n"],
    ['node:fs', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"],
    ['fs', "import { readFileSync } from 'fs';\nexport const read = readFileSync;\n"],
    ['a relative path into widgets/', "import { widgetRegistry } from '../../widgets/registry';\nexport const registry = widgetRegistry;\n"],
    ['a relative path into src/', "import { App } from '../../src/app/App';\nexport const app = App;\n"],
    ['a relative path into server/', "import * as server from '../../server/main';\nexport const s = server;\n"],
  ])('fails an engine/ file that imports %s (no-restricted-imports)', async (_what, code) => {
    const messages = await lint(code, ENGINE_FILE);
    expect(rulesOf(messages)).toContain('no-restricted-imports');
    const message = messages.find((m) => m.ruleId === 'no-restricted-imports');
    expect(message?.severity).toBe(2);
    expect(message?.message).toContain('engine/ is plain TypeScript for Node and the browser');
  });

  it('fails an engine/ file that re-exports from a forbidden package', async () => {
    const messages = await lint("export { useState } from 'react';\n", ENGINE_FILE);
    expect(rulesOf(messages)).toContain('no-restricted-imports');
  });

  it.each([
    ['window', 'export const href = window.location.href;\n'],
    ['document', 'export const title = document.title;\n'],
    ['localStorage', "export const saved = localStorage.getItem('x');\n"],
    ['process', 'export const env = process.env.NODE_ENV;\n'],
  ])('fails an engine/ file that uses the global %s (no-restricted-globals)', async (name, code) => {
    const messages = await lint(code, ENGINE_FILE);
    const restricted = messages.filter((m) => m.ruleId === 'no-restricted-globals');
    expect(restricted).toHaveLength(1);
    expect(restricted[0]?.message).toContain(`'${name}'`);
    expect(restricted[0]?.severity).toBe(2);
  });

  it('fails a widgets/ file that imports the app shell from src/', async () => {
    const code = "import { useBoot } from '../../src/app/BootContext';\nexport const boot = useBoot;\n";
    const messages = await lint(code, 'widgets/section/__fixture__.tsx');
    const restricted = messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(restricted).toHaveLength(1);
    expect(restricted[0]?.message).toContain('widgets/ may import engine/ and schemas/ only');
  });

  it('fails a src/ file that imports server/', async () => {
    const code = "import * as server from '../../server/main';\nexport const s = server;\n";
    expect(rulesOf(await lint(code, 'src/app/__fixture__.tsx'))).toContain('no-restricted-imports');
  });

  it('fails a server/ file that imports React', async () => {
    const code = "import { useState } from 'react';\nexport const hook = useState;\n";
    expect(rulesOf(await lint(code, 'server/__fixture__.ts'))).toContain('no-restricted-imports');
  });

  it('passes an engine/ file that imports json-logic-js, a relative engine path and a schema', async () => {
    const code = [
      "import jsonLogic from 'json-logic-js';",
      "import type { EmployerConfig } from '../../schemas/generated/employer-config';",
      "import { evaluateRule } from './evaluate';",
      "import { joinPointer } from '../config/ConfigError';",
      'export const parts = [jsonLogic, evaluateRule, joinPointer];',
      'export type Config = EmployerConfig;',
      '',
    ].join('\n');
    expect(await lint(code, ENGINE_FILE)).toEqual([]);
  });

  it('passes a widgets/ file that imports React, Chakra and the engine', async () => {
    const code = [
      "import { Box } from '@chakra-ui/react';",
      "import { useState } from 'react';",
      "import { sanitizeHtml } from '../shared/SafeHtml';",
      "import { joinPointer } from '../../engine/config/ConfigError';",
      'export const parts = [Box, useState, sanitizeHtml, joinPointer];',
      '',
    ].join('\n');
    expect(await lint(code, 'widgets/section/__fixture__.tsx')).toEqual([]);
  });

  it('lets tests import across every layer', async () => {
    const code =
      "import { widgetRegistry } from '../../widgets/registry';\nimport { useState } from 'react';\nexport const parts = [widgetRegistry, useState];\n";
    expect(await lint(code, 'tests/engine/__fixture__.test.ts')).toEqual([]);
  });
});

describe('import cycles (import-x/no-cycle)', { timeout: 60_000 }, () => {
  /** Lints a fixture file as it is on disk: a cycle needs both files to exist. */
  async function lintFixture(name: string): Promise<Linter.LintMessage[]> {
    const filePath = `tests/tooling/fixtures/importCycle/${name}`;
    const [result] = await eslintOnFixtures.lintText(readFileSync(new URL(`../../${filePath}`, import.meta.url), 'utf8'), { filePath });
    expect(result, `no lint result for ${filePath}`).toBeDefined();
    return result!.messages;
  }

  it.each(['first.ts', 'second.ts'])('fails %s, one half of a cycle', async (name) => {
    const cycle = (await lintFixture(name)).filter((m) => m.ruleId === 'import-x/no-cycle');
    expect(cycle).toHaveLength(1);
    expect(cycle[0]?.severity).toBe(2);
  });

  it('passes a loop whose way back is a type-only import (gone at run time)', async () => {
    expect(await lintFixture('typeOnlyUser.ts')).toEqual([]);
  });
});

describe('feature areas (import-x/no-restricted-paths)', { timeout: 60_000 }, () => {
  const importing = (path: string) => `import * as imported from '${path}';\nexport const used = imported;\n`;
  const zoneErrors = async (code: string, filePath: string) =>
    (await lint(code, filePath)).filter((m) => m.ruleId === 'import-x/no-restricted-paths' && m.severity === 2);

  it.each([
    ['widgets/offers', 'widgets/search', '../search/searchResults/SearchResults'],
    ['widgets/search', 'widgets/home', '../home/profileEditor/ProfileEditor'],
    ['widgets/home', 'widgets/search', '../search/searchResults/SearchResults'],
    ['widgets/forms', 'widgets/offers', '../offers/offerLetter/OfferLetter'],
    ['widgets/section', 'widgets/columns', '../columns/Columns'],
    ['engine/search', 'engine/offers', '../offers/effectiveStatus'],
    ['engine/offers', 'engine/forms', '../forms/compileForm'],
    ['server/offers', 'server/search', '../search/findPosition'],
  ])("fails a file in %s/ that imports %s/'s files", async (area, other, path) => {
    const errors = await zoneErrors(importing(path), `${area}/__fixture__.tsx`);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(`${area}/ may not import another area's files (${other}/)`);
  });

  it('fails widgets/shared/ importing an area', async () => {
    const errors = await zoneErrors(importing('../search/data/positionDetails'), 'widgets/shared/__fixture__.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('widgets/shared/ serves every area and imports none of them');
  });

  it('fails a widget that imports the registry', async () => {
    const errors = await zoneErrors(importing('../../registry'), 'widgets/search/searchBar/__fixture__.tsx');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain('Only the app shell (src/) imports widgets/registry.ts');
  });

  it.each([
    ['widgets/home', '../search/positionDetails/PositionExtras'],
    ['widgets/home', '../shared/PortalContext'],
    ['widgets/home', '../../engine/offers/effectiveStatus'],
    ['widgets/search', '../loginForm/LazyAuthDialog'],
    ['engine/offers', '../forms/formMessages'],
    ['server/forms', '../search/findPosition'],
  ])('passes a file in %s/ that imports %s (a named exception, a shared folder or the layer below)', async (area, path) => {
    expect(await zoneErrors(importing(path), `${area}/__fixture__.ts`)).toEqual([]);
  });
});
