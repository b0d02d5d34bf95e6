import { describe, expect, it } from 'vitest';
import { loadEmployerConfig } from '../../../engine/config/loadEmployerConfig';
import { readConfig, readConfigText, setAt } from './configFixtures';

describe('loadEmployerConfig', () => {
  it.each(['acme', 'globex'] as const)('loads configs/%s.json from its text', (name) => {
    const result = loadEmployerConfig(readConfigText(name));
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.config?.name).toBe(readConfig(name).name);
  });

  it('returns the validated config with its defaults applied', () => {
    const result = loadEmployerConfig(readConfigText('acme'));
    expect(result.config?.pcsxConfig?.searchConfig?.pageSize).toBe(10);
    expect(result.config?.loginSignupConfig?.candidateLoginEnabled).toBe(true);
  });

  it('reports validation errors of well-formed JSON with their JSON Pointers', () => {
    const config = readConfig('acme');
    setAt(config, '/pages/jobs/layout/0/children/1/props/title', 42);
    const result = loadEmployerConfig(JSON.stringify(config, null, 2));
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([{ pointer: '/pages/jobs/layout/0/children/1/props/title', message: 'should be a string, but is the number 42' }]);
  });

  // Each case marks the offending character with ⟨here⟩, so the expected line and column are worked
  // out from the text itself.
  it.each([
    ['a trailing comma before a closing brace', '{\n  "domain": "acme.com",\n  "name": "Acme",\n⟨here⟩}\n'],
    ['a missing comma between two properties', '{\n  "domain": "acme.com"\n  ⟨here⟩"name": "Acme"\n}\n'],
    ['a bare word where a value should be', '{\n  "domain": "acme.com",\n  "name": ⟨here⟩Acme\n}\n'],
    ['a trailing comma before a closing bracket', '{\n  "locales": ["en", "fr",⟨here⟩]\n}\n'],
    ['a single-quoted string', '{\n  "domain": ⟨here⟩\'acme.com\'\n}\n'],
  ])('reports invalid JSON (%s) at the whole document with its line and column', (_title, marked) => {
    const offset = marked.indexOf('⟨here⟩');
    const text = marked.replace('⟨here⟩', '');
    const lines = text.slice(0, offset).split('\n');
    const line = lines.length;
    const column = lines[lines.length - 1]!.length + 1;

    const result = loadEmployerConfig(text);
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.pointer).toBe('');
    expect(result.errors[0]?.message).toMatch(new RegExp(`^is not valid JSON at line ${line}, column ${column}: \\S`));
  });

  it('reports a file cut short with the line and column where it ends', () => {
    const text = '{\n  "domain": "acme.com",\n  "name": "Acme"\n';
    const result = loadEmployerConfig(text);
    expect(result.ok).toBe(false);
    expect(result.errors[0]?.pointer).toBe('');
    expect(result.errors[0]?.message).toMatch(/^is not valid JSON at line 4, column 1: \S/);
  });

  it('does not repeat the raw position of the parser in its message', () => {
    const result = loadEmployerConfig('{\n  "domain": "acme.com",\n}');
    expect(result.errors[0]?.message).not.toMatch(/position \d+/);
  });
});
