import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { commonKeywords } from './commonKeywords';
import { codedColumns, loadDomainDelta, loadDomainPositions, patchDomainPositions, type DomainPositions } from './DomainPositions';
import { keywordTsQuery } from './keywordQuery';
import { carryKeywordMatches, loadKeywordMatches, type KeywordMatches } from './KeywordMatches';
import type { PositionRow, PositionRowCache } from './positionRows';
import { searchVersionSql } from './searchVersion';
import { loadVocabulary, type Vocabulary } from './Vocabulary';

/**
 * How long a confirmed version is trusted without asking again: a write shows in search within this
 * time (like a search engine's refresh interval). Under load it saves a round trip per search; a
 * quiet server still asks on nearly every search.
 */
export const SEARCH_REFRESH_MS = 100;

/** PORTICO_SEARCH_CACHE_MB's default: about 2 million positions' columns (an employer of 100,000 takes about 20 MB). */
export const DEFAULT_SEARCH_CACHE_MB = 384;

/** The employers' search data a process keeps at most (PORTICO_SEARCH_CACHE_MB, megabytes; the default without it). */
export function searchCacheBytes(value: string | undefined): number {
  const mb = value === undefined || value.trim() === '' ? DEFAULT_SEARCH_CACHE_MB : Number(value);
  if (!Number.isFinite(mb) || mb < 1) throw new Error(`PORTICO_SEARCH_CACHE_MB must be a number of megabytes (1 or more), not "${value}"`);
  return Math.round(mb * 1024 * 1024);
}

/**
 * What an employer's search data takes in memory, about: per position its columns (typed arrays,
 * about 100 bytes), its id's entry in indexById and its share of the facet cube and memos; plus the
 * dictionaries' strings. An estimate, not a measure: the ceiling it enforces is a budget.
 */
export function estimateBytes(positions: DomainPositions): number {
  let strings = 0;
  for (const column of codedColumns(positions)) for (const value of column.values) strings += 40 + value.length * 2;
  return 4096 + positions.size * BYTES_PER_POSITION + strings;
}

const BYTES_PER_POSITION = 200;

/** Below this many open positions, a first search of any word is quick enough (a few ms) to be made when asked. */
export const WARM_MIN_POSITIONS = 10_000;
/** Common keywords ranked ahead per employer at most. */
const WARM_KEYWORDS = 150;

export interface SearchIndexOptions {
  /**
   * Most bytes of employers' search data kept (estimateBytes of their positions, with their
   * vocabulary and keywords): past it, the employers searched least recently are dropped, and loaded
   * again when searched. The employer being loaded is always kept, however large.
   */
  maxBytes?: number;
  /** Override SEARCH_REFRESH_MS (0 asks on every use). */
  refreshMs?: number;
  /**
   * Employers with at least this many open positions have their common keywords' matches
   * (commonKeywords) ranked right after their positions load, one query at a time, so a visitor's
   * first search of such a word is answered from memory (default WARM_MIN_POSITIONS; Infinity: never).
   */
  warmMinPositions?: number;
  /** Most keywords kept over all employers (least recently used go first; maxKeywordRows bounds their memory). */
  maxKeywords?: number;
  /** Most matched rows kept over all keywords (4 bytes each, plus the date order when used). */
  maxKeywordRows?: number;
  /** Most position rows kept for result pages (about 1.5 KB each). */
  maxRows?: number;
  /** Most keyword × changed row tests a delta makes to carry held keywords (default CARRY_BUDGET). */
  carryBudget?: number;
  /** Told of every load of an employer's positions: whole, or the rows changed since the snapshot held (tests count them). */
  onLoad?: (load: { domain: string; kind: 'full' | 'delta'; rows: number }) => void;
}

/**
 * A delta of more rows than this loads the employer whole instead: patching costs a pass over the
 * snapshot either way, and past a quarter of it the database's one-query load is as quick.
 */
export function deltaLimit(size: number): number {
  return Math.max(1_000, Math.floor(size / 4));
}

/** Most keyword × changed row tests a delta makes to carry the held keywords' matches; past it they are all dropped (and ranked again when asked). */
const CARRY_BUDGET = 200_000;
/** Most keywords of one employer a delta carries (the most recently used); the others are dropped. */
const CARRY_MAX_KEYWORDS = 1_000;

export interface SearchSnapshot {
  positions: DomainPositions;
  /** Null when the search has no keyword (or only stop words). */
  matches: KeywordMatches | null;
  /** The keyword's matches came from memory, not from the database. */
  cached: boolean;
}

/** What a process knows of an employer's version. */
interface DomainState {
  /** The employer's version last read from the database (searchVersionSql); null before the first read. */
  version: string | null;
  confirmedAt: number;
  versionRead: Promise<string> | null;
  /** Rows kept for result pages carry it; a full load or an eviction takes a new one, which drops them. */
  generation: number;
}

/** An employer's snapshot held (or being loaded or patched). */
interface HeldPositions {
  /** The version asked for; once loaded, the snapshot's own (a load may read a newer one). */
  version: string;
  loading: Promise<DomainPositions>;
}

/**
 * What search holds in memory, per server process: each employer's open positions as columns, and
 * the ranked matches of recent keywords. The database stays the source of truth: what is held for an
 * employer is checked against the employer's version (searchVersionSql: a few index lookups; only
 * its own writes move it, so a write at one employer leaves every other employer's data alone). When
 * the version moved, only the rows written since are read (loadDomainDelta) and the snapshot is
 * patched (patchDomainPositions), the held keywords' matches carried over; a delta too large, or a
 * position deleted or moved away, loads the employer whole. A search checks optimistically: it reads
 * the version in the same statement as its page of rows (peek, then observeVersion) and starts over
 * in the rare case the version moved; within SEARCH_REFRESH_MS of the last confirmation it does not
 * ask at all. Concurrent requests share one load.
 */
export class SearchIndex implements PositionRowCache {
  private readonly states = new Map<string, DomainState>();
  private generations = 0;
  private readonly refreshMs: number;
  /** By employer; least recently used first: a use moves an entry to the end. */
  private readonly positions = new Map<string, HeldPositions>();
  /** estimateBytes of each loaded employer. */
  private readonly positionBytes = new Map<string, number>();
  private readonly maxBytes: number;
  private readonly warmMinPositions: number;
  /** The warm-ups under way (tests and benchmarks wait for them: whenWarm). */
  private readonly warming = new Set<Promise<void>>();
  /** Snapshots loaded whole and not yet warmed. */
  private readonly unwarmed = new WeakSet<DomainPositions>();
  private readonly keywords = new Map<string, Promise<KeywordMatches>>();
  /** The keywords' matches once loaded (a delta carries only these). */
  private readonly settled = new WeakMap<Promise<KeywordMatches>, KeywordMatches>();
  private readonly keywordRows = new Map<string, number>();
  private readonly vocabularies = new Map<string, Promise<Vocabulary>>();
  private readonly rows = new Map<number, { row: Omit<PositionRow, 'is_saved'>; generation: number }>();
  private readonly maxKeywords: number;
  private readonly maxKeywordRows: number;
  private readonly maxRows: number;
  private readonly onLoad: SearchIndexOptions['onLoad'];
  private readonly carryBudget: number;

  constructor(
    private readonly db: Kysely<Database>,
    options: SearchIndexOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_SEARCH_CACHE_MB * 1024 * 1024;
    this.warmMinPositions = options.warmMinPositions ?? WARM_MIN_POSITIONS;
    this.maxKeywords = options.maxKeywords ?? 20_000;
    this.maxKeywordRows = options.maxKeywordRows ?? 6_000_000;
    this.maxRows = options.maxRows ?? 20_000;
    this.refreshMs = options.refreshMs ?? SEARCH_REFRESH_MS;
    this.onLoad = options.onLoad;
    this.carryBudget = options.carryBudget ?? CARRY_BUDGET;
  }

  private state(domain: string): DomainState {
    let state = this.states.get(domain);
    if (!state) this.states.set(domain, (state = { version: null, confirmedAt: -Infinity, versionRead: null, generation: ++this.generations }));
    return state;
  }

  /** The employer's version held, when it was confirmed less than the refresh interval ago; null otherwise. */
  freshVersion(domain: string): string | null {
    const state = this.states.get(domain);
    return state?.version != null && performance.now() - state.confirmedAt < this.refreshMs ? state.version : null;
  }

  /** A position row held for the employer's current data (PositionRowCache). */
  get(domain: string, id: number): Omit<PositionRow, 'is_saved'> | undefined {
    const held = this.rows.get(id);
    return held?.row.domain === domain && held.generation === this.states.get(domain)?.generation ? held.row : undefined;
  }

  /** Keeps rows of the employer read under `version`, when that is still its version held (older reads are not kept). */
  store(domain: string, version: string, rows: readonly Omit<PositionRow, 'is_saved'>[]): void {
    const state = this.states.get(domain);
    if (!state || version !== state.version) return;
    for (const row of rows) {
      this.rows.delete(row.id);
      this.rows.set(row.id, { row, generation: state.generation });
    }
    for (const oldest of this.rows.keys()) {
      if (this.rows.size <= this.maxRows) break;
      this.rows.delete(oldest);
    }
  }

  /** The current snapshot for a search: positions of the employer and, with a keyword, its matches. */
  async snapshot(domain: string, keyword: string): Promise<SearchSnapshot> {
    const positions = await this.domainPositions(domain);
    if (!keyword) return { positions, matches: null, cached: true };
    const { loading, cached } = this.keywordMatches(positions, keyword);
    const matches = await loading;
    return { positions, matches: matches.matchesAll ? null : matches, cached };
  }

  /** The keyword's matches in this snapshot: held, or loaded now (and held while the snapshot is). */
  private keywordMatches(positions: DomainPositions, keyword: string): { loading: Promise<KeywordMatches>; cached: boolean } {
    // Keyed by the snapshot's version too: matches are row indices into that very snapshot.
    const key = `${positions.domain}\u0000${positions.version}\u0000${keyword}`;
    let loading = this.keywords.get(key);
    const cached = loading !== undefined;
    if (loading) {
      this.touch(key, loading);
    } else {
      loading = loadKeywordMatches(this.db, positions, keyword);
      if (this.positions.get(positions.domain)?.version !== positions.version) return { loading, cached };
      this.keywords.set(key, loading);
      const held = loading;
      held.then(
        (matches) => {
          this.settled.set(held, matches);
          this.account(key, matches.order.length);
        },
        () => this.forget(key),
      );
    }
    return { loading, cached };
  }

  /**
   * The snapshot held for the employer's last version seen, without asking the database; null when
   * nothing is held. The caller must confirm the version (observeVersion) before trusting what it computed.
   */
  peek(domain: string, keyword: string): Promise<SearchSnapshot> | null {
    const version = this.states.get(domain)?.version;
    const held = this.positions.get(domain);
    if (version == null || held?.version !== version) return null;
    this.use(domain, held);
    if (!keyword) return held.loading.then((loaded) => ({ positions: loaded, matches: null, cached: true }));
    const key = `${domain}\u0000${version}\u0000${keyword}`;
    const matches = this.keywords.get(key);
    if (!matches) return null;
    this.touch(key, matches);
    return Promise.all([held.loading, matches]).then(([loaded, found]) => ({ positions: loaded, matches: found.matchesAll ? null : found, cached: true }));
  }

  /**
   * The employer's version read elsewhere (with a search's rows): true when it is the one held;
   * otherwise it becomes the one to hold (the next use brings the snapshot to it) and false.
   */
  observeVersion(domain: string, version: string): boolean {
    const state = this.state(domain);
    state.confirmedAt = performance.now();
    if (version === state.version) return true;
    state.version = version;
    return false;
  }

  /** The employer's open positions (current version): held, patched with what changed, or loaded. */
  async domainPositions(domain: string): Promise<DomainPositions> {
    const version = await this.refreshVersion(domain);
    const held = this.positions.get(domain);
    if (held?.version === version) {
      this.use(domain, held);
      return held.loading;
    }
    const loading = held ? held.loading.then((positions) => this.update(positions)) : this.load(domain);
    const next: HeldPositions = { version, loading };
    this.use(domain, next);
    loading.then(
      (loaded) => {
        if (this.positions.get(domain) !== next) return;
        next.version = loaded.version;
        const state = this.state(domain);
        // Read after the version asked for: as new, and confirmed now.
        if (state.version === version) {
          state.version = loaded.version;
          state.confirmedAt = performance.now();
        }
        this.accountPositions(domain, estimateBytes(loaded));
        if (this.unwarmed.has(loaded)) {
          this.unwarmed.delete(loaded);
          if (loaded.size >= this.warmMinPositions) this.warm(domain, loaded);
        }
      },
      () => {
        if (this.positions.get(domain) === next) this.evict(domain);
      },
    );
    return loading;
  }

  /** The employer loaded whole: what was held of it goes (rows, keywords, vocabulary of older snapshots). */
  private async load(domain: string): Promise<DomainPositions> {
    const loaded = await loadDomainPositions(this.db, domain);
    this.onLoad?.({ domain, kind: 'full', rows: loaded.size });
    this.state(domain).generation = ++this.generations;
    this.dropKeywords(domain, null);
    this.unwarmed.add(loaded);
    return loaded;
  }

  /**
   * The held snapshot brought to the employer's current version: the rows written since it patched
   * in, the held keywords' matches carried over (their ranks among the changed rows come with the
   * delta); loaded whole when the delta cannot tell (loadDomainDelta null). Unchanged: the same snapshot.
   */
  private async update(held: DomainPositions): Promise<DomainPositions> {
    const prefix = `${held.domain}\u0000${held.version}\u0000`;
    const carried: { key: string; keyword: string; matches: KeywordMatches }[] = [];
    for (const [key, loading] of this.keywords) {
      const matches = key.startsWith(prefix) ? this.settled.get(loading) : undefined;
      if (matches) carried.push({ key, keyword: key.slice(prefix.length), matches });
    }
    // The least recently used go first when there are more (the keywords map is in that order).
    carried.splice(0, Math.max(0, carried.length - CARRY_MAX_KEYWORDS));
    const delta = await loadDomainDelta(
      this.db,
      held,
      deltaLimit(held.size),
      carried.map(({ keyword }) => keywordTsQuery(keyword)),
      this.carryBudget,
    );
    if (!delta) return this.load(held.domain);
    if (delta.rows.id.length === 0 && delta.version === held.version) return held;
    const { positions, moved } = patchDomainPositions(held, delta);
    this.onLoad?.({ domain: held.domain, kind: 'delta', rows: delta.rows.id.length });
    for (const id of delta.rows.id) this.rows.delete(id);
    this.dropKeywords(held.domain, positions.version);
    const found = delta.matches;
    if (found) {
      carried.forEach(({ keyword, matches }, n) => {
        const key = `${held.domain}\u0000${positions.version}\u0000${keyword}`;
        const next = carryKeywordMatches(matches, positions, moved, found[n]!);
        const loading = Promise.resolve(next);
        this.keywords.set(key, loading);
        this.settled.set(loading, next);
        this.account(key, next.order.length);
      });
    } else if (carried.length > 0) {
      // Too many changed rows to rank for every held keyword: they are ranked again when asked, a large employer's common ones right away.
      this.unwarmed.add(positions);
    }
    return positions;
  }

  /** Forgets the employer's keyword matches and vocabularies, but those of the snapshot `keep` (a version). */
  private dropKeywords(domain: string, keep: string | null): void {
    const prefix = `${domain}\u0000`;
    const kept = keep === null ? null : `${prefix}${keep}\u0000`;
    for (const key of [...this.keywords.keys()]) if (key.startsWith(prefix) && !(kept && key.startsWith(kept))) this.forget(key);
    for (const key of [...this.vocabularies.keys()]) if (key.startsWith(prefix) && key !== `${prefix}${keep}`) this.vocabularies.delete(key);
  }

  /** The employers whose search data is held, least recently searched first, and the bytes they take (estimateBytes). */
  held(): { domains: string[]; bytes: number } {
    let bytes = 0;
    for (const n of this.positionBytes.values()) bytes += n;
    return { domains: [...this.positions.keys()], bytes };
  }

  /** Resolves once every warm-up under way has finished. */
  async whenWarm(): Promise<void> {
    while (this.warming.size > 0) await Promise.all([...this.warming]);
  }

  /**
   * Ranks the employer's common keywords (commonKeywords) off any visitor's path, one query at a
   * time, while its snapshot is still the one held; the matches are held like a search's. A failure
   * only leaves the visitors' searches to load what they ask for.
   */
  private warm(domain: string, positions: DomainPositions): void {
    const held = () => this.positions.get(domain)?.version === positions.version;
    const run = (async () => {
      const vocabulary = await this.vocabularyOf(positions);
      for (const keyword of commonKeywords(positions, vocabulary, WARM_KEYWORDS)) {
        if (!held()) return;
        await this.keywordMatches(positions, keyword).loading;
      }
    })().catch(() => undefined);
    this.warming.add(run);
    void run.finally(() => this.warming.delete(run));
  }

  private use(domain: string, held: HeldPositions): void {
    this.positions.delete(domain);
    this.positions.set(domain, held);
  }

  /** A loaded employer counts against maxBytes; the least recently searched others go until the rest fits. */
  private accountPositions(domain: string, bytes: number): void {
    if (!this.positions.has(domain)) return;
    this.positionBytes.set(domain, bytes);
    let total = 0;
    for (const n of this.positionBytes.values()) total += n;
    for (const oldest of [...this.positions.keys()]) {
      if (total <= this.maxBytes) break;
      if (oldest === domain || !this.positionBytes.has(oldest)) continue;
      total -= this.positionBytes.get(oldest)!;
      this.evict(oldest);
    }
  }

  /** Drops an employer's positions, rows, vocabulary and keyword matches (the next search loads them again). */
  private evict(domain: string): void {
    this.positions.delete(domain);
    this.positionBytes.delete(domain);
    this.dropKeywords(domain, null);
    this.state(domain).generation = ++this.generations;
  }

  /** Titles, skills and places of the employer's open positions (autocomplete, resume skills). */
  async vocabulary(domain: string): Promise<Vocabulary> {
    return this.vocabularyOf(await this.domainPositions(domain));
  }

  private vocabularyOf(positions: DomainPositions): Promise<Vocabulary> {
    const key = `${positions.domain}\u0000${positions.version}`;
    let loading = this.vocabularies.get(key);
    if (!loading) {
      loading = loadVocabulary(this.db, positions);
      // A snapshot dropped meanwhile (evicted, or patched) is not held again.
      if (this.positions.get(positions.domain)?.version !== positions.version) return loading;
      this.vocabularies.set(key, loading);
      loading.catch(() => this.vocabularies.delete(key));
    }
    return loading;
  }

  /** Reads the employer's version (one read shared by concurrent callers), unless confirmed within the refresh interval. */
  private async refreshVersion(domain: string): Promise<string> {
    const fresh = this.freshVersion(domain);
    if (fresh !== null) return fresh;
    const state = this.state(domain);
    state.versionRead ??= sql<{ version: string }>`select ${searchVersionSql(domain)} as version`
      .execute(this.db)
      .then(({ rows }) => rows[0]?.version ?? '0.0.0')
      .finally(() => {
        state.versionRead = null;
      });
    const version = await state.versionRead;
    state.confirmedAt = performance.now();
    state.version = version;
    return version;
  }

  /** Least recently used order: a hit moves to the end. */
  private touch(key: string, loading: Promise<KeywordMatches>): void {
    this.keywords.delete(key);
    this.keywords.set(key, loading);
  }

  private account(key: string, rows: number): void {
    if (!this.keywords.has(key)) return;
    this.keywordRows.set(key, rows);
    let total = 0;
    for (const count of this.keywordRows.values()) total += count;
    for (const oldest of this.keywords.keys()) {
      if (this.keywords.size <= this.maxKeywords && total <= this.maxKeywordRows) break;
      if (oldest === key) continue;
      total -= this.keywordRows.get(oldest) ?? 0;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.keywords.delete(key);
    this.keywordRows.delete(key);
  }
}
