import { describe, expect, it } from 'vitest';
import { positionPid, selectAfterLoad } from '../../../engine/search/selection';
import { emptySearchState, parseSearchUrl } from '../../../engine/search/searchState';
import { changeFilter, changePage, newSearch, selectPosition } from '../../../engine/search/searchTransitions';
import { searchTestConfig } from './searchTestConfig';

const config = searchTestConfig();
const positions = [{ id: 101 }, { id: 102 }, { id: 103 }];

describe('selectAfterLoad', () => {
  it('selects the first result after a load when the URL gave no pid', () => {
    expect(selectAfterLoad(emptySearchState(), positions)).toEqual({ pid: '101', auto: true });
  });

  it('keeps the pid given in the URL, even when that position is not on this page', () => {
    const fromUrl = parseSearchUrl({ pathname: '/careers', search: '?pid=999' }, config);
    expect(selectAfterLoad(fromUrl, positions)).toEqual({ pid: '999', auto: false });
    const fromJobPath = parseSearchUrl({ pathname: '/careers/job/102-designer' }, config);
    expect(selectAfterLoad(fromJobPath, positions)).toEqual({ pid: '102', auto: false });
  });

  it('selects nothing when there are no results', () => {
    expect(selectAfterLoad(emptySearchState(), [])).toEqual({ pid: undefined, auto: false });
  });

  it('skips results without an id and falls back to position_id', () => {
    expect(selectAfterLoad(emptySearchState(), [{}, { position_id: '55' }])).toEqual({ pid: '55', auto: true });
  });

  it('keeps the picked position after a filter change and selects the new first result after a new search or page', () => {
    const picked = selectPosition(emptySearchState(), '102');
    expect(selectAfterLoad(changeFilter(picked, 'department', ['Sales']), positions).pid).toBe('102');
    expect(selectAfterLoad(newSearch(picked, { query: 'x', location: '' }, config), positions)).toEqual({ pid: '101', auto: true });
    expect(selectAfterLoad(changePage(picked, 10), positions)).toEqual({ pid: '101', auto: true });
  });
});

describe('positionPid', () => {
  it('reads a numeric or text id, else the position_id', () => {
    expect(positionPid({ id: 7 })).toBe('7');
    expect(positionPid({ id: ' 8 ' })).toBe('8');
    expect(positionPid({ id: null, position_id: 9 })).toBe('9');
    expect(positionPid({ id: '' })).toBeUndefined();
  });
});
