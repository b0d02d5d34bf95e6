import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../engine/i18n/languages';
import { firstDayOfWeek, tableFirstDayOfWeek } from '../../../engine/i18n/localCalendar';

describe('firstDayOfWeek', () => {
  it.each([
    ['en', 0],
    ['ja', 0],
    ['pt-BR', 0],
    ['fr-CA', 0],
    ['he', 0],
    ['de', 1],
    ['fr', 1],
    ['zh-CN', 1],
    ['ar', 6],
  ] as const)('starts a week in %s on day %d (0 Sunday … 6 Saturday)', (language, day) => {
    expect(firstDayOfWeek(language)).toBe(day);
  });

  it('starts on Sunday without a usable language', () => {
    expect(firstDayOfWeek(undefined)).toBe(0);
    expect(firstDayOfWeek('not a language')).toBe(0);
  });

  it("answers from its table (browsers without week info) as Intl's week info does, in all 37 languages", () => {
    for (const language of SUPPORTED_LANGUAGES) expect(tableFirstDayOfWeek(language), language).toBe(firstDayOfWeek(language));
  });
});
