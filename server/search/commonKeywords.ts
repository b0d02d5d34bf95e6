import type { DomainPositions } from './DomainPositions';
import { normalizeKeyword } from './keywordQuery';
import type { Vocabulary } from './Vocabulary';

/** A word or label is common when at least this share of the employer's open positions has it. */
const COMMON_SHARE = 0.01;
/** Labels of up to this many words are searched whole too ("customer success", "machine learning"). */
const MAX_LABEL_WORDS = 3;

/**
 * The keywords whose first search would cost the most at this employer: the words of its titles,
 * departments and skills, their pairs of neighbouring words ("software engineer" of "Senior Software
 * Engineer") and the short labels whole, that at least 1% of its open positions
 * have, most common first, as a visitor's search normalises them. Matching such a word ranks
 * thousands of rows; a rare word's few are quick whenever they are asked.
 */
export function commonKeywords(positions: DomainPositions, vocabulary: Vocabulary, limit: number): string[] {
  const counts = new Map<string, number>();
  const add = (label: string, count: number) => {
    const whole = normalizeKeyword(label);
    const words = whole.match(/[\p{L}\p{N}]+/gu) ?? [];
    const found = new Set(words.filter((word) => word.length > 1));
    if (words.length > 1 && words.length <= MAX_LABEL_WORDS && whole === words.join(' ')) found.add(whole);
    for (let w = 1; w < words.length; w += 1) found.add(`${words[w - 1]} ${words[w]}`);
    for (const keyword of found) counts.set(keyword, (counts.get(keyword) ?? 0) + count);
  };
  for (const entry of [...vocabulary.titles, ...vocabulary.skills]) add(entry.label, entry.count);
  const departments = new Int32Array(positions.department.values.length);
  for (let i = 0; i < positions.size; i += 1) if (positions.department.codes[i]! >= 0) departments[positions.department.codes[i]!]! += 1;
  positions.department.values.forEach((department, code) => add(department, departments[code]!));
  const least = Math.max(1, positions.size * COMMON_SHARE);
  return [...counts]
    .filter(([, count]) => count >= least)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([keyword]) => keyword);
}
