import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../../schemas/generated/forms/form-definition';
import {
  builderReducer,
  followFieldMove,
  followSectionMove,
  startBuilder,
  type BuilderAction,
  type BuilderState,
} from '../../../../engine/forms/builder/builderState';
import { addSection, fieldAt, insertField, moveField, moveSection, removeField, removeSection, updateField } from '../../../../engine/forms/builder/formEdits';
import { definition, section, text } from '../formFixtures';
import { deepFreeze, namesOf, sampleForm } from './builderFixtures';

const run = (state: BuilderState, ...actions: BuilderAction[]) =>
  actions.reduce((current, action) => deepFreeze(builderReducer(current, action)), deepFreeze(state));
const present = (state: BuilderState) => state.history.present;
const label = (value: string, key?: string): BuilderAction => ({
  type: 'edit',
  change: (form) => updateField(form, { section: 0, item: 0 }, (field) => ({ ...field, label: value })),
  ...(key === undefined ? {} : { mergeKey: key }),
});

describe('the form builder’s state', () => {
  it('starts with the definition, nothing to undo, and the form selected', () => {
    const form = sampleForm();
    const state = startBuilder(form);
    expect(present(state)).toBe(form);
    expect(state.history.past).toEqual([]);
    expect(state.history.future).toEqual([]);
    expect(state.selection).toEqual({ kind: 'form' });
  });

  it('applies an edit to the present definition and records it, the given state left as it was', () => {
    const form = sampleForm();
    const start = deepFreeze(startBuilder(form));
    const state = run(start, { type: 'edit', change: (current) => removeField(current, { section: 0, item: 0 }) });
    expect(namesOf(present(state), 0)).toEqual(['second', 'jobs', 'third']);
    expect(state.history.past).toEqual([form]);
    expect(state.history.past[0]).toBe(form);
    expect(present(state).sections[1]).toBe(form.sections[1]);
    expect(present(start)).toBe(form);
    expect(start.history.past).toEqual([]);
  });

  it('gives back the same state for an edit that changes nothing and selects nothing, and for undo or redo with nothing to do', () => {
    const state = deepFreeze(startBuilder(sampleForm()));
    expect(builderReducer(state, { type: 'edit', change: (current) => current })).toBe(state);
    expect(builderReducer(state, { type: 'edit', change: (current) => removeField(current, { section: 9, item: 0 }) })).toBe(state);
    expect(builderReducer(state, { type: 'edit', change: (current) => moveField(current, { section: 0, item: 1 }, { section: 0, item: 1 }) })).toBe(state);
    expect(builderReducer(state, { type: 'undo' })).toBe(state);
    expect(builderReducer(state, { type: 'redo' })).toBe(state);
  });

  it('selects with an edit that changes nothing, without recording a step', () => {
    const state = startBuilder(sampleForm());
    const selected = run(state, { type: 'edit', change: (current) => current, select: { kind: 'section', section: 1 } });
    expect(selected.selection).toEqual({ kind: 'section', section: 1 });
    expect(selected.history).toBe(state.history);
  });

  it('selects the form, a section or a question that exists, and the form for anything else', () => {
    const state = startBuilder(sampleForm());
    const select = (selection: BuilderState['selection']) => run(state, { type: 'select', selection }).selection;
    expect(select({ kind: 'section', section: 2 })).toEqual({ kind: 'section', section: 2 });
    expect(select({ kind: 'field', place: { section: 1, item: 1 } })).toEqual({ kind: 'field', place: { section: 1, item: 1 } });
    expect(select({ kind: 'field', place: { section: 0, item: 2, child: 2 } })).toEqual({ kind: 'field', place: { section: 0, item: 2, child: 2 } });
    expect(select({ kind: 'section', section: 3 })).toEqual({ kind: 'form' });
    expect(select({ kind: 'field', place: { section: 1, item: 2 } })).toEqual({ kind: 'form' });
    expect(select({ kind: 'field', place: { section: 0, item: 2, child: 3 } })).toEqual({ kind: 'form' });
    expect(select({ kind: 'field', place: { section: 0, item: 0, child: 0 } })).toEqual({ kind: 'form' });
    expect(select({ kind: 'form' })).toEqual({ kind: 'form' });
  });

  it('selects what an edit made (a new question), and falls back to the form when an undo takes it away', () => {
    const state = run(startBuilder(sampleForm()), {
      type: 'edit',
      change: (current) => insertField(current, { section: 2, item: 1 }, text('added')),
      select: { kind: 'field', place: { section: 2, item: 1 } },
    });
    expect(state.selection).toEqual({ kind: 'field', place: { section: 2, item: 1 } });
    expect(fieldAt(present(state), { section: 2, item: 1 })?.name).toBe('added');
    const undone = run(state, { type: 'undo' });
    expect(namesOf(present(undone), 2)).toEqual(['last']);
    expect(undone.selection).toEqual({ kind: 'form' });
    const redone = run(undone, { type: 'redo' });
    expect(namesOf(present(redone), 2)).toEqual(['last', 'added']);
    expect(present(redone)).toBe(present(state));
    expect(redone.selection).toEqual({ kind: 'form' });
  });

  it('falls back to the form when the selected section, or the section of the selected question, is removed', () => {
    const start = run(startBuilder(sampleForm()), { type: 'select', selection: { kind: 'section', section: 2 } });
    const removed = run(start, { type: 'edit', change: (current) => removeSection(current, 2) });
    expect(present(removed).sections.map((each) => each.id)).toEqual(['a', 'b']);
    expect(removed.selection).toEqual({ kind: 'form' });
    // A question of a removed section.
    const onField = run(
      startBuilder(sampleForm()),
      { type: 'select', selection: { kind: 'field', place: { section: 2, item: 0 } } },
      { type: 'edit', change: (current) => removeSection(current, 2) },
    );
    expect(onField.selection).toEqual({ kind: 'form' });
    // As the builder does it: the edit says what to select.
    const asBuilder = run(start, { type: 'edit', change: (current) => removeSection(current, 2), select: { kind: 'form' } });
    expect(asBuilder.selection).toEqual({ kind: 'form' });
    // Undo brings the section back; the selection stays on the form.
    expect(run(removed, { type: 'undo' }).selection).toEqual({ kind: 'form' });
    expect(present(run(removed, { type: 'undo' }))).toBe(present(start));
  });

  it('keeps a selection an edit or an undo leaves in place', () => {
    const start = run(startBuilder(sampleForm()), { type: 'select', selection: { kind: 'field', place: { section: 1, item: 0 } } });
    const edited = run(start, label('First question'));
    expect(edited.selection).toBe(start.selection);
    const added = run(edited, { type: 'edit', change: (current) => addSection(current, 'More') });
    expect(added.selection).toEqual({ kind: 'field', place: { section: 1, item: 0 } });
    expect(run(added, { type: 'undo' }, { type: 'undo' }).selection).toEqual({ kind: 'field', place: { section: 1, item: 0 } });
  });

  it('merges edits with the same key into one undo step, and a new edit clears redo', () => {
    const form = sampleForm();
    const typed = run(startBuilder(form), label('F', 'label:0:0'), label('Fi', 'label:0:0'), label('Fir', 'label:0:0'));
    expect(fieldAt(present(typed), { section: 0, item: 0 })?.label).toBe('Fir');
    expect(typed.history.past).toHaveLength(1);
    const undone = run(typed, { type: 'undo' });
    expect(present(undone)).toBe(form);
    const other = run(undone, label('Other'));
    expect(other.history.future).toEqual([]);
    expect(run(other, { type: 'redo' })).toBe(other);
    expect(fieldAt(present(other), { section: 0, item: 0 })?.label).toBe('Other');
  });

  it('starts anew from a reset: nothing to undo, the selection kept while it names something', () => {
    const edited = run(startBuilder(sampleForm()), label('Edited'), { type: 'select', selection: { kind: 'field', place: { section: 1, item: 1 } } });
    const replacement: FormDefinition = deepFreeze(definition([section('a', [text('x')]), section('b', [text('y'), text('z')])]));
    const reset = run(edited, { type: 'reset', definition: replacement });
    expect(present(reset)).toBe(replacement);
    expect(reset.history.past).toEqual([]);
    expect(reset.history.future).toEqual([]);
    expect(reset.selection).toEqual({ kind: 'field', place: { section: 1, item: 1 } });
    expect(run(reset, { type: 'undo' })).toBe(reset);
    const smaller = deepFreeze(definition([section('only', [text('x')])]));
    expect(run(edited, { type: 'reset', definition: smaller }).selection).toEqual({ kind: 'form' });
  });

  it('keeps the same question selected through a keyboard move’s steps, wherever each step takes it or the moved one', () => {
    const form = sampleForm();
    const selected = (state: BuilderState) => {
      const { selection } = state;
      return selection.kind === 'field' ? fieldAt(present(state), selection.place)?.name : selection.kind;
    };
    const step = (from: { section: number; item: number }, to: { section: number; item: number }): BuilderAction => ({
      type: 'edit',
      change: (current) => moveField(current, from, to),
      mergeKey: 'move:1',
      select: followFieldMove(from, to),
    });
    for (const [name, place] of [
      ['first', { section: 0, item: 0 }],
      ['second', { section: 0, item: 1 }],
      ['third', { section: 0, item: 3 }],
      ['other', { section: 1, item: 0 }],
      ['country', { section: 1, item: 1 }],
    ] as const) {
      let state = run(startBuilder(form), { type: 'select', selection: { kind: 'field', place } });
      // "second" down one place, then into the next section's first place, then up again to the end of the first.
      state = run(state, step({ section: 0, item: 1 }, { section: 0, item: 2 }));
      expect(selected(state)).toBe(name);
      state = run(state, step({ section: 0, item: 2 }, { section: 1, item: 0 }));
      expect(namesOf(present(state), 1)).toEqual(['second', 'other', 'country']);
      expect(selected(state)).toBe(name);
      state = run(state, step({ section: 1, item: 0 }, { section: 0, item: 3 }));
      expect(namesOf(present(state), 0)).toEqual(['first', 'jobs', 'third', 'second']);
      expect(selected(state)).toBe(name);
      // The three steps are one undo step.
      expect(present(run(state, { type: 'undo' }))).toBe(form);
    }
  });

  it('keeps the same section, or the same question, selected through a section’s keyboard move', () => {
    const form = sampleForm();
    const move = (from: number, to: number): BuilderAction => ({
      type: 'edit',
      change: (current) => moveSection(current, from, to),
      mergeKey: 'move:2',
      select: followSectionMove(from, to),
    });
    const titles = (state: BuilderState) => present(state).sections.map((each) => each.id);
    let state = run(startBuilder(form), { type: 'select', selection: { kind: 'section', section: 1 } }, move(2, 1), move(1, 0));
    expect(titles(state)).toEqual(['c', 'a', 'b']);
    expect(state.selection).toEqual({ kind: 'section', section: 2 });
    state = run(startBuilder(form), { type: 'select', selection: { kind: 'field', place: { section: 0, item: 3 } } }, move(0, 2));
    expect(fieldAt(present(state), (state.selection as { place: { section: number; item: number } }).place)?.name).toBe('third');
    // A step that changes nothing (the last section one place down) leaves the state as it was.
    expect(run(state, move(2, 3))).toBe(state);
  });
});
