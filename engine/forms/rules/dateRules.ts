import type { PageFieldRule } from '../PageFormDefinition';
import { formatCalendarDay, parseCalendarDay, resolveDateLimit, shiftCalendarDay, toCalendarDay, type CalendarDay } from '../calendarDay';
import { formMessage, type FormMessageKey } from '../formMessages';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator, RuleContext } from './RuleContext';

/**
 * The date rules, all by calendar day against the injected `now` (never the machine clock):
 * - isToday, isInFuture (after today), isInPast (before today), isOn;
 * - isBefore and isAfter exclude the limit day unless rule.inclusive ('Enter a date after 01 Jan 2026.',
 *   inclusive: 'Enter a date on or after 01 Jan 2026.');
 * - isBetween and isNotBetween include both ends unless rule.inclusive is false;
 * - isRelativeToToday: within the past or next `duration` `unit`s, today included.
 * Limits are YYYY-MM-DD days or day offsets from today. An answer that is not a date passes here:
 * the date type's own check reports it.
 */
export function dateRule(rule: PageFieldRule): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value)) return undefined;
    const day = parseCalendarDay(value);
    if (day === undefined) return undefined;
    const today = toCalendarDay(context.now);
    const problem = checkDay(rule, day, today, context);
    return problem && ruleMessage(rule, problem.key, problem.params, context);
  };
}

/** The check of date_comparison: this date after (or before) the other field's date; passes while the other is empty. */
export function dateComparisonRule(rule: PageFieldRule): FieldValidator {
  return (value, context) => {
    const day = parseCalendarDay(value);
    const other = rule.field === undefined ? undefined : parseCalendarDay(context.values[rule.field]);
    if (day === undefined || other === undefined) return undefined;
    const problem = rule.comparison === 'before' ? before(day, other, rule.inclusive ?? false) : after(day, other, rule.inclusive ?? false);
    return problem && ruleMessage(rule, problem.key, problem.params, context);
  };
}

/** 'Enter a valid date.' for an answer that is not a real YYYY-MM-DD day. */
export function dateValueRule(): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value) || parseCalendarDay(value) !== undefined) return undefined;
    return ruleMessage(undefined, 'date', {}, context);
  };
}

/** The selectable days of a date question (enableFrom, enableUntil), resolved against today. */
export function enabledDateRange(
  field: { enableFrom?: string | number; enableUntil?: string | number },
  now: Date | string,
): { from?: CalendarDay; until?: CalendarDay } {
  const today = toCalendarDay(now);
  return { from: resolveDateLimit(field.enableFrom, today), until: resolveDateLimit(field.enableUntil, today) };
}

/**
 * Refuses days the date picker does not offer ('Enter a date on or after 01 Jan 2026.'), so a
 * hand-made submission cannot get around enableFrom and enableUntil.
 */
export function enabledDatesRule(): FieldValidator {
  return (value, context) => {
    const day = parseCalendarDay(value);
    if (day === undefined) return undefined;
    const { from, until } = enabledDateRange(context.field, context.now);
    const problem = (from === undefined ? undefined : after(day, from, true)) ?? (until === undefined ? undefined : before(day, until, true));
    return problem && ruleMessage(undefined, problem.key, problem.params, context);
  };
}

interface DateProblem {
  key: FormMessageKey;
  params: Record<string, string | number>;
}

function checkDay(rule: PageFieldRule, day: CalendarDay, today: CalendarDay, context: RuleContext): DateProblem | undefined {
  const limit = (index?: number) => resolveDateLimit(index === undefined ? rule.value : Array.isArray(rule.value) ? rule.value[index] : undefined, today);
  switch (rule.type) {
    case 'isToday':
      return day === today ? undefined : { key: 'isToday', params: {} };
    case 'isInFuture':
      return day > today ? undefined : { key: 'isInFuture', params: {} };
    case 'isInPast':
      return day < today ? undefined : { key: 'isInPast', params: {} };
    case 'isOn': {
      const on = limit();
      return on === undefined || day === on ? undefined : { key: 'isOn', params: { date: formatCalendarDay(on) } };
    }
    case 'isBefore': {
      const end = limit();
      return end === undefined ? undefined : before(day, end, rule.inclusive ?? false);
    }
    case 'isAfter': {
      const start = limit();
      return start === undefined ? undefined : after(day, start, rule.inclusive ?? false);
    }
    case 'isBetween':
    case 'isNotBetween': {
      const [start, end] = [limit(0), limit(1)];
      if (start === undefined || end === undefined) return undefined;
      const inclusive = rule.inclusive ?? true;
      const inside = inclusive ? day >= start && day <= end : day > start && day < end;
      const params = { start: formatCalendarDay(start), end: formatCalendarDay(end) };
      if (rule.type === 'isNotBetween') return inside ? { key: 'isNotBetween', params } : undefined;
      return inside ? undefined : { key: inclusive ? 'isBetween' : 'isBetweenExclusive', params };
    }
    case 'isRelativeToToday':
      return checkRelative(rule, day, today, context);
    default:
      return undefined;
  }
}

function checkRelative(rule: PageFieldRule, day: CalendarDay, today: CalendarDay, context: RuleContext): DateProblem | undefined {
  const duration = rule.duration ?? 0;
  const unit = rule.unit ?? 'day';
  const past = rule.direction === 'past';
  const [start, end] = past ? [shiftCalendarDay(today, -duration, unit), today] : [today, shiftCalendarDay(today, duration, unit)];
  if (day >= start && day <= end) return undefined;
  // The period is a message of its own ('30 days') so each language pluralises it its way.
  const period = formMessage(PERIOD_KEYS[unit], { count: duration }, context.translate);
  return { key: past ? 'isWithinPast' : 'isWithinNext', params: { period, count: duration } };
}

const PERIOD_KEYS = { day: 'periodDay', week: 'periodWeek', month: 'periodMonth', year: 'periodYear' } as const;

function before(day: CalendarDay, limit: CalendarDay, inclusive: boolean): DateProblem | undefined {
  const ok = inclusive ? day <= limit : day < limit;
  return ok ? undefined : { key: inclusive ? 'isOnOrBefore' : 'isBefore', params: { date: formatCalendarDay(limit) } };
}

function after(day: CalendarDay, limit: CalendarDay, inclusive: boolean): DateProblem | undefined {
  const ok = inclusive ? day >= limit : day > limit;
  return ok ? undefined : { key: inclusive ? 'isOnOrAfter' : 'isAfter', params: { date: formatCalendarDay(limit) } };
}
