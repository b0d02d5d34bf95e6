import type { PageFieldRule } from '../PageFormDefinition';
import { parseRangeMonth, toCalendarDay } from '../calendarDay';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

/** The answer of a date range question: months as MM/YYYY; isCurrent ("I'm currently in this role") means the end is this month. */
export interface DateRangeValue {
  startDate?: string;
  endDate?: string;
  isCurrent?: boolean;
}

/**
 * The date range's own check, by month and inclusive (a range may start and end in the same month):
 * both ends needed ('Please enter both a start and end date.'), each a real MM/YYYY month, the end not
 * before the start.
 */
export function dateRangeRule(): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value, 'dateRange')) return undefined;
    const range = toDateRange(value);
    const startText = range.startDate?.trim() ?? '';
    const endText = range.isCurrent ? '' : (range.endDate?.trim() ?? '');
    if (startText === '' || (endText === '' && !range.isCurrent)) return ruleMessage(undefined, 'dateRangeBoth', {}, context);
    const start = parseRangeMonth(startText);
    const end = range.isCurrent ? currentMonth(context.now) : parseRangeMonth(endText);
    if (start === undefined || end === undefined) return ruleMessage(undefined, 'dateRangeFormat', {}, context);
    return end < start ? ruleMessage(undefined, 'dateRangeOrder', {}, context) : undefined;
  };
}

/** 'Start date cannot be in the future': the start month may be this month at the latest. */
export function noFutureStartRule(rule?: PageFieldRule): FieldValidator {
  return (value, context) => {
    const start = parseRangeMonth(toDateRange(value).startDate);
    if (start === undefined || start <= currentMonth(context.now)) return undefined;
    return ruleMessage(rule, 'dateRangeFutureStart', {}, context);
  };
}

export function toDateRange(value: unknown): DateRangeValue {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  return {
    startDate: typeof record.startDate === 'string' ? record.startDate : undefined,
    endDate: typeof record.endDate === 'string' ? record.endDate : undefined,
    isCurrent: record.isCurrent === true,
  };
}

function currentMonth(now: Date | string): string {
  return toCalendarDay(now).slice(0, 7);
}
