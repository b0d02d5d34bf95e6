import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { ALLOWED_OPERATORS } from '../../../engine/logic/jsonLogicOperators';
import { findUnknownOperators } from '../../../engine/logic/findUnknownOperators';

/** Calls an operator the way a rule would; json-logic-js throws "Unrecognized operation" for a name it lacks. */
function recognised(operator: string): boolean {
  try {
    jsonLogic.apply({ [operator]: [[1], { var: '' }, 0] } as never, {});
    return true;
  } catch (error) {
    return !(error instanceof Error && error.message.startsWith('Unrecognized operation'));
  }
}

describe('ALLOWED_OPERATORS', () => {
  it.each(ALLOWED_OPERATORS.map((operator) => [operator]))('"%s" is an operator json-logic-js evaluates', (operator) => {
    expect(recognised(operator)).toBe(true);
  });

  it('leaves out what the hardened evaluator refuses, and names json-logic-js lacks', () => {
    expect(ALLOWED_OPERATORS).not.toContain('method');
    expect(recognised('contains')).toBe(false);
  });
});

describe('findUnknownOperators', () => {
  it('finds none in a rule of known operators, literal objects included', () => {
    expect(findUnknownOperators({ if: [{ var: 'a' }, { a: 1, b: 2 }, { map: [[1], { '+': [{ var: '' }, 1] }] }] })).toEqual([]);
  });

  it('gives each unknown operator with the pointer of its key inside the rule', () => {
    expect(findUnknownOperators([{ equals: [1, 1] }, { or: [{ var: 'x' }, { 'var.call': [] }] }])).toEqual([
      { operator: 'equals', pointer: '/0/equals' },
      { operator: 'var.call', pointer: '/1/or/1/var.call' },
    ]);
  });
});
