/**
 * Undo and redo for an editor of immutable documents (the form builder): each state is a whole
 * document (edits share everything they did not change, so a step costs little), at most LIMIT steps
 * back. Edits that carry the same `mergeKey` one after the other (the letters typed into one label)
 * make one step, so undo takes back the word, not the letter.
 */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly lastKey?: string;
}

const LIMIT = 200;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

export function recordEdit<T>(history: EditHistory<T>, next: T, mergeKey?: string): EditHistory<T> {
  if (next === history.present) return history;
  if (mergeKey !== undefined && mergeKey === history.lastKey) return { ...history, present: next, future: [] };
  const past = history.past.length >= LIMIT ? history.past.slice(1 - LIMIT) : history.past;
  return { past: [...past, history.present], present: next, future: [], ...(mergeKey === undefined ? {} : { lastKey: mergeKey }) };
}

export function undoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
