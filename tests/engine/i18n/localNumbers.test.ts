import { describe, expect, it } from 'vitest';
import { formatList, formatNumber, formatPercent, localCount } from '../../../engine/i18n/localNumbers';

describe('localCount', () => {
  it('leaves English to the spec suffixes', () => {
    expect(localCount(1200, 'en')).toBeUndefined();
    expect(localCount(1200, undefined)).toBeUndefined();
  });

  it('writes counts in the compact notation of the page language', () => {
    expect(localCount(1200, 'de')).toBe('1200');
    expect(localCount(2_500_000, 'de')).toBe('2,5\u00a0Mio.');
    expect(localCount(2_500_000, 'ja')).toBe('250万');
    expect(localCount(1200, 'pt-BR')).toBe('1,2\u00a0mil');
    expect(localCount(2_500_000, 'ar')).toBe('2.5\u00a0مليون');
    expect(localCount(Number.POSITIVE_INFINITY, 'ja')).toBe('0');
  });
});

describe('formatPercent', () => {
  it('places the sign and its space as the language does', () => {
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(formatPercent(45, undefined)).toBe('45%');
    expect(formatPercent(45, 'de')).toBe('45\u00a0%');
    expect(formatPercent(45, 'tr')).toBe('%45');
    expect(formatPercent(45, 'ja')).toBe('45%');
    expect(formatPercent(45, 'pt-BR')).toBe('45%');
    expect(formatPercent(45, 'ar')).toBe('45\u200e%\u200e');
  });

  it('writes English percentages as Intl does, without loading its number data', () => {
    const intl = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
    for (let percent = 0; percent <= 100; percent += 0.25) expect(formatPercent(percent, 'en')).toBe(intl.format(Math.round(percent) / 100));
  });

  it('shows whole percentages', () => {
    expect(formatPercent(66.6, 'en')).toBe('67%');
    expect(formatPercent(100, 'de')).toBe('100\u00a0%');
  });
});

describe('formatNumber', () => {
  it("uses the language's separators", () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'pt-BR')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'ja')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'fr')).toBe('12\u202f345,5');
  });
});

describe('formatList', () => {
  const skills = ['Python', 'SQL', 'React'];

  it("joins with ', ' in English, as the spec's screens do", () => {
    expect(formatList(skills, 'en')).toBe('Python, SQL, React');
    expect(formatList(['PDF', 'DOCX'], 'en', 'disjunction')).toBe('PDF, DOCX');
  });

  it('joins with the separators and the "and" of another language', () => {
    expect(formatList(skills, 'de')).toBe('Python, SQL und React');
    expect(formatList(skills, 'pt-BR')).toBe('Python, SQL e React');
    expect(formatList(skills, 'ja')).toBe('Python、SQL、React');
    expect(formatList(skills, 'ar')).toBe('Python وSQL وReact');
    expect(formatList(['PDF'], 'de')).toBe('PDF');
  });

  it('says "or" for a choice', () => {
    expect(formatList(['PDF', 'DOCX'], 'de', 'disjunction')).toBe('PDF oder DOCX');
    expect(formatList(['PDF', 'DOCX'], 'pt-BR', 'disjunction')).toBe('PDF ou DOCX');
  });
});
