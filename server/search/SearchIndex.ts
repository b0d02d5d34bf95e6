import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { commonKeywords } from './commonKeywords';
import { loadDomainPositions, type DomainPositions } from './DomainPositions';
import { loadKeywordMatches, type KeywordMatches } from './KeywordMatches';
import type { PositionRow, PositionRowCache } from './positionRows';
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
  for (const column of [
    positions.title,
    positions.department,
    positions.city,
    positions.region,
    positions.country,
    positions.location,
    positions.employmentType,
  ])
    for (const value of column.values) strings += 40 + value.length * 2;
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
}

export interface SearchSnapshot {
  positions: DomainPositions;
  /** Null when the search has no keyword (or only stop words). */
  matches: KeywordMatches | null;
  /** The keyword's matches came from memory, not from the database. */
  cached: boolean;
}

/**
 * What search holds in memory, per server process: each employer's open positions as columns, and
 * the ranked matches of recent keywords. The database stays the source of truth: what is held is
 * checked against search_index_state.version (a one-row lookup that a trigger bumps on every write to
 * positions), and anything loaded under an older version is reloaded. A search checks optimistically:
 * it reads the version in the same statement as its page of rows (peek, then observeVersion) and
 * starts over in the rare case the version moved; within SEARCH_REFRESH_MS of the last confirmation
 * it does not ask at all. Concurrent requests share one load.
 */
export class SearchIndex implements PositionRowCache {
  private version: string | null = null;
  private confirmedAt = -Infinity;
  private readonly refreshMs: number;
  private versionRead: Promise<string> | null = null;
  /** Least recently used first: a use moves an entry to the end. */
  private readonly positions = new Map<string, Promise<DomainPositions>>();
  /** estimateBytes of each loaded employer, by the positions' key. */
  private readonly positionBytes = new Map<string, number>();
  private readonly maxBytes: number;
  private readonly warmMinPositions: number;
  /** The warm-ups under way (tests and benchmarks wait for them: whenWarm). */
  private readonly warming = new Set<Promise<void>>();
  private readonly keywords = new Map<string, Promise<KeywordMatches>>();
  private readonly keywordRows = new Map<string, number>();
  private readonly vocabularies = new Map<string, Promise<Vocabulary>>();
  private readonly rows = new Map<number, Omit<PositionRow, 'is_saved'>>();
  private readonly maxKeywords: number;
  private readonly maxKeywordRows: number;
  private readonly maxRows: number;

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
  }

  /** The version held, when it was confirmed less than the refresh interval ago; null otherwise. */
  freshVersion(): string | null {
    return this.version !== null && performance.now() - this.confirmedAt < this.refreshMs ? this.version : null;
  }

  /** A position row held for the current version (PositionRowCache). */
  get(domain: string, id: number): Omit<PositionRow, 'is_saved'> | undefined {
    const row = this.rows.get(id);
    return row?.domain === domain ? row : undefined;
  }

  /** Keeps rows read under `version`, when that is still the version held (older reads are not kept). */
  store(version: string, rows: readonly Omit<PositionRow, 'is_saved'>[]): void {
    if (version !== this.version) return;
    for (const row of rows) {
      this.rows.delete(row.id);
      this.rows.set(row.id, row);
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

  /** The keyword's matches in this snapshot: held, or loaded now (and held). */
  private keywordMatches(positions: DomainPositions, keyword: string): { loading: Promise<KeywordMatches>; cached: boolean } {
    // Keyed by the snapshot's version too: matches are row indices into that very snapshot.
    const key = `${positions.domain}\u0000${positions.version}\u0000${keyword}`;
    let loading = this.keywords.get(key);
    const cached = loading !== undefined;
    if (loading) {
      this.touch(key, loading);
    } else {
      loading = loadKeywordMatches(this.db, positions, keyword);
      this.keywords.set(key, loading);
      loading.then(
        (matches) => this.account(key, matches.order.length),
        () => this.forget(key),
      );
    }
    return { loading, cached };
  }

  /**
   * The snapshot held for the last version seen, without asking the database; null when nothing is
   * held. The caller must confirm the version (observeVersion) before trusting what it computed.
   */
  peek(domain: string, keyword: string): Promise<SearchSnapshot> | null {
    if (this.version === null) return null;
    const positions = this.positions.get(`${domain}\u0000${this.version}`);
    if (!positions) return null;
    this.use(`${domain}\u0000${this.version}`, positions);
    if (!keyword) return positions.then((loaded) => ({ positions: loaded, matches: null, cached: true }));
    const key = `${domain}\u0000${this.version}\u0000${keyword}`;
    const matches = this.keywords.get(key);
    if (!matches) return null;
    this.touch(key, matches);
    return Promise.all([positions, matches]).then(([loaded, found]) => ({ positions: loaded, matches: found.matchesAll ? null : found, cached: true }));
  }

  /** A version read elsewhere (with a search's rows): true when it is the one held; otherwise everything held is dropped. */
  observeVersion(version: string): boolean {
    this.confirmedAt = performance.now();
    if (version === this.version) return true;
    this.adopt(version);
    return false;
  }

  /** The employer's open positions (current version). */
  async domainPositions(domain: string): Promise<DomainPositions> {
    const version = await this.refreshVersion();
    const key = `${domain}\u0000${version}`;
    let loading = this.positions.get(key);
    if (loading) {
      this.use(key, loading);
    } else {
      loading = loadDomainPositions(this.db, domain, version);
      this.positions.set(key, loading);
      loading.then(
        (loaded) => {
          this.accountPositions(key, estimateBytes(loaded));
          if (loaded.size >= this.warmMinPositions) this.warm(key, loaded);
        },
        () => this.positions.delete(key),
      );
    }
    return loading;
  }

  /** The employers whose search data is held, least recently searched first, and the bytes they take (estimateBytes). */
  held(): { domains: string[]; bytes: number } {
    let bytes = 0;
    for (const n of this.positionBytes.values()) bytes += n;
    return { domains: [...this.positions.keys()].map((key) => key.slice(0, key.indexOf('\u0000'))), bytes };
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
  private warm(key: string, positions: DomainPositions): void {
    const held = () => this.positions.has(key);
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

  private use(key: string, loading: Promise<DomainPositions>): void {
    this.positions.delete(key);
    this.positions.set(key, loading);
  }

  /** A loaded employer counts against maxBytes; the least recently searched others go until the rest fits. */
  private accountPositions(key: string, bytes: number): void {
    if (!this.positions.has(key)) return;
    this.positionBytes.set(key, bytes);
    let total = 0;
    for (const n of this.positionBytes.values()) total += n;
    for (const oldest of [...this.positions.keys()]) {
      if (total <= this.maxBytes) break;
      if (oldest === key || !this.positionBytes.has(oldest)) continue;
      total -= this.positionBytes.get(oldest)!;
      this.evict(oldest);
    }
  }

  /** Drops an employer's positions, vocabulary and keyword matches (the next search loads them again). */
  private evict(key: string): void {
    this.positions.delete(key);
    this.positionBytes.delete(key);
    this.vocabularies.delete(key);
    const prefix = `${key}\u0000`;
    for (const keywordKey of [...this.keywords.keys()]) if (keywordKey.startsWith(prefix)) this.forget(keywordKey);
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
      // A snapshot dropped meanwhile (evicted, or a new version) is not held again.
      if (!this.positions.has(key)) return loading;
      this.vocabularies.set(key, loading);
      loading.catch(() => this.vocabularies.delete(key));
    }
    return loading;
  }

  /** Reads the version (one read shared by concurrent callers); a new version drops everything held. */
  private async refreshVersion(): Promise<string> {
    const fresh = this.freshVersion();
    if (fresh !== null) return fresh;
    this.versionRead ??= sql<{ version: string }>`select version::text as version from search_index_state where id = 1`
      .execute(this.db)
      .then(({ rows }) => rows[0]?.version ?? '0')
      .finally(() => {
        this.versionRead = null;
      });
    const version = await this.versionRead;
    this.confirmedAt = performance.now();
    if (version !== this.version) this.adopt(version);
    return version;
  }

  private adopt(version: string): void {
    this.version = version;
    this.positions.clear();
    this.positionBytes.clear();
    this.keywords.clear();
    this.keywordRows.clear();
    this.vocabularies.clear();
    this.rows.clear();
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
