import { describe, expect, it } from 'vitest';
import { chunkRows, NO_CHUNKS, type RowChunks } from '../../../src/formBuilder/BuilderCanvas';

const ids = (count: number, prefix = 'q') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const first = (rows: readonly string[]) => chunkRows(rows, NO_CHUNKS, 5);
/** Each chunk's rows, by key. */
const rowsOf = (made: RowChunks, rows: readonly string[]) =>
  Object.fromEntries(made.chunks.map(({ key, start, count }) => [key, rows.slice(start, start + count)]));

describe('chunkRows', () => {
  it('cuts the rows in chunks of the size the first time', () => {
    const rows = ids(12);
    expect(first(rows).chunks).toEqual([
      { key: 0, start: 0, count: 5 },
      { key: 1, start: 5, count: 5 },
      { key: 2, start: 10, count: 2 },
    ]);
  });

  it('puts a row added into the chunk of the row before it: every other chunk keeps its rows', () => {
    const rows = ids(15);
    const before = first(rows);
    const added = [...rows.slice(0, 7), 'new', ...rows.slice(7)];
    const after = chunkRows(added, before, 5);
    expect(rowsOf(after, added)).toEqual({ 0: ids(5), 1: ['q5', 'q6', 'new', 'q7', 'q8', 'q9'], 2: ['q10', 'q11', 'q12', 'q13', 'q14'] });
  });

  it('keeps the chunks of the rows that stay when one moves (it joins the chunk it lands in) or is removed', () => {
    const rows = ids(15);
    const before = first(rows);
    const down = [...rows.slice(0, 2), ...rows.slice(3, 11), 'q2', ...rows.slice(11)];
    expect(rowsOf(chunkRows(down, before, 5), down)).toEqual({
      0: ['q0', 'q1', 'q3', 'q4'],
      1: ids(10).slice(5),
      2: ['q10', 'q2', 'q11', 'q12', 'q13', 'q14'],
    });
    const up = ['q0', 'q12', ...rows.slice(1, 12), ...rows.slice(13)];
    const after = chunkRows(up, before, 5);
    expect(rowsOf(after, up)).toEqual({ 0: ['q0', 'q12', 'q1', 'q2', 'q3', 'q4'], 1: ids(10).slice(5), 2: ['q10', 'q11', 'q13', 'q14'] });
    expect(after.chunks.map((chunk) => chunk.start)).toEqual([0, 6, 11]);
    const removed = rows.filter((id) => id !== 'q7');
    expect(rowsOf(chunkRows(removed, before, 5), removed)).toEqual({ 0: ids(5), 1: ['q5', 'q6', 'q8', 'q9'], 2: ids(15).slice(10) });
  });

  it('splits a chunk grown to twice the size, and gives each chunk a key of its own', () => {
    let rows = ids(5);
    let made = first(rows);
    for (let add = 0; add < 7; add += 1) {
      rows = [...rows, `n${add}`];
      made = chunkRows(rows, made, 5);
    }
    expect(made.chunks).toEqual([
      { key: 0, start: 0, count: 10 },
      { key: 1, start: 10, count: 2 },
    ]);
    expect(new Set(made.chunks.map((chunk) => chunk.key)).size).toBe(made.chunks.length);
    expect(chunkRows([], made, 5).chunks).toEqual([]);
  });
});
