/** Skills and roles as stored: trimmed, inner spaces collapsed, empty ones dropped, case-insensitive duplicates dropped (the first spelling wins). */
export function normalizeTags(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const value of values) {
    const tag = value.replace(/\s+/g, ' ').trim();
    const key = tag.toLocaleLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
