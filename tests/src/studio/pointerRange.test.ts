import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { pointerRange } from '../../../src/studio/pointerRange';

const stateOf = (text: string) => EditorState.create({ doc: text, extensions: [json()] });
const textAt = (state: EditorState, pointer: string) => {
  const { from, to } = pointerRange(state, pointer);
  return state.sliceDoc(from, to);
};

describe('pointerRange: where a problem at a JSON Pointer is marked in the editor', () => {
  const text = JSON.stringify({ a: { 'b/c': [1, { widget: 'serchBar' }], 'd~e': true }, z: null }, null, 2);
  const state = stateOf(text);

  it('finds properties (escaped ~1 and ~0) and array items, marking from the key to the end of the value', () => {
    expect(textAt(state, '/a/b~1c/1/widget')).toBe('"widget": "serchBar"');
    expect(textAt(state, '/a/d~0e')).toBe('"d~e": true');
    expect(textAt(state, '/a/b~1c/0')).toBe('1');
    expect(textAt(state, '/z')).toBe('"z": null');
  });

  it('falls back to the nearest part that exists, and to the whole text for the root', () => {
    expect(textAt(state, '/a/b~1c/1/props')).toMatch(/^\{\s+"widget": "serchBar"\s+\}$/);
    expect(textAt(state, '/a/b~1c/7')).toContain('"b/c": [');
    expect(pointerRange(state, '')).toEqual({ from: 0, to: text.length });
  });

  it('finds a pointer near the end of a long text, past what the editor has parsed for the screen', () => {
    const long = { items: Array.from({ length: 5000 }, (_, index) => ({ index })), last: { widget: 'x' } };
    const big = stateOf(JSON.stringify(long, null, 2));
    expect(textAt(big, '/last/widget')).toBe('"widget": "x"');
    expect(textAt(big, '/items/4999/index')).toBe('"index": 4999');
  });
});
