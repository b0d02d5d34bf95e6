import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { insertField, updateField } from '../../../engine/forms/builder/formEdits';
import { createCanvasStore } from '../../../src/formBuilder/BuilderCanvas';
import { definition, section, text } from '../../engine/forms/formFixtures';

const at = (item: number) => ({ section: 0, item });
const relabel = (form: FormDefinition, item: number, label: string) => updateField(form, at(item), (field) => ({ ...field, label }));

/** The canvas store as the editor uses it: each new form's ids read first by the editor's render, then the form shown. */
function editor(start: FormDefinition) {
  const store = createCanvasStore({ definition: start, selection: { kind: 'form' }, problemsAt: () => 0, sectionProblems: () => [] });
  const show = (form: FormDefinition) => store.set({ ...store.get(), definition: form });
  return { key: store.questionKey, show };
}

describe('a question’s id in the builder', () => {
  it('stays the same while it is typed into, whatever older form is read in between (the panel’s deferred copy)', () => {
    const first = definition([section('a', [text('alpha')])]);
    const { key, show } = editor(first);
    const alpha = key(first, at(0));
    // A question added after it, then its label typed letter by letter.
    const added = insertField(first, at(1), { name: 'new', label: 'New', type: 'text' });
    const id = key(added, at(1));
    show(added);
    expect(id).not.toBe(alpha);
    let form = added;
    for (const label of ['B', 'Be', 'Bet', 'Beta']) {
      form = relabel(form, 1, label);
      expect(key(form, at(1))).toBe(id);
      // The panel compares with the form of the selection before (a form without the new question).
      expect(key(first, at(0))).toBe(alpha);
      show(form);
    }
    expect(key(form, at(0))).toBe(alpha);
  });

  it('after an undo, an edit keeps the id of the question at its place in the form shown', () => {
    const first = definition([section('a', [text('alpha'), text('beta')])]);
    const { key, show } = editor(first);
    const beta = key(first, at(1));
    const added = insertField(first, at(1), { name: 'new', label: 'New', type: 'text' });
    const id = key(added, at(1));
    show(added);
    // Undo: the first form again; beta (at the new question's place) is edited.
    show(first);
    const edited = relabel(first, 1, 'Beta!');
    expect(key(edited, at(1))).toBe(beta);
    expect(key(edited, at(1))).not.toBe(id);
  });
});
