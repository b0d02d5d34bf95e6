import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { inBuilderWords } from '../../../src/formBuilder/useFormDraft';

// The key stands for the text (every language has it: npm run i18n:check).
const t = ((key: string) => `t:${key}`) as TFunction;

describe("the builder's words for the engine's problems", () => {
  it('says a section without questions in its own words, and leaves the others as the engine says them', () => {
    expect(inBuilderWords({ pointer: '/sections/2/items', message: 'should list at least 1 item' }, t)).toEqual({
      pointer: '/sections/2/items',
      message: 't:formBuilder.problemText.emptySection',
    });
    for (const other of [
      { pointer: '/sections/0/items/1/name', message: 'is used by another question' },
      // A repeating list's items (questions of each entry) are not a section's.
      { pointer: '/sections/0/items/1/items', message: 'should list at least 1 item' },
    ])
      expect(inBuilderWords(other, t)).toBe(other);
  });
});
