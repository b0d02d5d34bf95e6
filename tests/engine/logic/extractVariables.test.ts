import { describe, it, expect } from 'vitest';
import { extractVariables, findUnknownVariables } from '../../../engine/logic/extractVariables';

describe('extractVariables', () => {
  it('lists the variable of a simple comparison', () => {
    expect(extractVariables({ '==': [{ var: 'country' }, 'CA'] })).toEqual(['country']);
  });

  it('finds variables nested at any depth, sorted and without duplicates', () => {
    const rule = {
      and: [{ '==': [{ var: 'country' }, 'CA'] }, { or: [{ var: ['age', 0] }, { if: [{ var: 'country' }, { var: 'address.city' }, null] }] }],
    };
    expect(extractVariables(rule)).toEqual(['address.city', 'age', 'country']);
  });

  it('reads the string, number and array forms of var', () => {
    expect(extractVariables([{ var: 'a' }, { var: 1 }, { var: ['b', 'fallback'] }])).toEqual(['1', 'a', 'b']);
  });

  it('keeps numeric index paths whole', () => {
    expect(extractVariables({ var: 'items.0.name' })).toEqual(['items.0.name']);
  });

  it('ignores the empty var, which means the whole data', () => {
    expect(extractVariables({ cat: [{ var: '' }, { var: [] }, { var: 'name' }] })).toEqual(['name']);
  });

  it('finds variables inside the default value of var', () => {
    expect(extractVariables({ var: ['nickname', { var: 'name' }] })).toEqual(['name', 'nickname']);
  });

  it('lists the keys named by missing, in both argument forms', () => {
    expect(extractVariables({ missing: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(extractVariables({ missing: [['c', 'd']] })).toEqual(['c', 'd']);
    expect(extractVariables({ missing: 'e' })).toEqual(['e']);
  });

  it('lists the keys named by missing_some', () => {
    expect(extractVariables({ missing_some: [1, ['phone', 'email']] })).toEqual(['email', 'phone']);
  });

  it('counts only the array argument of item-scoped operators as top-level', () => {
    const rule = {
      and: [
        { map: [{ var: 'jobs' }, { var: 'title' }] },
        { filter: [{ var: 'locations' }, { '==': [{ var: 'country' }, 'CA'] }] },
        { some: [{ var: 'skills' }, { '==': [{ var: '' }, 'ts'] }] },
        { all: [{ var: 'answers' }, { var: 'valid' }] },
        { none: [{ var: 'flags' }, { var: 'blocking' }] },
        {
          reduce: [{ var: 'scores' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, { var: 'bonus' }],
        },
      ],
    };
    expect(extractVariables(rule)).toEqual(['answers', 'bonus', 'flags', 'jobs', 'locations', 'scores', 'skills']);
  });

  it('ignores objects with several keys, which json-logic-js treats as literals', () => {
    expect(extractVariables({ '==': [{ var: 'a', other: 1 }, 1] })).toEqual([]);
  });

  it('returns nothing for rules without variables', () => {
    expect(extractVariables(true)).toEqual([]);
    expect(extractVariables({ '+': [1, 2] })).toEqual([]);
  });
});

describe('findUnknownVariables', () => {
  it('returns variables whose first segment is not a known name', () => {
    const rule = {
      and: [{ var: 'country' }, { var: 'address.city' }, { var: 'salary.min' }, { missing: ['phone'] }],
    };
    expect(findUnknownVariables(rule, ['country', 'address'])).toEqual(['phone', 'salary.min']);
  });

  it('returns nothing when every variable is known', () => {
    expect(findUnknownVariables({ '==': [{ var: 'items.0.name' }, 'x'] }, ['items'])).toEqual([]);
  });

  it('takes dotted known names: a path is known when it is one or lies under one', () => {
    const rule = { and: [{ var: 'user.isAdmin' }, { var: 'user.isAdmn' }, { var: 'user' }, { var: 'query.q.length' }] };
    expect(findUnknownVariables(rule, ['user.isAdmin', 'query'])).toEqual(['user', 'user.isAdmn']);
  });
});
