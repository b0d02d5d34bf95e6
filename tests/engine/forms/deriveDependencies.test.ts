import { describe, expect, it } from 'vitest';
import { deriveDependencies } from '../../../engine/forms/deriveDependencies';
import { validateFormDefinition } from '../../../engine/forms/validateFormDefinition';

const form = (items: unknown[], more: unknown[] = []) => ({
  id: 'f',
  title: 'F',
  layout: 'simple',
  sections: [
    { id: 'a', title: 'A', items },
    { id: 'b', title: 'B', items: more },
  ],
});

describe('deriveDependencies', () => {
  it("sets each question's dependencies to the fields its visibleFn reads, whatever was written, and drops them without one", () => {
    const derived = deriveDependencies(
      form(
        [
          { name: 'country', label: 'Country', type: 'text' },
          { name: 'state', label: 'State', type: 'text', dependencies: ['country'] },
        ],
        [
          {
            name: 'zip',
            label: 'ZIP',
            type: 'text',
            dependencies: ['nonsense'],
            visibleFn: { and: [{ '==': [{ var: 'country' }, 'US'] }, { '!!': [{ var: 'state.code' }] }, { '==': [{ var: 'typo' }, 1] }] },
          },
        ],
      ),
    );
    const [first, second] = derived.sections as { items: Record<string, unknown>[] }[];
    expect(first!.items[1]).toEqual({ name: 'state', label: 'State', type: 'text' });
    // A name that is no field is left out: the engine reports it once, at the visibleFn.
    expect(second!.items[0]!.dependencies).toEqual(['country', 'state']);
    expect(validateFormDefinition(derived).errors).toEqual([
      expect.objectContaining({ pointer: '/sections/1/items/0/visibleFn', message: expect.stringContaining('typo') }),
    ]);
  });

  it("derives a list entry's question from the entry's questions and the form's, and passes the engine's check", () => {
    const derived = deriveDependencies(
      form(
        [
          { name: 'has_refs', label: 'References?', type: 'checkbox' },
          {
            name: 'refs',
            label: 'References',
            type: 'dynamicList',
            items: [
              { name: 'ref_name', label: 'Name', type: 'text' },
              { name: 'ref_phone', label: 'Phone', type: 'text', visibleFn: { and: [{ var: 'ref_name' }, { var: 'has_refs' }] } },
            ],
          },
        ],
        [{ name: 'x', label: 'X', type: 'text' }],
      ),
    );
    const list = (derived.sections as { items: { items?: Record<string, unknown>[] }[] }[])[0]!.items[1]!;
    expect(list.items![1]!.dependencies).toEqual(['has_refs', 'ref_name']);
    expect(validateFormDefinition(derived).errors).toEqual([]);
  });

  it('leaves what is not shaped like a form as it is, for the check to describe', () => {
    expect(deriveDependencies({ id: 'f', sections: 'none' })).toEqual({ id: 'f', sections: 'none' });
    expect(deriveDependencies({ sections: [7, { id: 's', items: [null, 'q'] }] })).toEqual({ sections: [7, { id: 's', items: [null, 'q'] }] });
  });
});
