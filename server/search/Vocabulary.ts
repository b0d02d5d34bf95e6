import { sql, type Kysely } from 'kysely';
import type { AutocompleteResult } from '../../schemas/generated/api/search';
import type { Database } from '../db/Database';
import type { DomainPositions } from './DomainPositions';
import { countryName, foldText } from './foldText';

export interface VocabularyEntry extends AutocompleteResult {
  count: number;
  /** foldText(label), and its words, for prefix matching. */
  folded: string;
  words: string[];
}

/** What an employer's open positions are made of: titles, skills and places, with how many positions each. */
export interface Vocabulary {
  titles: VocabularyEntry[];
  skills: VocabularyEntry[];
  places: VocabularyEntry[];
  /** 'City, Region, Country' of every city, by folded city name (resume location). */
  cityLocations: Map<string, string>;
}

function entry(label: string, value: string, kind: AutocompleteResult['kind'], count: number): VocabularyEntry {
  const folded = foldText(label);
  return { label, value, kind, count, folded, words: folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
}

const byCount = (a: VocabularyEntry, b: VocabularyEntry) => b.count - a.count || a.label.localeCompare(b.label);

export async function loadVocabulary(db: Kysely<Database>, positions: DomainPositions): Promise<Vocabulary> {
  const { rows: skillRows } = await sql<{ skill: string; n: number }>`
    select s as skill, count(*)::int as n
    from positions p cross join lateral jsonb_array_elements_text(p.skills) s
    where p.domain = ${positions.domain} and p.closed_at is null and jsonb_typeof(p.skills) = 'array'
    group by s`.execute(db);

  const titleCounts = new Int32Array(positions.title.values.length);
  const locationCounts = new Int32Array(positions.location.values.length);
  for (let i = 0; i < positions.size; i += 1) {
    titleCounts[positions.title.codes[i]!]! += 1;
    locationCounts[positions.location.codes[i]!]! += 1;
  }

  const places = new Map<string, VocabularyEntry>();
  const cityLocations = new Map<string, string>();
  const addPlace = (label: string, value: string, kind: AutocompleteResult['kind'], count: number) => {
    const key = `${kind}:${foldText(value)}`;
    const existing = places.get(key);
    if (existing) existing.count += count;
    else places.set(key, entry(label, value, kind, count));
  };
  positions.locationParts.forEach((parts, code) => {
    const count = locationCounts[code]!;
    if (parts.remote) addPlace('Remote', 'remote', 'remote', count);
    else if (parts.city) {
      const location = positions.location.values[code]!;
      addPlace(location, location, 'city', count);
      if (!cityLocations.has(foldText(parts.city))) cityLocations.set(foldText(parts.city), location);
    }
    if (!parts.remote && parts.region && parts.country) addPlace(`${parts.region}, ${parts.country}`, `${parts.region}, ${parts.country}`, 'region', count);
    if (parts.country) addPlace(countryName(parts.country), countryName(parts.country), 'country', count);
  });

  return {
    titles: positions.title.values.map((title, code) => entry(title, title, 'title', titleCounts[code]!)).sort(byCount),
    skills: skillRows.map((row) => entry(row.skill, row.skill, 'skill', Number(row.n))).sort(byCount),
    places: [...places.values()].sort(byCount),
    cityLocations,
  };
}

/**
 * Suggestions for what is being typed: entries whose words start with each typed word, the ones whose
 * label starts with the whole text first, then the most common.
 */
export function suggest(entries: readonly VocabularyEntry[], query: string, limit: number): VocabularyEntry[] {
  const folded = foldText(query);
  const typed = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (typed.length === 0) return entries.slice(0, limit);
  const leading: VocabularyEntry[] = [];
  const inner: VocabularyEntry[] = [];
  for (const candidate of entries) {
    if (!typed.every((word) => candidate.words.some((own) => own.startsWith(word)))) continue;
    (candidate.folded.startsWith(folded) ? leading : inner).push(candidate);
    // Entries come most common first, so the first `limit` leading matches are the best ones.
    if (leading.length >= limit) break;
  }
  return [...leading, ...inner].slice(0, limit);
}
