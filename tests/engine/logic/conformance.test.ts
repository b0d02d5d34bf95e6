import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { evaluateRule } from '../../../engine/logic/evaluate';

interface ConformanceCase {
  rule: unknown;
  data?: unknown;
  result: unknown;
  description: string;
}

// String entries are section headings ("# Compound Tests"); each case is titled with its section.
const entries = JSON.parse(readFileSync(new URL('../../../../shared/conformance/json-logic/compatible.json', import.meta.url), 'utf8')) as (
  string | ConformanceCase
)[];

const cases: [title: string, testCase: ConformanceCase][] = [];
let section = '';
for (const entry of entries) {
  if (typeof entry === 'string') section = entry.replace(/^#\s*/, '');
  else cases.push([`${section}: ${entry.description}`, entry]);
}

describe('evaluateRule conforms to the shared JSON Logic suite', () => {
  it('covers all 278 cases of the suite', () => {
    expect(cases).toHaveLength(278);
  });

  it.each(cases)('%s', (_title, { rule, data, result }) => {
    expect(evaluateRule(rule, data)).toEqual(result);
  });
});
