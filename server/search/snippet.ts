export const SNIPPET_LENGTH = 220;

function shorten(text: string): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH);
  const end = cut.lastIndexOf(' ');
  return `${cut.slice(0, end > SNIPPET_LENGTH / 2 ? end : SNIPPET_LENGTH).trim()}…`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per keyword: a word starting with the first five letters of any of its words. */
const patterns = new Map<string, RegExp | null>();

function keywordPattern(keyword: string): RegExp | null {
  let pattern = patterns.get(keyword);
  if (pattern !== undefined) return pattern;
  // Words after a '-' are the ones a search excludes: never shown as the reason for a match.
  const prefixes = (keyword.match(/(^|\s)[^-\s]\S*/g) ?? [])
    .flatMap((word) => word.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 2)
    .map((word) => escapeRegExp(word.slice(0, Math.max(3, Math.min(word.length, 5)))));
  pattern = prefixes.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${prefixes.join('|')})`, 'iu') : null;
  if (patterns.size > 1000) patterns.clear();
  patterns.set(keyword, pattern);
  return pattern;
}

/**
 * A short plain-text passage of a description for a result list: from the sentence holding the first
 * word that starts like one of the keyword's words (their first five letters, so 'engineering' finds
 * 'engineer'), else from the beginning.
 */
export function snippet(description: string, keyword = ''): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const found = keywordPattern(keyword)?.exec(flat);
  if (!found) return shorten(flat);
  const sentenceStart = Math.max(flat.lastIndexOf('. ', found.index), flat.lastIndexOf('! ', found.index), flat.lastIndexOf('? ', found.index));
  if (sentenceStart < 0) return shorten(flat);
  return `…${shorten(flat.slice(sentenceStart + 2))}`;
}
