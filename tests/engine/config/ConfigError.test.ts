import { describe, expect, it } from 'vitest';
import { formatConfigError, joinPointer } from '../../../engine/config/ConfigError';

describe('joinPointer', () => {
  it('appends tokens, numbers included, to a base pointer', () => {
    expect(joinPointer('', 'pages', 'jobs', 'layout', 2, 'props')).toBe('/pages/jobs/layout/2/props');
    expect(joinPointer('/pages/jobs', 'layout', 0)).toBe('/pages/jobs/layout/0');
  });

  it('escapes ~ as ~0 and / as ~1, in that order, as RFC 6901 requires', () => {
    expect(joinPointer('', 'a/b')).toBe('/a~1b');
    expect(joinPointer('', 'a~b')).toBe('/a~0b');
    expect(joinPointer('', '~1')).toBe('/~01');
  });

  it('keeps the base pointer unchanged with no tokens', () => {
    expect(joinPointer('/pages')).toBe('/pages');
  });
});

describe('formatConfigError', () => {
  it('prints the pointer, a colon and the message', () => {
    expect(formatConfigError({ pointer: '/pages/jobs/layout/2/props/pageSize', message: 'should be an integer' })).toBe(
      '/pages/jobs/layout/2/props/pageSize: should be an integer',
    );
  });

  it('prints / for an error about the whole document', () => {
    expect(formatConfigError({ pointer: '', message: 'is not valid JSON' })).toBe('/: is not valid JSON');
  });
});
