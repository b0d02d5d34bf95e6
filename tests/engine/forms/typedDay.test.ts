import { describe, expect, it } from 'vitest';
import { formatTypedDay, parseTypedDay, typedDayPlaceholder } from '../../../engine/forms/calendarDay';

describe('a day typed into a date input', () => {
  it.each([
    ['en', '03/05/2026'],
    ['de', '05.03.2026'],
    ['pt-BR', '05/03/2026'],
    ['ja', '2026/03/05'],
    ['ar', '05\u200f/03\u200f/2026'],
    ['th', '05/03/2026'],
  ])('shows 5 March 2026 in %s as %s and reads it back', (language, shown) => {
    expect(formatTypedDay('2026-03-05', language)).toBe(shown);
    expect(parseTypedDay(shown, language)).toBe('2026-03-05');
  });

  it("reads three numbers in the language's order", () => {
    expect(parseTypedDay('12/10/1990', 'en')).toBe('1990-12-10');
    expect(parseTypedDay('12/10/1990', 'pt-BR')).toBe('1990-10-12');
    expect(parseTypedDay('10.12.1990', 'de')).toBe('1990-12-10');
    expect(parseTypedDay('1990/12/10', 'ja')).toBe('1990-12-10');
    expect(parseTypedDay('5.3.2026', 'de')).toBe('2026-03-05');
    expect(parseTypedDay('١٠/١٢/١٩٩٠', 'ar')).toBe('1990-12-10');
  });

  it('reads YYYY-MM-DD in any language', () => {
    expect(parseTypedDay('1990-12-10', 'de')).toBe('1990-12-10');
    expect(parseTypedDay('1990-12-10', 'en')).toBe('1990-12-10');
  });

  it('refuses what is not a real day', () => {
    expect(parseTypedDay('31.02.2026', 'de')).toBeUndefined();
    expect(parseTypedDay('10.12.90', 'de')).toBeUndefined();
    expect(parseTypedDay('10.12', 'de')).toBeUndefined();
    expect(parseTypedDay('tomorrow', 'en')).toBeUndefined();
  });

  it("builds the placeholder from the language's order, separators and letters", () => {
    expect(typedDayPlaceholder('en', { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('MM/DD/YYYY');
    expect(typedDayPlaceholder('de', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(typedDayPlaceholder('ja', { day: '日', month: '月', year: '年' })).toBe('年/月/日');
    expect(typedDayPlaceholder('ar', { day: 'يوم', month: 'شهر', year: 'سنة' })).toBe('يوم/شهر/سنة');
  });
});
