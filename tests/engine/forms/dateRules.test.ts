import { describe, expect, it } from 'vitest';
import type { PageFieldRule } from '../../../engine/forms/PageFormDefinition';
import { dateComparisonRule, dateRule, dateValueRule, enabledDateRange, enabledDatesRule } from '../../../engine/forms/rules/dateRules';
import { ruleContext } from './formFixtures';

// TODAY is 2026-03-15 in every test: the rules read the injected now, never the clock.
const date = ruleContext({ type: 'date' });
const check = (rule: PageFieldRule, value: string) => dateRule(rule)(value, date);

describe('date rules', () => {
  it('isToday accepts today only', () => {
    expect(check({ type: 'isToday' }, '2026-03-15')).toBeUndefined();
    expect(check({ type: 'isToday' }, '2026-03-14')).toBe("Enter today's date.");
  });

  it('isInFuture refuses today and earlier days', () => {
    expect(check({ type: 'isInFuture' }, '2026-03-16')).toBeUndefined();
    expect(check({ type: 'isInFuture' }, '2026-03-15')).toBe('Enter a date in the future.');
  });

  it('isInPast refuses today and later days', () => {
    expect(check({ type: 'isInPast' }, '2026-03-14')).toBeUndefined();
    expect(check({ type: 'isInPast' }, '2026-03-15')).toBe('Enter a date in the past.');
  });

  it('isOn names the expected day in the display format', () => {
    expect(check({ type: 'isOn', value: '2026-01-01' }, '2026-01-01')).toBeUndefined();
    expect(check({ type: 'isOn', value: '2026-01-01' }, '2026-01-02')).toBe('Enter the date 01 Jan 2026.');
  });

  it('isBefore and isAfter exclude the limit day by default', () => {
    expect(check({ type: 'isBefore', value: '2026-01-01' }, '2025-12-31')).toBeUndefined();
    expect(check({ type: 'isBefore', value: '2026-01-01' }, '2026-01-01')).toBe('Enter a date before 01 Jan 2026.');
    expect(check({ type: 'isAfter', value: '2026-01-01' }, '2026-01-02')).toBeUndefined();
    expect(check({ type: 'isAfter', value: '2026-01-01' }, '2026-01-01')).toBe('Enter a date after 01 Jan 2026.');
  });

  it('isBefore and isAfter include the limit day when inclusive, and say so', () => {
    expect(check({ type: 'isAfter', value: '2026-01-01', inclusive: true }, '2026-01-01')).toBeUndefined();
    expect(check({ type: 'isAfter', value: '2026-01-01', inclusive: true }, '2025-12-31')).toBe('Enter a date on or after 01 Jan 2026.');
    expect(check({ type: 'isBefore', value: '2026-01-01', inclusive: true }, '2026-01-02')).toBe('Enter a date on or before 01 Jan 2026.');
  });

  it('reads a whole number as days from today', () => {
    expect(check({ type: 'isAfter', value: -7 }, '2026-03-08')).toBe('Enter a date after 08 Mar 2026.');
    expect(check({ type: 'isBefore', value: 0 }, '2026-03-14')).toBeUndefined();
  });

  it('isBetween includes both ends by day', () => {
    const between: PageFieldRule = { type: 'isBetween', value: ['2026-01-01', '2026-12-31'] };
    expect(check(between, '2026-01-01')).toBeUndefined();
    expect(check(between, '2026-12-31')).toBeUndefined();
    expect(check(between, '2027-01-01')).toBe('Enter a date between 01 Jan 2026 and 31 Dec 2026.');
  });

  it('isBetween can exclude its ends', () => {
    expect(check({ type: 'isBetween', value: ['2026-01-01', '2026-12-31'], inclusive: false }, '2026-01-01')).toBe(
      'Enter a date after 01 Jan 2026 and before 31 Dec 2026.',
    );
  });

  it('isNotBetween refuses the range, its ends included', () => {
    const holidays: PageFieldRule = { type: 'isNotBetween', value: ['2026-12-24', '2026-12-26'] };
    expect(check(holidays, '2026-12-24')).toBe('Enter a date that is not between 24 Dec 2026 and 26 Dec 2026.');
    expect(check(holidays, '2026-12-23')).toBeUndefined();
    expect(check(holidays, '2026-12-27')).toBeUndefined();
  });

  it('isRelativeToToday accepts the past period, today included', () => {
    const past: PageFieldRule = { type: 'isRelativeToToday', direction: 'past', duration: 30, unit: 'day' };
    expect(check(past, '2026-02-13')).toBeUndefined();
    expect(check(past, '2026-03-15')).toBeUndefined();
    expect(check(past, '2026-02-12')).toBe('Enter a date within the past 30 days.');
    expect(check(past, '2026-03-16')).toBe('Enter a date within the past 30 days.');
  });

  it('isRelativeToToday accepts the next period in weeks, months or years', () => {
    expect(check({ type: 'isRelativeToToday', direction: 'next', duration: 6, unit: 'month' }, '2026-09-15')).toBeUndefined();
    expect(check({ type: 'isRelativeToToday', direction: 'next', duration: 6, unit: 'month' }, '2026-09-16')).toBe('Enter a date within the next 6 months.');
    expect(check({ type: 'isRelativeToToday', direction: 'next', duration: 1, unit: 'week' }, '2026-03-23')).toBe('Enter a date within the next 1 week.');
    expect(check({ type: 'isRelativeToToday', direction: 'past', duration: 1, unit: 'year' }, '2025-03-14')).toBe('Enter a date within the past 1 year.');
  });

  it('takes today from a Date in local time', () => {
    expect(dateRule({ type: 'isToday' })('2026-03-15', { ...date, now: new Date(2026, 2, 15, 23, 59) })).toBeUndefined();
  });

  it('leaves empty and malformed answers to required and the date check', () => {
    expect(check({ type: 'isToday' }, '')).toBeUndefined();
    expect(check({ type: 'isToday' }, '15/03/2026')).toBeUndefined();
    expect(dateValueRule()('2026-02-30', date)).toBe('Enter a valid date.');
    expect(dateValueRule()('2026-02-28', date)).toBeUndefined();
  });
});

describe('dateComparisonRule', () => {
  const after: PageFieldRule = { type: 'date_comparison', field: 'start', comparison: 'after' };

  it('needs a date after the other field’s date', () => {
    const context = ruleContext({ type: 'date' }, { values: { start: '2026-04-01' } });
    expect(dateComparisonRule(after)('2026-04-01', context)).toBe('Enter a date after 01 Apr 2026.');
    expect(dateComparisonRule(after)('2026-04-02', context)).toBeUndefined();
  });

  it('needs a date before the other field’s date', () => {
    const context = ruleContext({ type: 'date' }, { values: { end: '2026-04-01' } });
    expect(dateComparisonRule({ type: 'date_comparison', field: 'end', comparison: 'before' })('2026-04-02', context)).toBe('Enter a date before 01 Apr 2026.');
  });

  it('passes while the other field is empty', () => {
    expect(dateComparisonRule(after)('2026-04-01', ruleContext({ type: 'date' }))).toBeUndefined();
  });
});

describe('enableFrom and enableUntil', () => {
  const window = ruleContext({ type: 'date', enableFrom: -7, enableUntil: '2026-03-20' });

  it('resolve day offsets against today', () => {
    expect(enabledDateRange({ enableFrom: -7, enableUntil: 7 }, '2026-03-15')).toEqual({ from: '2026-03-08', until: '2026-03-22' });
  });

  it('refuse days outside the window, so a hand-made submission cannot bypass the picker', () => {
    expect(enabledDatesRule()('2026-03-07', window)).toBe('Enter a date on or after 08 Mar 2026.');
    expect(enabledDatesRule()('2026-03-21', window)).toBe('Enter a date on or before 20 Mar 2026.');
    expect(enabledDatesRule()('2026-03-08', window)).toBeUndefined();
    expect(enabledDatesRule()('2026-03-20', window)).toBeUndefined();
  });
});
