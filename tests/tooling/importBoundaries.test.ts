import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

/** Lints code as if it lived at filePath (the file need not exist) and returns its messages. */
async function lint(code: string, filePath: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, `no lint result for ${filePath}`).toBeDefined();
  return result!.messages;
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((message) => message.ruleId);

const ENGINE_FILE = 'engine/logic/__fixture__.ts';

// The first lint loads the config, typescript-eslint and its parser: several seconds on a slow machine.
describe('one-way imports (eslint.config.js)', { timeout: 30_000 }, () => {
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
