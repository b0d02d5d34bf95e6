import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { DomainPositions } from './DomainPositions';
import { keywordTsQuery } from './keywordQuery';

/** The open positions a keyword matches, ranked by PostgreSQL (ts_rank over search_vector). */
export interface KeywordMatches {
  keyword: string;
  /** The tsquery PostgreSQL built (debug data). */
  tsquery: string;
  /** The keyword held no searchable word (only stop words or punctuation): it does not narrow the search. */
  matchesAll: boolean;
  /** Row indices into DomainPositions, best first (rank desc, then newest). */
  order: Int32Array;
  /** Each of order's ranks (ts_rank is a real: a float32 holds it exactly), to carry the matches to a patched snapshot. */
  ranks: Float32Array;
  /** The same rows newest first (sort_by=date), built on first use. */
  dateOrder?: Int32Array;
}

interface MatchColumns {
  id: number[] | null;
  rank: number[] | null;
}

/**
 * Up to this many open positions, an employer's matches are found by testing each of its rows
 * (through its domain index): a few milliseconds, whatever the size of the catalogue. The full-text
 * index spans every employer's positions, so for a common word it gathers the matches of all of them
 * first (over 100 ms at 1,000,000 positions) before keeping the employer's few. Above it, the planner
 * chooses (the index finds a rare word at once).
 */
export const DOMAIN_SCAN_MAX_POSITIONS = 20_000;

/** How the database finds the matches: 'auto' by the employer's size (DOMAIN_SCAN_MAX_POSITIONS); tests name one. */
type MatchPath = 'auto' | 'domain' | 'index';

export async function loadKeywordMatches(db: Kysely<Database>, positions: DomainPositions, keyword: string, path: MatchPath = 'auto'): Promise<KeywordMatches> {
  const q = keywordTsQuery(keyword);
  const domainScan = path === 'domain' || (path === 'auto' && positions.size <= DOMAIN_SCAN_MAX_POSITIONS);
  // ts_match_vq is the @@ operator's own function: the same test, which the full-text index cannot serve.
  const matching = domainScan ? sql`ts_match_vq(search_vector, t.q)` : sql`search_vector @@ t.q`;
  const { rows } = await sql<{ tsquery: string; nodes: number; matches: MatchColumns | string | null }>`
    select t.q::text as tsquery, numnode(t.q) as nodes,
      (select json_build_object('id', json_agg(m.id), 'rank', json_agg(m.rank)) from (
        select id, ts_rank(search_vector, t.q) as rank from positions
        where domain = ${positions.domain} and closed_at is null and numnode(t.q) > 0 and ${matching}
      ) m) as matches
    from (select ${q} as q) t`.execute(db);
  const row = rows[0];
  const matches: MatchColumns = typeof row?.matches === 'string' ? JSON.parse(row.matches) : (row?.matches ?? { id: null, rank: null });
  const ids = matches.id ?? [];
  const ranks = matches.rank ?? [];
  const indices: number[] = [];
  const rankByIndex = new Float64Array(positions.size);
  for (let i = 0; i < ids.length; i += 1) {
    // A row written after the snapshot was taken is left out until the next reload (the version moved on).
    const index = positions.indexById.get(ids[i]!);
    if (index === undefined) continue;
    indices.push(index);
    rankByIndex[index] = ranks[i]!;
  }
  // Equal ranks keep the snapshot's order: newest first.
  indices.sort((a, b) => rankByIndex[b]! - rankByIndex[a]! || a - b);
  const order = Int32Array.from(indices);
  return { keyword, tsquery: row?.tsquery ?? '', matchesAll: Number(row?.nodes ?? 0) === 0, order, ranks: Float32Array.from(order, (i) => rankByIndex[i]!) };
}

/**
 * A keyword's matches in a patched snapshot (patchDomainPositions): the held ones that stayed, at
 * their new indices (the patch keeps their order, so they stay sorted), merged with the changed rows
 * it matches (ids and ranks, from loadDomainDelta). The same order a fresh loadKeywordMatches gives.
 */
export function carryKeywordMatches(
  held: KeywordMatches,
  positions: DomainPositions,
  moved: Int32Array,
  fresh: { id: readonly number[]; rank: readonly number[] },
): KeywordMatches {
  if (held.matchesAll) return held;
  const added: { index: number; rank: number }[] = [];
  for (let k = 0; k < fresh.id.length; k += 1) {
    const index = positions.indexById.get(fresh.id[k]!);
    if (index !== undefined) added.push({ index, rank: Math.fround(fresh.rank[k]!) });
  }
  added.sort((a, b) => b.rank - a.rank || a.index - b.index);
  const order = new Int32Array(held.order.length + added.length);
  const ranks = new Float32Array(order.length);
  let size = 0;
  let a = 0;
  const push = (index: number, rank: number) => {
    order[size] = index;
    ranks[size] = rank;
    size += 1;
  };
  for (let j = 0; j < held.order.length; j += 1) {
    const index = moved[held.order[j]!]!;
    if (index < 0) continue;
    const rank = held.ranks[j]!;
    while (a < added.length && (added[a]!.rank > rank || (added[a]!.rank === rank && added[a]!.index < index))) push(added[a]!.index, added[a++]!.rank);
    push(index, rank);
  }
  while (a < added.length) push(added[a]!.index, added[a++]!.rank);
  return { keyword: held.keyword, tsquery: held.tsquery, matchesAll: false, order: order.slice(0, size), ranks: ranks.slice(0, size) };
}

export function dateOrder(matches: KeywordMatches): Int32Array {
  matches.dateOrder ??= Int32Array.from(matches.order).sort();
  return matches.dateOrder;
}
