import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from '../../scripts/chakraLazyGlobalPlugin';

const systemJs = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'styled-system', 'system.js');

function transform(code: string, id: string): string | undefined {
  const plugin = chakraLazyGlobal() as { transform: (code: string, id: string) => string | undefined };
  return plugin.transform(code, id);
}

describe("the build's lazy Chakra global styles", () => {
  it("makes the pinned Chakra's _global a property computed on first read, which can be set", async () => {
    const code = transform(readFileSync(systemJs, 'utf8'), systemJs)!;
    expect(code).not.toContain('const _global = [');
    expect(code).toContain('get _global()');
    expect(code).toContain('set _global(value)');
  });

  it('leaves other modules alone and stops the build when Chakra computes them some other way', () => {
    expect(transform('const x = 1;', '/app/src/main.tsx')).toBeUndefined();
    expect(() => transform('const _global = makeThem();', systemJs)).toThrow(/no longer computes _global/);
  });
});
