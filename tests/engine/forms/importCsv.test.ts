import { describe, expect, it, vi } from 'vitest';
import { importCsv } from '../../../engine/forms/importCsv';

describe('importCsv', () => {
  it('reads the first row as headers and converts numbers and booleans', () => {
    const logger = vi.fn();
    expect(importCsv('name, age ,active,score\nAnn,31,TRUE,-2.5\nBob,4,false,1e3\n', { logger })).toEqual([
      { name: 'Ann', age: 31, active: true, score: -2.5 },
      { name: 'Bob', age: 4, active: false, score: 1000 },
    ]);
    expect(logger).not.toHaveBeenCalled();
  });

  it('skips empty and blank lines', () => {
    expect(importCsv('a,b\n\n1,2\n   \n\n3,4\n', { logger: vi.fn() })).toEqual([
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ]);
  });

  it('keeps numbers with leading zeros as text, and makes empty cells null', () => {
    expect(importCsv('zip,phone,note\n02139,007,\n', { logger: vi.fn() })).toEqual([{ zip: '02139', phone: '007', note: null }]);
  });

  it('logs parse failures and returns what parsed', () => {
    const logger = vi.fn();
    const rows = importCsv('a,b\n1,2,3\n4\n5,6\n', { logger });
    expect(rows).toEqual([
      { a: 1, b: 2 },
      { a: 4, b: null },
      { a: 5, b: 6 },
    ]);
    expect(logger).toHaveBeenCalledTimes(2);
    expect(logger.mock.calls.map(([message]) => message)).toEqual([
      'CSV import: Too many fields: expected 2 fields but parsed 3',
      'CSV import: Too few fields: expected 2 fields but parsed 1',
    ]);
  });

  it('logs to console.error by default, and never throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => importCsv('a,b\n"open,1\n')).not.toThrow();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
