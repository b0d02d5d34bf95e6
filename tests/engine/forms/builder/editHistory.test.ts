import { describe, expect, it } from 'vitest';
import { recordEdit, redoEdit, startHistory, undoEdit, type EditHistory } from '../../../../engine/forms/builder/editHistory';
import { deepFreeze } from './builderFixtures';

interface Doc {
  readonly label: string;
}
const doc = (label: string): Doc => deepFreeze({ label });

/** Records each document in turn, with the key given for it. */
function recordAll<T>(history: EditHistory<T>, edits: readonly (readonly [T, string?])[]): EditHistory<T> {
  return edits.reduce((current, [next, key]) => recordEdit(current, next, key), history);
}

const undoTimes = <T>(history: EditHistory<T>, times: number) => Array.from({ length: times }).reduce<EditHistory<T>>((current) => undoEdit(current), history);

describe('the edit history', () => {
  it('starts with the document and nothing to undo or redo', () => {
    const start = doc('');
    const history = startHistory(start);
    expect(history).toEqual({ past: [], present: start, future: [] });
    expect(history.present).toBe(start);
    expect(history.lastKey).toBeUndefined();
  });

  it('records each edit as a step, and undo and redo walk the steps with the very same documents', () => {
    const [a, b, c] = [doc('a'), doc('b'), doc('c')];
    const history = recordAll(startHistory(a), [[b], [c]]);
    expect(history.past).toEqual([a, b]);
    expect(history.present).toBe(c);
    const once = undoEdit(history);
    expect(once.present).toBe(b);
    expect(once.future[0]).toBe(c);
    const twice = undoEdit(once);
    expect(twice.present).toBe(a);
    expect(twice.past).toEqual([]);
    expect(twice.future).toEqual([b, c]);
    expect(twice.future[0]).toBe(b);
    const back = redoEdit(redoEdit(twice));
    expect(back.present).toBe(c);
    expect(back.past[0]).toBe(a);
    expect(back.past[1]).toBe(b);
    expect(back.future).toEqual([]);
  });

  it('changes nothing when there is nothing to undo or redo, or the edit changed nothing', () => {
    const a = doc('a');
    const start = startHistory(a);
    expect(undoEdit(start)).toBe(start);
    expect(redoEdit(start)).toBe(start);
    expect(recordEdit(start, a)).toBe(start);
    expect(recordEdit(start, a, 'label')).toBe(start);
    const edited = recordEdit(start, doc('b'));
    expect(redoEdit(edited)).toBe(edited);
    const undone = undoEdit(edited);
    expect(undoEdit(undone)).toBe(undone);
  });

  it('leaves the history it was given as it was', () => {
    const history = deepFreeze(recordAll(startHistory(doc('a')), [[doc('b')], [doc('c'), 'k']]));
    const snapshot = structuredClone(history);
    recordEdit(history, doc('d'));
    recordEdit(history, doc('d'), 'k');
    redoEdit(undoEdit(undoEdit(history)));
    expect(history).toEqual(snapshot);
  });

  it('makes one step of edits with the same merge key one after the other: undo takes back the word, not the letter', () => {
    const start = doc('');
    const typed = recordAll(startHistory(start), [
      [doc('L'), 'label:0'],
      [doc('La'), 'label:0'],
      [doc('Lap'), 'label:0'],
    ]);
    expect(typed.present.label).toBe('Lap');
    expect(typed.past).toEqual([start]);
    const undone = undoEdit(typed);
    expect(undone.present).toBe(start);
    expect(undone.future.map((each) => each.label)).toEqual(['Lap']);
  });

  it('starts a new step for another key, or an edit without a key between two of the same key', () => {
    const keys = recordAll(startHistory(doc('')), [
      [doc('a'), 'label'],
      [doc('ab'), 'label'],
      [doc('ab!'), 'help'],
      [doc('ab!?'), 'help'],
      [doc('ab!?.'), 'label'],
    ]);
    expect(keys.past.map((each) => each.label)).toEqual(['', 'ab', 'ab!?']);
    const unkeyed = recordAll(startHistory(doc('')), [[doc('a'), 'label'], [doc('a+')], [doc('a+b'), 'label']]);
    expect(unkeyed.past.map((each) => each.label)).toEqual(['', 'a', 'a+']);
    const plain = recordAll(startHistory(doc('')), [[doc('1')], [doc('2')]]);
    expect(plain.past.map((each) => each.label)).toEqual(['', '1']);
  });

  it('does not merge into a step after an undo or a redo', () => {
    const typed = recordAll(startHistory(doc('')), [[doc('a'), 'label']]);
    const afterUndo = recordEdit(undoEdit(typed), doc('b'), 'label');
    expect(afterUndo.past.map((each) => each.label)).toEqual(['']);
    expect(afterUndo.present.label).toBe('b');
    const two = recordAll(startHistory(doc('')), [[doc('x')], [doc('xa'), 'label']]);
    const afterRedo = recordEdit(redoEdit(undoEdit(two)), doc('xab'), 'label');
    expect(afterRedo.past.map((each) => each.label)).toEqual(['', 'x', 'xa']);
    expect(undoEdit(afterRedo).present.label).toBe('xa');
  });

  it('clears what could be redone when a new edit is recorded, with a merge key or without', () => {
    const history = recordAll(startHistory(doc('a')), [[doc('b')], [doc('c')]]);
    const undone = undoEdit(undoEdit(history));
    expect(undone.future).toHaveLength(2);
    const edited = recordEdit(undone, doc('x'));
    expect(edited.future).toEqual([]);
    expect(redoEdit(edited)).toBe(edited);
    expect(edited.past.map((each) => each.label)).toEqual(['a']);
    const keyed = recordEdit(undone, doc('y'), 'label');
    expect(keyed.future).toEqual([]);
    // A merged edit clears them too.
    const typing = recordAll(startHistory(doc('')), [
      [doc('a'), 'k'],
      [doc('ab'), 'k'],
    ]);
    expect(recordEdit({ ...typing, future: [doc('later')] }, doc('abc'), 'k').future).toEqual([]);
  });

  it('keeps at most 200 steps back, dropping the oldest', () => {
    const docs = Array.from({ length: 251 }, (_, index) => doc(String(index)));
    const history = recordAll(
      startHistory(docs[0]!),
      docs.slice(1).map((each) => [each] as const),
    );
    expect(history.present).toBe(docs[250]);
    expect(history.past).toHaveLength(200);
    expect(history.past[0]).toBe(docs[50]);
    expect(history.past.at(-1)).toBe(docs[249]);
    const oldest = undoTimes(history, 200);
    expect(oldest.present).toBe(docs[50]);
    expect(oldest.future).toHaveLength(200);
    expect(undoEdit(oldest)).toBe(oldest);
    expect(oldest.future[199]).toBe(docs[250]);
  });

  it('drops nothing at exactly 200 steps, and merged edits do not count towards the limit', () => {
    const docs = Array.from({ length: 201 }, (_, index) => doc(String(index)));
    const full = recordAll(
      startHistory(docs[0]!),
      docs.slice(1).map((each) => [each] as const),
    );
    expect(full.past).toHaveLength(200);
    expect(full.past[0]).toBe(docs[0]);
    const merged = recordAll(
      full,
      Array.from({ length: 50 }, (_, index) => [doc(`typed ${index}`), 'label'] as const),
    );
    expect(merged.past).toHaveLength(200);
    expect(merged.past[0]).toBe(docs[1]);
    expect(merged.past.at(-1)).toBe(docs[200]);
    expect(merged.present.label).toBe('typed 49');
  });
});
