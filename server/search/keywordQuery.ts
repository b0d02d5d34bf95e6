import { sql, type RawBuilder } from 'kysely';

/** The keyword as searched and cached: trimmed, spaces collapsed, lower case (websearch syntax is case-insensitive). */
export function normalizeKeyword(query: string | undefined): string {
  return (query ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

const MAX_PREFIX_WORDS = 8;

/**
 * The tsquery of a keyword: websearch_to_tsquery (quoted phrases, -excluded words, or) OR'ed with a
 * prefix query of its words, so a half-typed 'engin' or 'soft engineer' finds 'Software Engineer'.
 * The prefix part is left out when the keyword uses websearch operators: it would bring back what a
 * '-word' excludes. Words are reduced to letters and digits, so to_tsquery never sees its own syntax.
 */
export function keywordTsQuery(keyword: string): RawBuilder<unknown> {
  const websearch = sql`websearch_to_tsquery('english', ${keyword})`;
  const prefix = prefixQueryText(keyword);
  return prefix ? sql`(${websearch} || to_tsquery('english', ${prefix}))` : websearch;
}

export function prefixQueryText(keyword: string): string | null {
  const usesOperators = /["-]/.test(keyword) || /(^|\s)or(\s|$)/i.test(keyword);
  if (usesOperators) return null;
  const words = (keyword.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_PREFIX_WORDS).map((word) => word.slice(0, 40));
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
