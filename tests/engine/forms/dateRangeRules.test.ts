import { describe, expect, it } from 'vitest';
import { dateRangeRule, noFutureStartRule } from '../../../engine/forms/rules/dateRangeRules';
import { selectRangeEnd } from '../../../engine/forms/selectRangeEnd';
import { setCurrentRole } from '../../../engine/forms/setCurrentRole';
import { ruleContext } from './formFixtures';

const range = ruleContext({ type: 'dateRange', label: 'Dates' });

describe('dateRangeRule', () => {
  it('asks for both ends when only one is set', () => {
    expect(dateRangeRule()({ startDate: '01/2024', endDate: '', isCurrent: false }, range)).toBe('Please enter both a start and end date.');
    expect(dateRangeRule()({ startDate: '', endDate: '05/2025', isCurrent: false }, range)).toBe('Please enter both a start and end date.');
  });

  it('accepts a current role without an end', () => {
    expect(dateRangeRule()({ startDate: '01/2024', endDate: '', isCurrent: true }, range)).toBeUndefined();
  });

  it('is inclusive: a range may start and end in the same month', () => {
    expect(dateRangeRule()({ startDate: '05/2025', endDate: '05/2025', isCurrent: false }, range)).toBeUndefined();
  });

  it('refuses an end before the start', () => {
    expect(dateRangeRule()({ startDate: '05/2025', endDate: '04/2025', isCurrent: false }, range)).toBe('End date cannot be before the start date.');
  });

  it('refuses months that are not MM/YYYY', () => {
    expect(dateRangeRule()({ startDate: '13/2025', endDate: '01/2026', isCurrent: false }, range)).toBe('Enter dates in the format MM/YYYY.');
    expect(dateRangeRule()({ startDate: '2025-01', endDate: '01/2026', isCurrent: false }, range)).toBe('Enter dates in the format MM/YYYY.');
  });
});

describe('noFutureStartRule', () => {
  it('says "Start date cannot be in the future" for a start after this month', () => {
    expect(noFutureStartRule()({ startDate: '04/2026', endDate: '', isCurrent: true }, range)).toBe('Start date cannot be in the future');
  });

  it('accepts a start in this month', () => {
    expect(noFutureStartRule()({ startDate: '03/2026', endDate: '', isCurrent: true }, range)).toBeUndefined();
  });
});

describe('setCurrentRole', () => {
  it('sets the end to this month when ticked and clears it when unticked', () => {
    const current = setCurrentRole({ startDate: '01/2024', endDate: '' }, true, '2026-03-15');
    expect(current).toEqual({ startDate: '01/2024', endDate: '03/2026', isCurrent: true });
    expect(setCurrentRole(current, false, '2026-03-15')).toEqual({ startDate: '01/2024', endDate: '', isCurrent: false });
  });
});

describe('selectRangeEnd', () => {
  it('sets the chosen end and keeps the other, so a range can be filled in either order', () => {
    expect(selectRangeEnd(undefined, 'endDate', '05/2025')).toEqual({ endDate: '05/2025' });
    expect(selectRangeEnd({ endDate: '05/2025' }, 'startDate', '01/2024')).toEqual({ startDate: '01/2024', endDate: '05/2025' });
  });

  it('clears only the end that was cleared: the other end the candidate typed is kept', () => {
    expect(selectRangeEnd({ startDate: '01/2024', endDate: '05/2025', isCurrent: false }, 'endDate', '')).toEqual({ startDate: '01/2024', isCurrent: false });
    expect(selectRangeEnd({ startDate: '01/2024', endDate: '03/2026', isCurrent: true }, 'startDate', '')).toEqual({ endDate: '03/2026', isCurrent: true });
  });

  it('clears the range when its only end is cleared', () => {
    expect(selectRangeEnd({ startDate: '01/2024' }, 'startDate', '')).toBeUndefined();
  });
});
